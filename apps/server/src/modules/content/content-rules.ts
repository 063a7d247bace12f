import type { ContentStatus } from '@rer/contracts';

/**
 * The life of a content item (ADR 83), as pure rules: who may do what in which status. A draft or
 * a returned item is edited by staff and submitted; a second staff member — never the one who
 * submitted it — publishes or returns it; a published item can be taken off the site and then
 * edited and submitted again. The database holds maker ≠ checker too (content_item_four_eyes).
 */

export type ContentAction = 'save' | 'submit' | 'review' | 'unpublish';

const ALLOWED_FROM: Record<ContentAction, readonly ContentStatus[]> = {
  save: ['draft', 'returned', 'unpublished'],
  submit: ['draft', 'returned', 'unpublished'],
  review: ['submitted'],
  unpublish: ['published'],
};

/** What the refusal says when an action meets an item in another status. */
const REFUSALS: Record<ContentAction, string> = {
  save: '只有草稿、已退回或已撤下的内容可以修改',
  submit: '只有草稿、已退回或已撤下的内容可以提交审核',
  review: '只有待审核的内容可以审核',
  unpublish: '只有已发布的内容可以撤下',
};

/** Null when the action is allowed in the status, else the refusal. */
export function statusRefusal(action: ContentAction, status: ContentStatus): string | null {
  return ALLOWED_FROM[action].includes(status) ? null : REFUSALS[action];
}

export const FOUR_EYES_REFUSAL = '不能审核本人提交的内容，请由其他工作人员审核';

/** Maker ≠ checker: the reviewer must not be the staff member who submitted the item. */
export function reviewerRefusal(submittedBy: string | null, reviewerId: string): string | null {
  return submittedBy !== null && submittedBy === reviewerId ? FOUR_EYES_REFUSAL : null;
}

/** The status a review decision leads to. */
export function statusAfterReview(decision: 'approve' | 'return'): 'published' | 'returned' {
  return decision === 'approve' ? 'published' : 'returned';
}

/** Categories whose items carry PDF attachments (announcements and temporary bulletins). */
export function takesAttachments(category: string): boolean {
  return category === 'announcement' || category === 'bulletin';
}

/** The categories the home page's latest announcements list (common-25). */
export const ANNOUNCEMENT_CATEGORIES = ['announcement', 'bulletin'] as const;
