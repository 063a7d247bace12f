import { PLEDGEE_CONFIRM_PAGE, type PledgeeLinkIssued, type PledgeeStatus } from '@rer/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { companyName, findApplication } from '../workflow/index.js';
import { pledgePartiesOf } from './pledge-parties.js';
import * as repo from './pledgee-confirmation.repository.js';
import {
  type Application,
  auditOf,
  isApplicantOrStaff,
  newToken,
  PLEDGEE_LIMITS,
  type PledgeeDeps,
  type RequestMeta,
  requireOpen,
} from './pledgee-deps.js';

/** The application as the caller may act on it, locked: one send or confirmation at a time. */
export async function applicationFor(
  tx: Tx,
  user: AuthUser,
  uuid: string,
  lock: boolean,
): Promise<Application> {
  const app = await findApplication(tx, user.tenantId, { uuid }, lock);
  // Whoever may not act on it is told it does not exist, as the workflow answers (no probing).
  if (!app || !isApplicantOrStaff(user, app))
    throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: uuid });
  return app;
}

/**
 * Issues a new link (share/getConfirmUrl): refuses a second one within 3 minutes of the last
 * (001 §9), supersedes the earlier ones and audits the issue. The token exists only in the answer.
 */
async function issueLink(
  tx: Tx,
  options: {
    deps: PledgeeDeps;
    user: AuthUser;
    app: Application;
    channel: 'sms' | 'staff';
    meta: RequestMeta;
  },
): Promise<PledgeeLinkIssued & { companyName: string | null }> {
  const { deps, user, app, meta } = options;
  requireOpen(app);
  if (await repo.findConfirmation(tx, user.tenantId, app.uuid))
    throw new AppError('PLEDGEE_ALREADY_CONFIRMED');
  const now = deps.clock.now();
  const last = await repo.latestIssuedAt(tx, user.tenantId, app.uuid);
  if (last && now.getTime() - last.getTime() < PLEDGEE_LIMITS.resendAfterMs)
    throw new AppError('PLEDGEE_SMS_TOO_SOON');
  const { token, sha256 } = newToken();
  const expiresAt = new Date(now.getTime() + PLEDGEE_LIMITS.linkValidMs);
  await repo.insertLink(tx, {
    tenantId: user.tenantId,
    applicationId: app.uuid,
    tokenSha256: sha256,
    channel: options.channel,
    issuedBy: user.accountId,
    issuedAt: now,
    expiresAt,
  });
  await writeAudit(tx, auditOf(user, meta), {
    action: 'pledgee.link_issue',
    targetType: 'application',
    targetId: app.uuid,
    detail: { channel: options.channel, expiresAt: expiresAt.toISOString() },
  });
  const url = `${meta.origin}${PLEDGEE_CONFIRM_PAGE}?token=${token}`;
  return { url, expiresAt: expiresAt.toISOString(), companyName: await companyName(tx, app.companyId) };
}

/** pledgeeInfo/sendConfirmSms: the link to the pledgee's mobile (zqrMobile of the form). */
export async function sendConfirmSms(
  deps: PledgeeDeps,
  user: AuthUser,
  uuid: string,
  meta: RequestMeta,
): Promise<null> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const app = await applicationFor(tx, user, uuid, true);
    const parties = pledgePartiesOf(app.formData);
    if (!parties) throw new AppError('PLEDGEE_MOBILE_MISSING');
    const issued = await issueLink(tx, { deps, user, app, channel: 'sms', meta });
    // Sent inside the transaction: a refused send (provider down) leaves no link behind.
    await deps.sms.send(tx, {
      tenantId: user.tenantId,
      mobile: parties.pledgeeMobile,
      template: 'pledgeeConfirm',
      params: { companyName: issued.companyName ?? '', url: issued.url },
    });
    return null;
  });
}

/** share/getConfirmUrl: staff hand the pledgee a link by another channel (same limits, audited). */
export async function confirmLinkForStaff(
  deps: PledgeeDeps,
  user: AuthUser,
  uuid: string,
  meta: RequestMeta,
): Promise<PledgeeLinkIssued> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const app = await applicationFor(tx, user, uuid, true);
    if (!pledgePartiesOf(app.formData)) throw new AppError('PLEDGEE_MOBILE_MISSING');
    const { url, expiresAt } = await issueLink(tx, { deps, user, app, channel: 'staff', meta });
    return { url, expiresAt };
  });
}

/** pledgeeInfo/status: whether the pledgee confirmed, and the pledge info's attachments (001 §2.2). */
export async function pledgeeStatus(deps: PledgeeDeps, user: AuthUser, uuid: string): Promise<PledgeeStatus> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const app = await applicationFor(tx, user, uuid, false);
    const confirmation = await repo.findConfirmation(tx, user.tenantId, app.uuid);
    const last = await repo.latestIssuedAt(tx, user.tenantId, app.uuid);
    return {
      confirmed: confirmation !== null,
      confirmedAt: confirmation?.confirmedAt ?? null,
      attachments: confirmation
        ? [{ attachId: confirmation.faceAttachId, originalName: confirmation.originalName }]
        : [],
      lastSentAt: last?.toISOString() ?? null,
    };
  });
}
