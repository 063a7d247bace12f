import type { PledgeDetail } from '@rer/contracts';
import { flagsToText, PLEDGE_REGISTRATION_APP_ID, pledgeRowOf } from '@rer/domain';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { isPledgeeConfirmed } from '../pledgee-confirmation/index.js';
import { callerOfUser, findApplication, maySee } from '../workflow/index.js';

/** The 550063 application the caller may see, or 业务申请不存在 as for a missing one. */
export async function visiblePledgeApplication(tx: Tx, user: AuthUser, id: string) {
  const app = await findApplication(tx, user.tenantId, { uuid: id });
  if (!app || app.appId !== PLEDGE_REGISTRATION_APP_ID || !maySee(callerOfUser(user), app))
    throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: id });
  const row = pledgeRowOf(app.formData);
  if (!row) throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: id });
  const confirmed = app.status === 'completed' || (await isPledgeeConfirmed(tx, user.tenantId, app.uuid));
  return { app, row: flagsToText(row), status: confirmed ? ('1' as const) : ('0' as const) };
}

const filesOf = (att: unknown): PledgeDetail['attachments'] => {
  const result: PledgeDetail['attachments'] = {};
  if (!att || typeof att !== 'object' || Array.isArray(att)) return result;
  for (const [slot, list] of Object.entries(att as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    result[slot] = list
      .filter((f): f is { attachId: string; originalName: string } => typeof f?.attachId === 'string')
      .map((f) => ({ attachId: f.attachId, originalName: String(f.originalName ?? '') }));
  }
  return result;
};

/** transfer-registration-pledge/detail (001 §7): the declared row, its status and its files. */
export async function pledgeDetailOf(db: Database, user: AuthUser, id: string): Promise<PledgeDetail> {
  return db.withTenant(user.tenantId, async (tx) => {
    const { app, row, status } = await visiblePledgeApplication(tx, user, id);
    const { att, ...fields } = row as Record<string, unknown>;
    return {
      uuid: app.uuid,
      bizSn: app.bizSn,
      status,
      applicationStatus: app.status,
      row: fields,
      attachments: filesOf(att),
    };
  });
}
