import { randomUUID } from 'node:crypto';
import { FACE_PICTURE_NAME } from '@rer/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { newObjectKey } from '../../platform/storage/object-storage.js';
import { bindAttachments, insertAttachment, registerAttachmentOwnerKind } from '../attachments/index.js';
import type { AuthUser } from '../identity/index.js';
import { findApplication } from '../workflow/index.js';
import * as repo from './pledgee-confirmation.repository.js';
import {
  type Application,
  auditOf,
  isApplicantOrStaff,
  type PledgeeDeps,
  type RequestMeta,
} from './pledgee-deps.js';
import { applicationFor } from './pledgee-link.service.js';

/**
 * The face picture is bound to the application under a kind of its own, not the application's:
 * whoever sees the application (the enterprise too) must not see the pledgee's face (ADR 72).
 */
export const FACE_PICTURE_KIND = 'pledgee-face';

export function registerFacePictureAccess(): void {
  registerAttachmentOwnerKind(FACE_PICTURE_KIND, async (tx, user, recordId) => {
    const app = await findApplication(tx, user.tenantId, { uuid: recordId });
    return app !== null && isApplicantOrStaff(user, app);
  });
}

/** Stores the passed check's picture as the application's 人脸识别 attachment; answers its id. */
export async function storeFacePicture(
  tx: Tx,
  deps: PledgeeDeps,
  options: { app: Application; certifyId: string; now: Date },
): Promise<string> {
  const { app } = options;
  const picture = await deps.face.picture(tx, options.certifyId).catch((error: unknown) => {
    throw new AppError('FACE_CHECK_FAILED', {}, { cause: error });
  });
  if (!picture) throw new AppError('FACE_CHECK_FAILED');
  const storage = await deps.storage();
  const key = newObjectKey({ tenantId: app.tenantId, extension: picture.extension, now: options.now });
  const originalName = `${FACE_PICTURE_NAME}.${picture.extension}`;
  const stored = await storage.put(key, picture.bytes, {
    contentType: picture.mediaType,
    contentLength: picture.bytes.length,
    metadata: { 'original-name': originalName },
  });
  try {
    const attachId = randomUUID();
    // Filed as the applicant's (the pledgee has no account); the kind's rule decides who sees it.
    const user = { tenantId: app.tenantId, accountId: app.applicantId, account: app.applicantName };
    await insertAttachment(tx, {
      attachId,
      tenantId: app.tenantId,
      originalName,
      extension: picture.extension,
      storageKey: stored.key,
      sizeBytes: stored.size,
      sha256: stored.sha256,
      mediaType: picture.mediaType,
      uploaderAccountId: user.accountId,
      uploaderName: user.account,
    });
    await bindAttachments(tx, {
      attachIds: [attachId],
      kind: FACE_PICTURE_KIND,
      recordId: app.uuid,
      user,
      audit: {
        tenantId: app.tenantId,
        ip: null,
        requestId: null,
        actorId: null,
        actorName: '质权人（确认链接）',
      },
    });
    return attachId;
  } catch (error) {
    await storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

/** pledgeeInfo/getFaceRecPic: the picture's file id, for the applicant and register staff only. */
export async function faceRecPicture(
  deps: PledgeeDeps,
  user: AuthUser,
  uuid: string,
  meta: RequestMeta,
): Promise<string> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const app = await applicationFor(tx, user, uuid, false);
    const confirmation = await repo.findConfirmation(tx, user.tenantId, app.uuid);
    if (!confirmation) throw new AppError('PLEDGEE_FACE_PICTURE_MISSING');
    await writeAudit(tx, auditOf(user, meta), {
      action: 'pledgee.face_picture_view',
      targetType: 'application',
      targetId: app.uuid,
      detail: { attachId: confirmation.faceAttachId },
    });
    return confirmation.faceAttachId;
  });
}

/**
 * The pre-approval check of 550063 (ADR 72): reviewers cannot approve until the pledgee confirmed.
 * Run it in the review's transaction (the workflow port's `onReviewed`, action 'approve'): its
 * refusal rolls the approval back.
 */
export async function requirePledgeeConfirmed(
  tx: Tx,
  input: { tenantId: string; applicationId: string },
): Promise<void> {
  if (!(await isPledgeeConfirmed(tx, input.tenantId, input.applicationId)))
    throw new AppError('PLEDGEE_NOT_CONFIRMED');
}

/** Whether the pledgee of this application has confirmed it (the 550063 list's status 1). */
export async function isPledgeeConfirmed(tx: Tx, tenantId: string, applicationId: string): Promise<boolean> {
  return (await repo.findConfirmation(tx, tenantId, applicationId)) !== null;
}
