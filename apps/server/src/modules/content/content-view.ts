import type { ContentAttachment, ContentItem, ContentSummary, PublicContentSummary } from '@rer/contracts';
import type { Tx } from '../../platform/db/database.js';
import { listRecordAttachments } from '../attachments/index.js';
import type { ContentRow } from './content.repository.js';
import { cleanContentHtml } from './content-html.js';

/** The attachments' owner kind of content items (their inline image and PDFs). */
export const CONTENT_KIND = 'content';

/**
 * The body as it leaves the server: sanitised again with the same policy as on save, so what a
 * page renders never depends on the stored text having been written by this version of the rules.
 */
export function outputHtml(row: Pick<ContentRow, 'bodyHtml' | 'tenantId'>): string {
  return cleanContentHtml(row.bodyHtml, row.tenantId).html;
}

export function toSummary(row: ContentRow): ContentSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    status: row.status,
    version: row.version,
    authorName: row.authorName,
    submittedBy: row.submittedBy,
    submitterName: row.submitterName,
    reviewerName: row.reviewerName,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  };
}

export function toPublicSummary(row: ContentRow): PublicContentSummary {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    source: row.source,
    publishedAt: row.publishedAt ?? row.updatedAt,
  };
}

/** The item's PDFs in the order the item lists them (bound files it no longer lists are left out). */
export async function pdfAttachments(tx: Tx, row: ContentRow): Promise<ContentAttachment[]> {
  if (row.attachIds.length === 0) return [];
  const files = await listRecordAttachments(tx, {
    tenantId: row.tenantId,
    kind: CONTENT_KIND,
    recordId: row.id,
  });
  const byId = new Map(files.map((f) => [f.attachId, f]));
  return row.attachIds.flatMap((id) => {
    const f = byId.get(id);
    return f
      ? [{ attachId: f.attachId, originalName: f.originalName, size: f.size, mediaType: f.mediaType }]
      : [];
  });
}

export async function toContentItem(tx: Tx, row: ContentRow): Promise<ContentItem> {
  return {
    ...toSummary(row),
    source: row.source,
    bodyHtml: outputHtml(row),
    reviewComment: row.reviewComment,
    attachments: await pdfAttachments(tx, row),
  };
}
