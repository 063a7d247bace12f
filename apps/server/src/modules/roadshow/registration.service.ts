import type {
  Page,
  RoadshowRegisterBody,
  RoadshowRegistration,
  RoadshowRegistrationsQuery,
  RoadshowReviewBody,
  RoadshowVersionBody,
} from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Executor } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { validationError } from '../../platform/errors.js';
import { publishedNeedOf } from '../financing/index.js';
import type { AuthUser } from '../identity/index.js';
import type { RoadshowDeps } from './activity.service.js';
import {
  activityNotFound,
  REG_APPROVED,
  REG_RETURNED,
  REG_WITHDRAWN,
  registrationNotFound,
  registrationRefusal,
  signupCompanyOf,
  signupRefusal,
  staleRow,
} from './policy.js';
import {
  findRegistration,
  findRegistrationPage,
  hasLiveRegistration,
  insertRegistration,
  type RegistrationFields,
  type RegistrationRow,
  updateRegistrationAt,
} from './registration.repository.js';
import { findActivity } from './roadshow.repository.js';
import { registrationOf } from './roadshow-view.js';

/** The fields as stored; a linked need must be one of the company's published needs. */
async function fieldsOf(
  tx: Executor,
  key: { tenantId: string; companyId: string },
  b: RoadshowRegisterBody,
): Promise<RegistrationFields> {
  if (b.needId !== undefined && !(await publishedNeedOf(tx, { ...key, id: b.needId })))
    throw validationError('融资需求', `${b.needId}不是本企业已发布的融资需求`);
  return {
    project: b.project,
    needId: b.needId ?? null,
    contactName: b.contactName,
    contactMobile: b.contactMobile,
    pitch: b.pitch,
  };
}

/** The row, if the caller's company owns it (staff: any of the tenant's); else 404 alike. */
async function requireRegistration(
  tx: Executor,
  tenantId: string,
  id: number,
  companyId: string | null,
): Promise<RegistrationRow> {
  const row = await findRegistration(tx, tenantId, id);
  if (!row || (companyId !== null && row.companyId !== companyId)) throw registrationNotFound(id);
  return row;
}

/**
 * A new sign-up. The activity row is locked first, so two enterprises asking for the last place
 * are served one after the other: the second counts the first's place and is refused.
 */
async function signUp(
  deps: RoadshowDeps,
  tx: Executor,
  key: { tenantId: string; companyId: string; createdBy: string },
  body: RoadshowRegisterBody,
): Promise<number> {
  const activity = await findActivity(tx, key.tenantId, body.activityId, true);
  if (!activity) throw activityNotFound(body.activityId);
  const live = await hasLiveRegistration(tx, { ...key, activityId: activity.id });
  const refusal = signupRefusal(activity, deps.clock.now(), live);
  if (refusal) throw validationError('路演活动', refusal);
  const fields = await fieldsOf(tx, key, body);
  return insertRegistration(tx, { ...key, activityId: activity.id }, fields);
}

/**
 * A change of a sign-up at the version read, once the rules allow the action. The activity row is locked
 * as a sign-up locks it, so a withdrawal and a new sign-up for the freed place do not cross.
 */
async function changeOwn(
  deps: RoadshowDeps,
  tx: Executor,
  key: { tenantId: string; row: RegistrationRow; version: number; action: 'edit' | 'withdraw' | 'review' },
  set: Parameters<typeof updateRegistrationAt>[2],
): Promise<void> {
  const { row, version, tenantId } = key;
  if (row.version !== version) throw staleRow('路演报名', row.version);
  const activity = await findActivity(tx, tenantId, row.activityId, true);
  if (!activity) throw activityNotFound(row.activityId);
  const refusal = registrationRefusal(key.action, row.status, activity, deps.clock.now());
  if (refusal) throw validationError('状态', refusal);
  if (!(await updateRegistrationAt(tx, { tenantId, id: row.id, version }, set)))
    throw staleRow('路演报名', (await findRegistration(tx, tenantId, row.id))?.version ?? version);
}

async function answer(tx: Executor, tenantId: string, id: number): Promise<RoadshowRegistration> {
  const row = await findRegistration(tx, tenantId, id);
  if (!row) throw registrationNotFound(id);
  return registrationOf(row);
}

