import type { Tx } from '../../platform/db/database.js';
import { bindAttachments, registerAttachmentOwnerKind } from '../attachments/index.js';
import * as repo from './application.repository.js';
import { maySee } from './application-queries.js';
import { callerOfUser } from './route-caller.js';
import type { Caller } from './workflow-context.js';

/** Attachments of an application are bound to it under this record kind (ADR 13). */
export const APPLICATION_ATTACHMENT_KIND = 'application';

/** Every `attachId` in the form data (upload rows keep `[{ attachId, originalName, … }]`). */
export function attachIdsOf(value: unknown, found: Set<string> = new Set()): string[] {
  if (Array.isArray(value)) {
    for (const item of value) attachIdsOf(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'attachId' && typeof inner === 'string' && inner !== '') found.add(inner);
      else attachIdsOf(inner, found);
    }
  }
  return [...found];
}

/** Whoever may see an application may download its attachments (its applicant, staff, the enterprise). */
export function registerApplicationAttachments(): void {
  registerAttachmentOwnerKind(APPLICATION_ATTACHMENT_KIND, async (tx, user, recordId) => {
    const app = await repo.findApplication(tx, user.tenantId, { uuid: recordId });
    return app !== null && maySee(callerOfUser(user), app);
  });
}

/**
 * Binds the files named in the form data to the application, in the transaction that stores the
 * data: a file must be the caller's own upload or already belong to this application, so nobody
 * can name someone else's file to read it, and an unknown id refuses the submission.
 */
export async function bindApplicationAttachments(
  tx: Tx,
  caller: Caller,
  applicationId: string,
  formData: Record<string, unknown>,
): Promise<void> {
  const attachIds = attachIdsOf(formData);
  if (attachIds.length === 0) return;
  await bindAttachments(tx, {
    attachIds,
    kind: APPLICATION_ATTACHMENT_KIND,
    recordId: applicationId,
    user: { tenantId: caller.tenantId, accountId: caller.accountId, account: caller.accountName },
    audit: {
      tenantId: caller.tenantId,
      ip: caller.ip,
      requestId: caller.requestId,
      actorId: caller.accountId,
      actorName: caller.accountName,
    },
  });
}
