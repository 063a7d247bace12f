import type {
  FinancingMineQuery,
  FinancingNeed,
  FinancingReviewBody,
  FinancingReviewQuery,
  FinancingSaveBody,
  FinancingVersionBody,
  Page,
} from '@rer/contracts';
import { type FinancingAction, type FinancingStatus, financingTransition } from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { validationError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { regionChainProblem } from '../system/index.js';
import {
  findNeed,
  findNeedPage,
  insertNeed,
  type NeedFields,
  type NeedRow,
  updateNeedAt,
} from './financing.repository.js';
import { needOf } from './financing-view.js';
import { needConflict, needNotFound, ownerCompanyOf } from './policy.js';

export interface FinancingDeps {
  db: Database;
  clock: Clock;
}

const REGION_LABELS = { province: '所在省份', city: '所在城市', district: '所在区县' } as const;

/** The fields as stored, once the region chain is known to exist (400 naming the field otherwise). */
async function fieldsOf(tx: Executor, body: FinancingSaveBody): Promise<NeedFields> {
  const chain = {
    province: body.provinceCode ?? null,
    city: body.cityCode ?? null,
    district: body.districtCode ?? null,
  };
  if (chain.district && !chain.city) throw validationError('所在城市', '填写区县时须填写城市');
  if (chain.city && !chain.province) throw validationError('所在省份', '填写城市时须填写省份');
  const problem = await regionChainProblem(tx, chain);
  if (problem)
    throw validationError(REGION_LABELS[problem], `${chain[problem]}不是有效的行政区划或不属于上一级`);
  return {
    title: body.title,
    method: body.method,
    amountWan: body.amountWan.trim(),
    purpose: body.purpose,
    industry: body.industry,
    provinceCode: chain.province,
    cityCode: chain.city,
    districtCode: chain.district,
    description: body.description ?? null,
  };
}

/** The row, if the caller's company owns it (or, for staff, if it is the tenant's). */
async function requireNeed(
  tx: Executor,
  tenantId: string,
  id: number,
  companyId: string | null,
): Promise<NeedRow> {
  const row = await findNeed(tx, tenantId, id);
  if (!row || (companyId !== null && row.companyId !== companyId)) throw needNotFound(id);
  return row;
}

/** The next status of the action, or the 400 of a need that cannot take it. */
function nextStatus(row: NeedRow, action: FinancingAction): FinancingStatus {
  const t = financingTransition(row.status as FinancingStatus, action);
  if (!t.ok) throw validationError('状态', t.message);
  return t.status;
}

/** A stale version is refused before anything is written; a lost race is found by the update itself. */
async function writeAt(
  tx: Executor,
  tenantId: string,
  row: NeedRow,
  version: number,
  set: Parameters<typeof updateNeedAt>[2],
): Promise<void> {
  if (row.version !== version) throw needConflict(row.version);
  const changed = await updateNeedAt(tx, { tenantId, id: row.id, version }, set);
  if (!changed) throw needConflict((await findNeed(tx, tenantId, row.id))?.version ?? version);
}

async function answer(tx: Executor, tenantId: string, id: number): Promise<FinancingNeed> {
  const row = await findNeed(tx, tenantId, id);
  if (!row) throw needNotFound(id);
  return needOf(row);
}

/** Create, or change at the version read; either way the need waits for review. */
export async function saveNeed(
  deps: FinancingDeps,
  user: AuthUser,
  audit: AuditContext,
  body: FinancingSaveBody,
): Promise<FinancingNeed> {
  const companyId = ownerCompanyOf(user);
  const tenantId = user.tenantId;
  return deps.db.withTenant(tenantId, async (tx) => {
    const fields = await fieldsOf(tx, body);
    let id = body.id;
    if (id === undefined) {
      id = await insertNeed(tx, { tenantId, companyId, createdBy: user.accountId }, fields);
    } else {
      if (body.version === undefined) throw validationError('版本', '修改时须提供读取时的版本');
      const row = await requireNeed(tx, tenantId, id, companyId);
      await writeAt(tx, tenantId, row, body.version, { fields, status: nextStatus(row, 'edit') });
    }
    await writeAudit(tx, audit, {
      action: 'financing.save',
      targetType: 'financing_need',
      targetId: String(id),
      detail: { companyId, created: body.id === undefined },
    });
    return answer(tx, tenantId, id);
  });
}

export async function withdrawNeed(
  deps: FinancingDeps,
  user: AuthUser,
  audit: AuditContext,
  body: FinancingVersionBody,
): Promise<FinancingNeed> {
  const companyId = ownerCompanyOf(user);
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const row = await requireNeed(tx, user.tenantId, body.id, companyId);
    await writeAt(tx, user.tenantId, row, body.version, { status: nextStatus(row, 'withdraw') });
    await writeAudit(tx, audit, {
      action: 'financing.withdraw',
      targetType: 'financing_need',
      targetId: String(body.id),
      detail: { companyId },
    });
    return answer(tx, user.tenantId, body.id);
  });
}

/** Staff: approve (published from now) or return with the opinion, which a return requires. */
export async function reviewNeed(
  deps: FinancingDeps,
  user: AuthUser,
  audit: AuditContext,
  body: FinancingReviewBody,
): Promise<FinancingNeed> {
  if (body.decision === 'return' && !body.opinion) throw validationError('审核意见', '退回时须填写审核意见');
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const row = await requireNeed(tx, user.tenantId, body.id, null);
    const status = nextStatus(row, body.decision);
    await writeAt(tx, user.tenantId, row, body.version, {
      status,
      review: { by: user.accountId, opinion: body.opinion ?? null, publish: body.decision === 'approve' },
    });
    await writeAudit(tx, audit, {
      action: 'financing.review',
      targetType: 'financing_need',
      targetId: String(body.id),
      detail: { decision: body.decision, companyId: row.companyId },
    });
    return answer(tx, user.tenantId, body.id);
  });
}

/** The current enterprise's needs, every status. */
export async function myNeeds(
  deps: FinancingDeps,
  user: AuthUser,
  q: FinancingMineQuery,
): Promise<Page<FinancingNeed>> {
  const companyId = ownerCompanyOf(user);
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findNeedPage(
      tx,
      { tenantId: user.tenantId, companyId, status: q.status },
      { limit: q.size, offset: (q.current - 1) * q.size },
    ),
  );
  return toPage(found.records.map(needOf), found.total, q.current, q.size);
}

/** Staff: the tenant's needs by status (the review page starts at 待审核) and enterprise name. */
export async function needsToReview(
  deps: FinancingDeps,
  user: AuthUser,
  q: FinancingReviewQuery,
): Promise<Page<FinancingNeed>> {
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findNeedPage(
      tx,
      { tenantId: user.tenantId, status: q.status, companyName: q.companyName },
      { limit: q.size, offset: (q.current - 1) * q.size },
    ),
  );
  return toPage(found.records.map(needOf), found.total, q.current, q.size);
}