/** 报名路演, or a change of a pending sign-up (same activity). */
export async function registerForRoadshow(
  deps: RoadshowDeps,
  user: AuthUser,
  audit: AuditContext,
  body: RoadshowRegisterBody,
): Promise<RoadshowRegistration> {
  const companyId = signupCompanyOf(user);
  const tenantId = user.tenantId;
  return deps.db.withTenant(tenantId, async (tx) => {
    let id = body.id;
    if (id === undefined) {
      id = await signUp(deps, tx, { tenantId, companyId, createdBy: user.accountId }, body);
    } else {
      if (body.version === undefined) throw validationError('版本', '修改时须提供读取时的版本');
      const row = await requireRegistration(tx, tenantId, id, companyId);
      if (row.activityId !== body.activityId) throw validationError('路演活动', '报名的路演活动不能更改');
      const fields = await fieldsOf(tx, { tenantId, companyId }, body);
      await changeOwn(deps, tx, { tenantId, row, version: body.version, action: 'edit' }, { fields });
    }
    await writeAudit(tx, audit, {
      action: 'roadshow.register',
      targetType: 'roadshow_registration',
      targetId: String(id),
      detail: { companyId, activityId: body.activityId, created: body.id === undefined },
    });
    return answer(tx, tenantId, id);
  });
}

export async function withdrawRegistration(
  deps: RoadshowDeps,
  user: AuthUser,
  audit: AuditContext,
  body: RoadshowVersionBody,
): Promise<RoadshowRegistration> {
  const companyId = signupCompanyOf(user);
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const row = await requireRegistration(tx, user.tenantId, body.id, companyId);
    const key = { tenantId: user.tenantId, row, version: body.version, action: 'withdraw' as const };
    await changeOwn(deps, tx, key, { status: REG_WITHDRAWN });
    await writeAudit(tx, audit, {
      action: 'roadshow.withdraw',
      targetType: 'roadshow_registration',
      targetId: String(body.id),
      detail: { companyId },
    });
    return answer(tx, user.tenantId, body.id);
  });
}

/** Staff: approve (shown on the calendar) or return with the opinion a return requires. */
export async function reviewRegistration(
  deps: RoadshowDeps,
  user: AuthUser,
  audit: AuditContext,
  body: RoadshowReviewBody,
): Promise<RoadshowRegistration> {
  if (body.decision === 'return' && !body.opinion) throw validationError('审核意见', '退回时须填写审核意见');
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const row = await requireRegistration(tx, user.tenantId, body.id, null);
    const status = body.decision === 'approve' ? REG_APPROVED : REG_RETURNED;
    const key = { tenantId: user.tenantId, row, version: body.version, action: 'review' as const };
    await changeOwn(deps, tx, key, { status, review: { by: user.accountId, opinion: body.opinion ?? null } });
    await writeAudit(tx, audit, {
      action: 'roadshow.review',
      targetType: 'roadshow_registration',
      targetId: String(body.id),
      detail: { decision: body.decision, companyId: row.companyId },
    });
    return answer(tx, user.tenantId, body.id);
  });
}

const pageOf = (q: RoadshowRegistrationsQuery) => ({ limit: q.size, offset: (q.current - 1) * q.size });

/** The current enterprise's sign-ups, every status. */
export async function mySignups(
  deps: RoadshowDeps,
  user: AuthUser,
  q: RoadshowRegistrationsQuery,
): Promise<Page<RoadshowRegistration>> {
  const companyId = signupCompanyOf(user);
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findRegistrationPage(
      tx,
      { tenantId: user.tenantId, companyId, activityId: q.activityId, status: q.status },
      pageOf(q),
    ),
  );
  return toPage(found.records.map(registrationOf), found.total, q.current, q.size);
}

/** Staff: the tenant's sign-ups, by activity and status. */
export async function signupsToReview(
  deps: RoadshowDeps,
  user: AuthUser,
  q: RoadshowRegistrationsQuery,
): Promise<Page<RoadshowRegistration>> {
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findRegistrationPage(
      tx,
      { tenantId: user.tenantId, activityId: q.activityId, status: q.status },
      pageOf(q),
    ),
  );
  return toPage(found.records.map(registrationOf), found.total, q.current, q.size);
}
