import type { AttachmentRow } from '../../db/schema.js';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { bindUnbound, listByOwner, lockAttachments } from './attachment.repository.js';

/**
 * Who may see an attachment (ADR 13): its uploader, and — once it is bound to a record — whoever
 * may see that record, as the record's module decides. Modules register their record kinds here
 * (the workflow registers 'application'); an attachment bound to a kind nobody registered is
 * visible to its uploader only.
 */
export interface AttachmentOwnerKind {
  /** Whether the signed-in user may see the record (and so its attachments). */
  canSee(tx: Tx, user: AuthUser, recordId: string): Promise<boolean>;
  /**
   * Whether the record is public (e.g. a published disclosure): only then does the public
   * `nonds/oss/endpoint/downloadFile` serve its attachments. Absent: never public.
   */
  isPublic?(tx: Tx, recordId: string): Promise<boolean>;
}

const KIND_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;
const kinds = new Map<string, AttachmentOwnerKind>();

/** Registers (or replaces, for tests) the access rule of a record kind. */
export function registerAttachmentOwnerKind(
  kind: string,
  canSee: AttachmentOwnerKind['canSee'],
  options: { isPublic?: AttachmentOwnerKind['isPublic'] } = {},
): void {
  if (!KIND_PATTERN.test(kind)) throw new Error(`invalid attachment owner kind: ${kind}`);
  kinds.set(kind, options.isPublic ? { canSee, isPublic: options.isPublic } : { canSee });
}

export function isRegisteredOwnerKind(kind: string): boolean {
  return kinds.has(kind);
}

export async function canSeeAttachment(tx: Tx, user: AuthUser, row: AttachmentRow): Promise<boolean> {
  if (row.tenantId !== user.tenantId) return false;
  if (row.uploaderAccountId === user.accountId) return true;
  if (row.ownerKind === null || row.ownerId === null) return false;
  const rule = kinds.get(row.ownerKind);
  return rule ? rule.canSee(tx, user, row.ownerId) : false;
}

export async function isPubliclyVisible(tx: Tx, row: AttachmentRow): Promise<boolean> {
  if (row.ownerKind === null || row.ownerId === null) return false;
  const rule = kinds.get(row.ownerKind);
  return rule?.isPublic ? rule.isPublic(tx, row.ownerId) : false;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BindAttachmentsInput {
  attachIds: readonly string[];
  kind: string;
  recordId: string;
  user: Pick<AuthUser, 'tenantId' | 'accountId' | 'account'>;
  /** For the audit row; defaults to the user without ip/request id. */
  audit?: AuditContext;
}

/**
 * Binds uploaded attachments to a record in the caller's transaction (e.g. the workflow's submit).
 * Each attachment must belong to the tenant and either be unbound and uploaded by the user, or
 * already bound to this very record (a resubmission repeats the list): anything else refuses the
 * whole call (409), so a user cannot attach someone else's file to gain access to it, nor move a
 * file from one record to another. Rows are locked in id order; two concurrent binders of the
 * same file serialise and the second finds it bound.
 */
export async function bindAttachments(tx: Tx, input: BindAttachmentsInput): Promise<{ bound: string[] }> {
  const { kind, recordId, user } = input;
  if (!KIND_PATTERN.test(kind)) throw validationError('kind', '业务类型格式不正确');
  if (recordId.length === 0 || recordId.length > 64) throw validationError('recordId', '业务编号格式不正确');
  const ids = [...new Set(input.attachIds)];
  for (const id of ids)
    if (!UUID.test(id)) throw validationError('attachId', `格式不正确：${id.slice(0, 40)}`);
  const rows = await lockAttachments(tx, user.tenantId, ids);
  const byId = new Map(rows.map((r) => [r.attachId, r]));
  const toBind: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw new AppError('ATTACHMENT_BIND_REFUSED', { attachId: id });
    if (row.ownerKind === kind && row.ownerId === recordId) continue;
    if (row.ownerKind !== null || row.uploaderAccountId !== user.accountId) {
      throw new AppError('ATTACHMENT_BIND_REFUSED', { attachId: id });
    }
    toBind.push(id);
  }
  const bound = await bindUnbound(tx, { tenantId: user.tenantId, attachIds: toBind, kind, recordId });
  if (bound.length !== toBind.length) {
    const missing = toBind.find((id) => !bound.includes(id)) ?? '';
    throw new AppError('ATTACHMENT_BIND_REFUSED', { attachId: missing });
  }
  if (bound.length > 0) {
    const audit = input.audit ?? {
      tenantId: user.tenantId,
      ip: null,
      requestId: null,
      actorId: user.accountId,
      actorName: user.account,
    };
    await writeAudit(tx, audit, {
      action: 'attachment.bind',
      targetType: kind,
      targetId: recordId,
      detail: { attachIds: bound.join(','), count: bound.length },
    });
  }
  return { bound };
}

/** The attachments of a record, for its detail page (the caller has checked access to the record). */
export async function listRecordAttachments(
  tx: Tx,
  params: { tenantId: string; kind: string; recordId: string },
): Promise<{ attachId: string; originalName: string; size: number; mediaType: string; sha256: string }[]> {
  const rows = await listByOwner(tx, params);
  return rows.map((r) => ({
    attachId: r.attachId,
    originalName: r.originalName,
    size: r.sizeBytes,
    mediaType: r.mediaType,
    sha256: r.sha256,
  }));
}
