import type {
  Page,
  RoadshowActivity,
  RoadshowActivityBody,
  RoadshowActivityQuery,
  RoadshowAdminActivity,
  RoadshowCancelBody,
  RoadshowVersionBody,
} from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import { activityNotFound, activityRefusal, PUBLISH_FOUR_EYES, staleRow } from './policy.js';
import {
  type ActivityFields,
  type ActivityRow,
  findActivity,
  findActivityPage,
  insertActivity,
  updateActivityAt,
} from './roadshow.repository.js';
import { activityOf, adminActivityOf } from './roadshow-view.js';

export interface RoadshowDeps {
  db: Database;
  clock: Clock;
  tenants: TenantService;
}

const fieldsOf = (b: RoadshowActivityBody): ActivityFields => ({
  title: b.title,
  theme: b.theme,
  form: b.form,
  startAt: b.startAt,
  endAt: b.endAt,
  signupDeadline: b.signupDeadline,
  // Only the form's own way in is kept: an online activity has no place, an offline one no link.
  place: b.form === '2' ? (b.place ?? null) : null,
  link: b.form === '1' ? (b.link ?? null) : null,
  capacity: b.capacity,
  description: b.description ?? null,
});

async function requireActivity(
  tx: Executor,
  tenantId: string,
  id: number,
  lock = false,
): Promise<ActivityRow> {
  const row = await findActivity(tx, tenantId, id, lock);
  if (!row) throw activityNotFound(id);
  return row;
}

/** Refused before anything is written: a stale version, or an action the status does not take. */
async function changeAt(
  tx: Executor,
  deps: RoadshowDeps,
  key: { tenantId: string; row: ActivityRow; version: number; action: 'edit' | 'publish' | 'cancel' },
  set: Parameters<typeof updateActivityAt>[2],
): Promise<void> {
  const { row, version } = key;
  if (row.version !== version) throw staleRow('路演活动', row.version);
  const refusal = activityRefusal(key.action, row, deps.clock.now());
  if (refusal) throw validationError('状态', refusal);
  if (!(await updateActivityAt(tx, { tenantId: key.tenantId, id: row.id, version }, set)))
    throw staleRow('路演活动', (await findActivity(tx, key.tenantId, row.id))?.version ?? version);
}

async function adminAnswer(deps: RoadshowDeps, tx: Executor, tenantId: string, id: number) {
  return adminActivityOf(await requireActivity(tx, tenantId, id), deps.clock.now());
}

/** Staff: create a draft, or change a draft at the version read. */
export async function saveActivity(
  deps: RoadshowDeps,
  user: AuthUser,
  audit: AuditContext,
  body: RoadshowActivityBody,
): Promise<RoadshowAdminActivity> {
  const tenantId = user.tenantId;
  return deps.db.withTenant(tenantId, async (tx) => {
    let id = body.id;
    if (id === undefined) {
      id = await insertActivity(tx, { tenantId, createdBy: user.accountId }, fieldsOf(body));
    } else {
      if (body.version === undefined) throw validationError('版本', '修改时须提供读取时的版本');
      const row = await requireActivity(tx, tenantId, id);
      await changeAt(
        tx,
        deps,
        { tenantId, row, version: body.version, action: 'edit' },
        { fields: fieldsOf(body) },
      );
    }
    await writeAudit(tx, audit, {
      action: 'roadshow.activity.save',
      targetType: 'roadshow_activity',
      targetId: String(id),
      detail: { created: body.id === undefined },
    });
    return adminAnswer(deps, tx, tenantId, id);
  });
}

/** Staff: publish a draft whose sign-up is still ahead — never the draft's own author (maker ≠ checker). */
export async function publishActivity(
  deps: RoadshowDeps,
  user: AuthUser,
  audit: AuditContext,
  body: RoadshowVersionBody,
): Promise<RoadshowAdminActivity> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const row = await requireActivity(tx, user.tenantId, body.id);
    // 409, not 403: the client sends every 403 to the 403 page; this is a refusal of the act.
    if (row.createdBy === user.accountId) throw new AppError('CONFLICT', {}, { message: PUBLISH_FOUR_EYES });
    if (Date.parse(row.signupDeadline) <= deps.clock.now().getTime())
      throw validationError('报名截止时间', '已过报名截止时间，请修改后再发布');
    await changeAt(
      tx,
      deps,
      { tenantId: user.tenantId, row, version: body.version, action: 'publish' },
      {
        publishedBy: user.accountId,
      },
    );
    await writeAudit(tx, audit, {
      action: 'roadshow.activity.publish',
      targetType: 'roadshow_activity',
      targetId: String(body.id),
      detail: {},
    });
    return adminAnswer(deps, tx, user.tenantId, body.id);
  });
}

/** Staff: cancel with the reason the calendar shows; the sign-ups stay as they were, for the record. */
export async function cancelActivity(
  deps: RoadshowDeps,
  user: AuthUser,
  audit: AuditContext,
  body: RoadshowCancelBody,
): Promise<RoadshowAdminActivity> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const row = await requireActivity(tx, user.tenantId, body.id);
    await changeAt(
      tx,
      deps,
      { tenantId: user.tenantId, row, version: body.version, action: 'cancel' },
      {
        cancelReason: body.reason,
      },
    );
    await writeAudit(tx, audit, {
      action: 'roadshow.activity.cancel',
      targetType: 'roadshow_activity',
      targetId: String(body.id),
      detail: { reason: body.reason },
    });
    return adminAnswer(deps, tx, user.tenantId, body.id);
  });
}

const pageOf = (q: RoadshowActivityQuery) => ({ limit: q.size, offset: (q.current - 1) * q.size });
const filterOf = (tenantId: string, q: RoadshowActivityQuery, publishedOnly: boolean, now: Date) => ({
  tenantId,
  publishedOnly,
  keyword: q.keyword,
  form: q.form,
  from: q.from,
  to: q.to,
  openAt: q.openOnly === 'true' ? now.toISOString() : undefined,
});

/** Staff: every activity of the tenant, drafts included. */
export async function adminActivities(
  deps: RoadshowDeps,
  user: AuthUser,
  q: RoadshowActivityQuery,
): Promise<Page<RoadshowAdminActivity>> {
  const now = deps.clock.now();
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findActivityPage(tx, filterOf(user.tenantId, q, false, now), pageOf(q)),
  );
  return toPage(
    found.records.map((r) => adminActivityOf(r, now)),
    found.total,
    q.current,
    q.size,
  );
}

/** The enterprise's list and the public calendar: published and cancelled activities, latest first. */
export async function publishedActivities(
  deps: RoadshowDeps,
  tenantId: string,
  q: RoadshowActivityQuery,
): Promise<Page<RoadshowActivity>> {
  const tenant = await deps.tenants.require(tenantId);
  const now = deps.clock.now();
  const found = await deps.db.withTenant(tenant.tenantId, (tx) =>
    findActivityPage(tx, filterOf(tenant.tenantId, q, true, now), pageOf(q)),
  );
  return toPage(
    found.records.map((r) => activityOf(r, now)),
    found.total,
    q.current,
    q.size,
  );
}
