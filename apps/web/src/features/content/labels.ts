import type { ContentCategory, ContentStatus } from '@rer/contracts';

/**
 * Names and public addresses of content categories (ADR 83). Kept here rather than imported from
 * the contracts' label objects so a public page's chunk stays free of zod.
 */
export const CATEGORY_LABELS: Record<ContentCategory, string> = {
  policy: '政策',
  news: '新闻',
  announcement: '公告',
  bulletin: '临时公告',
};

export const STATUS_LABELS: Record<ContentStatus, { text: string; color: string }> = {
  draft: { text: '草稿', color: 'default' },
  submitted: { text: '待审核', color: 'processing' },
  published: { text: '已发布', color: 'success' },
  returned: { text: '已退回', color: 'warning' },
  unpublished: { text: '已撤下', color: 'default' },
};

export const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as ContentCategory[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as ContentStatus[]).map((value) => ({
  value,
  label: STATUS_LABELS[value].text,
}));

/** Where the public site shows a published item of the category. */
export function publicPathOf(category: ContentCategory, id: string): string {
  switch (category) {
    case 'policy':
      return `/policiesDetail?id=${id}`;
    case 'news':
      return `/newsDetails?id=${id}`;
    case 'announcement':
      return `/information/reportDetail/${id}`;
    case 'bulletin':
      return `/temporatyBuiletin/reportDetail/${id}`;
  }
}

/** Categories that carry PDF attachments. */
export const takesAttachments = (category: string | undefined) =>
  category === 'announcement' || category === 'bulletin';

/** 002 §5: one image of at most 3,145,728 bytes. */
export const IMAGE_MAX_BYTES = 3_145_728;
export const IMAGE_ACCEPT = ['jpg', 'jpeg', 'png'] as const;
