import { randomUUID } from 'node:crypto';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_MAX_COUNT,
  type ContentItem,
  type ContentReviewBody,
  type ContentSaveBody,
  type ContentSubmitBody,
  type ContentUnpublishBody,
} from '@rer/contracts';
import { type AuditContext, type AuditEntry, writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { bindAttachments, listRecordAttachments } from '../attachments/index.js';
import type { AuthUser } from '../identity/index.js';
import {
  type ContentFields,
  type ContentRow,
  findContent,
  insertContent,
  lockContent,
  setFields,
  setReviewed,
  setSubmitted,
  setUnpublished,
  updateContent,
} from './content.repository.js';
import { cleanContentHtml, hasContent } from './content-html.js';
import { reviewerRefusal, statusAfterReview, statusRefusal, takesAttachments } from './content-rules.js';
import { CONTENT_KIND, toContentItem } from './content-view.js';

/**
 * The staff use-cases of content items (ADR 83). Each runs in the caller's tenant transaction:
 * the item locked, the rule checked, the change made at the version read, the audit row written —
 * all or nothing, so a refused input leaves nothing behind (no row, no bound attachment).
 */

export interface StaffCall {
  user: AuthUser;
  audit: AuditContext;
}

const notFound = (id: string) => new AppError('NOT_FOUND', {}, { message: `内容不存在：${id}` });
const stale = (row: ContentRow) =>
  new AppError('CONFLICT', {}, { message: `内容已被他人修改（当前版本${row.version}），请刷新后重试` });

async function lockAt(tx: Tx, tenantId: string, id: string, version: number): Promise<ContentRow> {
  const row = await lockContent(tx, tenantId, id);
  if (!row) throw notFound(id);
  if (row.version !== version) throw stale(row);
  return row;
}

function refuseStatus(refusal: string | null): void {
  if (refusal !== null) throw new AppError('CONFLICT', {}, { message: refusal });
}

const audited = (tx: Tx, call: StaffCall, id: string, entry: Omit<AuditEntry, 'targetType' | 'targetId'>) =>
  writeAudit(tx, call.audit, { ...entry, targetType: CONTENT_KIND, targetId: id });

/** The body sanitised, its one image and the PDFs checked after binding them to the item. */
async function bodyFields(
  tx: Tx,
  call: StaffCall,
  id: string,
  body: ContentSaveBody,
): Promise<ContentFields> {
  const { html, imageIds } = cleanContentHtml(body.bodyHtml, call.user.tenantId);
  if (!hasContent(html)) throw validationError('正文', '不能为空');
  if (imageIds.length > CONTENT_IMAGE_MAX_COUNT) throw validationError('正文图片', '超出最大文件上传数量');
  const pdfIds = [...new Set(body.attachIds.map((a) => a.toLowerCase()))];
  if (pdfIds.length > 0 && !takesAttachments(body.category))
    throw validationError('附件', '只有公告和临时公告可以上传附件');
  await bindAttachments(tx, {
    attachIds: [...imageIds, ...pdfIds],
    kind: CONTENT_KIND,
    recordId: id,
    user: call.user,
    audit: call.audit,
  });
  const files = new Map(
    (await listRecordAttachments(tx, { tenantId: call.user.tenantId, kind: CONTENT_KIND, recordId: id })).map(
      (f) => [f.attachId, f],
    ),
  );
  for (const imageId of imageIds) {
    const image = files.get(imageId);
    if (!image?.mediaType.startsWith('image/')) throw validationError('正文图片', '只能插入图片');
    if (image.size > CONTENT_IMAGE_MAX_BYTES) throw validationError('正文图片', '上传文件大小不能超过3M');
  }
  for (const pdfId of pdfIds)
    if (files.get(pdfId)?.mediaType !== 'application/pdf') throw validationError('附件', '只能上传PDF文件');
  return {
    category: body.category,
    title: body.title,
    source: body.source ?? null,
    bodyHtml: html,
    attachIds: pdfIds,
  };
}

/** A new draft, or a draft / returned / taken-down item saved at its version. */
export async function saveContent(
  tx: Tx,
  call: StaffCall,
  body: ContentSaveBody,
): Promise<{ id: string; version: number }> {
  if (body.id === undefined) {
    // The id first: the attachments are bound to it before the row exists, in the same transaction.
    const id = randomUUID();
    const fields = await bodyFields(tx, call, id, body);
    const created = await insertContent(tx, {
      ...fields,
      id,
      tenantId: call.user.tenantId,
      authorId: call.user.accountId,
      authorName: call.user.realName || call.user.account,
    });
    await audited(tx, call, id, { action: 'content.create', detail: { category: body.category } });
    return created;
  }
  if (body.version === undefined) throw validationError('版本', '修改时必须提供版本');
  const row = await lockAt(tx, call.user.tenantId, body.id, body.version);
  refuseStatus(statusRefusal('save', row.status));
  const fields = await bodyFields(tx, call, row.id, body);
  const version = await updateContent(
    tx,
    { tenantId: row.tenantId, id: row.id, version: row.version },
    setFields(fields),
  );
  if (version === null) throw stale(row);
  await audited(tx, call, row.id, { action: 'content.update', detail: { version } });
  return { id: row.id, version };
}

export async function submitContent(
  tx: Tx,
  call: StaffCall,
  body: ContentSubmitBody,
): Promise<{ version: number }> {
  const row = await lockAt(tx, call.user.tenantId, body.id, body.version);
  refuseStatus(statusRefusal('submit', row.status));
  const by = { id: call.user.accountId, name: call.user.realName || call.user.account };
  const version = await updateContent(
    tx,
    { tenantId: row.tenantId, id: row.id, version: row.version },
    setSubmitted(by),
  );
  if (version === null) throw stale(row);
  await audited(tx, call, row.id, { action: 'content.submit', detail: { version } });
  return { version };
}

export async function reviewContent(
  tx: Tx,
  call: StaffCall,
  body: ContentReviewBody,
): Promise<{ version: number }> {
  const row = await lockAt(tx, call.user.tenantId, body.id, body.version);
  refuseStatus(statusRefusal('review', row.status));
  const fourEyes = reviewerRefusal(row.submittedBy, call.user.accountId);
  // 409, not 403: the client sends every 403 to the 403 page (000 §8); this is a refusal of the act.
  if (fourEyes !== null) throw new AppError('CONFLICT', {}, { message: fourEyes });
  const status = statusAfterReview(body.decision);
  const by = { id: call.user.accountId, name: call.user.realName || call.user.account };
  const key = { tenantId: row.tenantId, id: row.id, version: row.version };
  const version = await updateContent(tx, key, setReviewed(status, by, body.comment ?? null));
  if (version === null) throw stale(row);
  await audited(tx, call, row.id, {
    action: status === 'published' ? 'content.publish' : 'content.return',
    detail: { version, comment: body.comment ?? null },
  });
  return { version };
}

export async function unpublishContent(
  tx: Tx,
  call: StaffCall,
  body: ContentUnpublishBody,
): Promise<{ version: number }> {
  const row = await lockAt(tx, call.user.tenantId, body.id, body.version);
  refuseStatus(statusRefusal('unpublish', row.status));
  const version = await updateContent(
    tx,
    { tenantId: row.tenantId, id: row.id, version: row.version },
    setUnpublished(),
  );
  if (version === null) throw stale(row);
  await audited(tx, call, row.id, { action: 'content.unpublish', detail: { version, reason: body.reason } });
  return { version };
}

/** The item for the editor and the reviewer. */
export async function contentDetail(tx: Tx, tenantId: string, id: string): Promise<ContentItem> {
  const row = await findContent(tx, tenantId, id);
  if (!row) throw notFound(id);
  return toContentItem(tx, row);
}
