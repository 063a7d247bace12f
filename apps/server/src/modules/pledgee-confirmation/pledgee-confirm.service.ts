import { randomUUID } from 'node:crypto';
import { PLEDGEE_CONFIRM_PAGE, type PledgeeFaceStart, type PledgeeLinkView } from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { FaceCheckError } from '../../platform/face-check/face-check-provider.js';
import type { SandboxFaceCheckProvider } from '../../platform/face-check/sandbox-face-check.js';
import { companyName, findApplication } from '../workflow/index.js';
import { maskPartyName, type PledgeParties, pledgePartiesOf } from './pledge-parties.js';
import * as repo from './pledgee-confirmation.repository.js';
import {
  type Application,
  type PledgeeDeps,
  type RequestMeta,
  requireOpen,
  tokenHash,
} from './pledgee-deps.js';
import { storeFacePicture } from './pledgee-face-picture.js';

/** The pledgee has no login: its actions are audited under this name, tied to the link. */
const PLEDGEE_ACTOR = '质权人（确认链接）';

export interface OpenLink {
  link: repo.ConfirmLinkRow;
  app: Application;
  parties: PledgeParties;
}

/** The link of a token if it still works (not used, superseded or expired), with its application. */
export async function openLink(
  deps: PledgeeDeps,
  tx: Tx,
  tenantId: string,
  token: string,
  lock: boolean,
): Promise<OpenLink> {
  const link = await repo.findLink(tx, tenantId, tokenHash(token), lock);
  const now = deps.clock.now().getTime();
  if (!link || link.usedAt || link.supersededAt || new Date(link.expiresAt).getTime() <= now)
    throw new AppError('PLEDGEE_LINK_INVALID');
  const app = await findApplication(tx, tenantId, { uuid: link.applicationId }, lock);
  const parties = app ? pledgePartiesOf(app.formData) : null;
  if (!app || !parties) throw new AppError('PLEDGEE_LINK_INVALID');
  requireOpen(app);
  return { link, app, parties };
}

function auditOf(tenantId: string, meta: RequestMeta): AuditContext {
  return { tenantId, ip: meta.ip, requestId: meta.requestId, actorId: null, actorName: PLEDGEE_ACTOR };
}

/** nonds/pledgeeInfo/link: what the pledgee is asked to confirm (the pledgor masked). */
export async function viewLink(deps: PledgeeDeps, tenantId: string, token: string): Promise<PledgeeLinkView> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const { link, app, parties } = await openLink(deps, tx, tenantId, token, false);
    return {
      bizSn: app.bizSn,
      companyName: await companyName(tx, app.companyId),
      pledgorName: maskPartyName(parties.pledgorName, parties.pledgorNature),
      pledgeeName: parties.pledgeeName,
      quantity: parties.quantity,
      expiresAt: new Date(link.expiresAt).toISOString(),
      confirmed: (await repo.findConfirmation(tx, tenantId, app.uuid)) !== null,
    };
  });
}

/** nonds/pledgeeInfo/faceCheck: a face check of the pledgee named in the form (zqrName, zqrCertno). */
export async function startPledgeeFaceCheck(
  deps: PledgeeDeps,
  tenantId: string,
  token: string,
  meta: RequestMeta,
): Promise<PledgeeFaceStart> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const { link, app, parties } = await openLink(deps, tx, tenantId, token, true);
    if (await repo.findConfirmation(tx, tenantId, app.uuid)) throw new AppError('PLEDGEE_ALREADY_CONFIRMED');
    let started: { certifyId: string; url: string };
    try {
      started = await deps.face.start(tx, {
        certName: parties.pledgeeName,
        certNo: parties.pledgeeCertNo,
        outerOrderNo: randomUUID().replaceAll('-', ''),
        returnUrl: `${meta.origin}${PLEDGEE_CONFIRM_PAGE}?token=${token}`,
      });
    } catch (error) {
      if (error instanceof FaceCheckError) throw new AppError('FACE_CHECK_FAILED', {}, { cause: error });
      throw error;
    }
    if (!(await repo.setLinkCertifyId(tx, link.id, started.certifyId))) throw new AppError('RATE_LIMITED');
    await writeAudit(tx, auditOf(tenantId, meta), {
      action: 'pledgee.face_check_start',
      targetType: 'application',
      targetId: app.uuid,
      detail: { provider: deps.face.name },
    });
    return { ...started, provider: deps.face.name };
  });
}

const isSandbox = (deps: PledgeeDeps): boolean =>
  deps.face.name === 'sandbox' && deps.appEnv !== 'production';

/** nonds/pledgeeInfo/faceCheckSandbox: the sandbox's simulated result, for this link's check only. */
export async function completeSandboxCheck(
  deps: PledgeeDeps,
  tenantId: string,
  body: { token: string; certifyId: string; passed: boolean },
): Promise<null> {
  if (!isSandbox(deps)) throw new AppError('FORBIDDEN');
  return deps.db.withTenant(tenantId, async (tx) => {
    const { link } = await openLink(deps, tx, tenantId, body.token, true);
    if (link.certifyId !== body.certifyId) throw new AppError('FACE_CHECK_UNKNOWN');
    await (deps.face as SandboxFaceCheckProvider).complete(tx, body.certifyId, body.passed, deps.clock.now());
    return null;
  });
}

/**
 * nonds/pledgeeInfo/confirm: the link's own face check passed → the confirmation, its picture
 * stored as the application's 人脸识别 attachment, the link spent — one transaction, under the
 * link's and the application's row locks, so a link confirms once.
 */
export async function confirmPledge(
  deps: PledgeeDeps,
  tenantId: string,
  body: { token: string; certifyId: string },
  meta: RequestMeta,
): Promise<{ confirmedAt: string }> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const { link, app } = await openLink(deps, tx, tenantId, body.token, true);
    if (link.certifyId === null || link.certifyId !== body.certifyId)
      throw new AppError('FACE_CHECK_UNKNOWN');
    if (await repo.findConfirmation(tx, tenantId, app.uuid)) throw new AppError('PLEDGEE_ALREADY_CONFIRMED');
    const outcome = await deps.face.result(tx, body.certifyId).catch((error: unknown) => {
      throw new AppError('FACE_CHECK_FAILED', {}, { cause: error });
    });
    if (outcome !== 'passed') throw new AppError('FACE_CHECK_NOT_PASSED');
    const now = deps.clock.now();
    const faceAttachId = await storeFacePicture(tx, deps, { app, certifyId: body.certifyId, now });
    await repo.insertConfirmation(tx, {
      tenantId,
      applicationId: app.uuid,
      linkId: link.id,
      certifyId: body.certifyId,
      faceAttachId,
      confirmedAt: now,
    });
    await repo.markLinkUsed(tx, link.id, now);
    await writeAudit(tx, auditOf(tenantId, meta), {
      action: 'pledgee.confirm',
      targetType: 'application',
      targetId: app.uuid,
      detail: { faceAttachId, provider: deps.face.name },
    });
    return { confirmedAt: now.toISOString() };
  });
}
