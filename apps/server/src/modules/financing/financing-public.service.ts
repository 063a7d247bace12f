import type {
  FinancingDetailQuery,
  FinancingInvestAnswer,
  FinancingPublicNeed,
  FinancingPublicQuery,
  Page,
  SkillEvaluateAnswer,
  SkillEvaluateBody,
  ValuationAnswer,
  ValuationBody,
} from '@rer/contracts';
import {
  evaluateSkills,
  FINANCING_PUBLISHED,
  type FinancingMethod,
  INVESTMENT_ZONE_EXPIRED_MESSAGE,
  INVESTMENT_ZONE_NOT_INVESTOR_MESSAGE,
  needSuitability,
  type RiskLevel,
  VALUATION_METHOD_TEXT,
  valueEquity,
} from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { validationError } from '../../platform/errors.js';
import { investmentZoneAnswerOf } from '../catalogue/index.js';
import { type AuthUser, currentHolderOf } from '../identity/index.js';
import { qualificationStatusOf, zoneKindOf } from '../investor-qualification/index.js';
import { validRiskLevel } from '../risk-assessment/index.js';
import type { TenantService } from '../system/index.js';
import { findNeed, findNeedPage, type NeedFilter } from './financing.repository.js';
import type { FinancingDeps } from './financing-need.service.js';
import { publicNeedOf } from './financing-view.js';
import { needNotFound } from './policy.js';

export interface FinancingPublicDeps extends FinancingDeps {
  tenants: TenantService;
}

const publishedFilter = (tenantId: string, q: FinancingPublicQuery): NeedFilter => ({
  tenantId,
  status: FINANCING_PUBLISHED,
  keyword: q.keyword,
  method: q.method,
  industry: q.industry,
  provinceCode: q.provinceCode,
  cityCode: q.cityCode,
});

const pageOf = (q: FinancingPublicQuery) => ({ limit: q.size, offset: (q.current - 1) * q.size });

/** /financingIndex, /privateEquityFund: the tenant's published needs, newest first (no sign-in). */
export async function publicNeeds(
  deps: FinancingPublicDeps,
  requestTenant: string,
  q: FinancingPublicQuery,
): Promise<Page<FinancingPublicNeed>> {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  const found = await deps.db.withTenant(tenant.tenantId, (tx) =>
    findNeedPage(tx, publishedFilter(tenant.tenantId, q), pageOf(q)),
  );
  return toPage(found.records.map(publicNeedOf), found.total, q.current, q.size);
}

/** /financing?id=: one published need; anything else (pending, withdrawn, another tenant's) is 404. */
export async function publicNeed(
  deps: FinancingPublicDeps,
  requestTenant: string,
  q: FinancingDetailQuery,
): Promise<FinancingPublicNeed> {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  const row = await deps.db.withTenant(tenant.tenantId, (tx) => findNeed(tx, tenant.tenantId, q.id));
  if (!row || row.status !== FINANCING_PUBLISHED) throw needNotFound(q.id);
  return publicNeedOf(row);
}

/** The investor's valid level per risk type of its current registration account. */
async function levelsOf(tx: Executor, user: AuthUser, holderId: string, now: Date) {
  const level = (riskType: number) =>
    validRiskLevel(tx, { tenantId: user.tenantId, holderId, riskType, now });
  return { 1: await level(1), 2: await level(2) } as Record<1 | 2, RiskLevel | null>;
}

/**
 * The zone's state for a signed-in user: the gate of 002 §6 (the same the top menu asks), then the
 * zone's own qualification expired (ADR 69). `closedMessage` null: the zone is open.
 */
export async function zoneState(
  tx: Executor,
  user: AuthUser,
  now: Date,
): Promise<{ gate: FinancingInvestAnswer['gate']; closedMessage: string | null }> {
  const gate = await investmentZoneAnswerOf(tx, user, now);
  if (gate.kind === 'hidden') return { gate, closedMessage: INVESTMENT_ZONE_NOT_INVESTOR_MESSAGE };
  if (gate.kind === 'certify') return { gate, closedMessage: gate.message };
  const kind = zoneKindOf(user.landingMode);
  const status = kind
    ? await qualificationStatusOf(tx, { tenantId: user.tenantId, accountId: user.accountId, kind, now })
    : 2;
  return { gate, closedMessage: status === 1 ? INVESTMENT_ZONE_EXPIRED_MESSAGE : null };
}

/**
 * /invest (002 §2.4 item 1, §6): the gate first — not an investor zone, a certification missing, or
 * the zone's qualification expired close it with the message; open, the published needs, each with
 * the investor's suitability (ADR 84).
 */
export async function investZone(
  deps: FinancingDeps,
  user: AuthUser,
  q: FinancingPublicQuery,
): Promise<FinancingInvestAnswer> {
  const now = deps.clock.now();
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const { gate, closedMessage } = await zoneState(tx, user, now);
    if (closedMessage !== null) return { gate, closedMessage, needs: null };
    const holderId = currentHolderOf(user);
    const levels = holderId ? await levelsOf(tx, user, holderId, now) : {};
    const found = await findNeedPage(tx, publishedFilter(user.tenantId, q), pageOf(q));
    const records = found.records.map((r) => ({
      ...publicNeedOf(r),
      suitability: needSuitability(r.method as FinancingMethod, levels, holderId !== null),
    }));
    return { gate, closedMessage: null, needs: toPage(records, found.total, q.current, q.size) };
  });
}

/** /valueDiagnosis: the self-test; nothing stored. Bad input is a 400 naming the field. */
export function valuation(body: ValuationBody): ValuationAnswer {
  const outcome = valueEquity(body);
  if (!outcome.ok) {
    const [label, ...rest] = outcome.problem.message.split('：');
    throw validationError(label ?? outcome.problem.field, rest.join('：'));
  }
  return { ...outcome.result, methodText: [...VALUATION_METHOD_TEXT] };
}

/** /skillEvaluate: the score of the answers; nothing stored. */
export function skillEvaluation(body: SkillEvaluateBody): SkillEvaluateAnswer {
  const outcome = evaluateSkills(body.answers);
  if (!outcome.ok) throw validationError(`第${outcome.question}题`, '请选择您的答案');
  return outcome.evaluation;
}
