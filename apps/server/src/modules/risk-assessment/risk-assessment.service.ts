import type {
  EvaluationRow,
  RiskCurrentAnswer,
  RiskQuestionnaireView,
  RiskSessionValues,
} from '@rer/contracts';
import {
  bandOfScore,
  RISK_SESSION_KEYS,
  type RiskLevel,
  type RiskType,
  riskAssessment as riskAssessmentBusiness,
  riskQuestionnaireOf,
  riskResultExpiry,
  scoreAnswers,
} from '@rer/domain';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type AuthUser, currentHolderOf, isRegisterStaff } from '../identity/index.js';
import {
  accountHoldsHolder,
  findHolderAccountNumber,
  findHolderIdByAccountNumber,
  findLatestRiskAssessments,
  findRiskAssessments,
  insertRiskAssessment,
  type RiskAssessmentRecord,
} from './risk-assessment.repository.js';

export interface RiskAssessmentDeps {
  db: Database;
  clock: Clock;
}

const INVESTOR_ZONES = ['personalholder', 'orgholder', 'productholder'];

/** The questionnaire to answer: the options without their scores (the server alone scores). */
export function questionnaireView(riskType: RiskType): RiskQuestionnaireView {
  const q = riskQuestionnaireOf(riskType);
  return {
    riskType: q.riskType,
    version: q.version,
    name: q.name,
    productTypeName: q.productTypeName,
    remark: q.remark,
    titles: q.titles.map((t) => ({
      id: t.id,
      name: t.name,
      options: t.options.map(({ id, code, name }) => ({ id, code, name })),
    })),
  };
}

/** The investor's registration account in an investor zone; else no assessment is theirs to take. */
function investorHolderOf(user: AuthUser): string {
  if (!INVESTOR_ZONES.includes(user.landingMode)) throw new AppError('FORBIDDEN');
  const holder = currentHolderOf(user);
  if (!holder) throw new AppError('RISK_HOLDER_REQUIRED');
  return holder;
}

/** 001 §3.19's row of one recorded assessment, with its questionnaire and answers. */
export function evaluationRowOf(record: RiskAssessmentRecord, now: Date): EvaluationRow {
  const riskType = record.riskType as RiskType;
  const q = riskQuestionnaireOf(riskType);
  const band = bandOfScore(record.score);
  return {
    id: String(record.id),
    riskType,
    typeName: q.name,
    resultName: `${band.level} ${band.name}`,
    resultScore: record.score,
    fraction: record.score,
    riskLevel: band.level,
    ruleFormTotalData: {
      name: q.name,
      remark: q.remark,
      titles: q.titles.map((t) => ({
        id: t.id,
        name: t.name,
        answer: record.answers[t.id] ?? null,
        options: t.options.map((o) => ({ ...o })),
      })),
    },
    bizTypeName: riskAssessmentBusiness.name,
    productTypeName: q.productTypeName,
    riskTestTime: new Date(record.testedAt).toISOString(),
    expiresAt: new Date(record.expiresAt).toISOString(),
    expired: new Date(record.expiresAt).getTime() <= now.getTime(),
    productRiskLevel: band.productRiskLevel,
    accountNumber: record.accountNumber,
  };
}

/** Scores the answers on the server and appends the result to the account's history. */
export async function submitRiskAssessment(
  deps: RiskAssessmentDeps,
  user: AuthUser,
  body: { riskType: number; answers: Record<string, string> },
): Promise<EvaluationRow> {
  const holderId = investorHolderOf(user);
  const riskType = body.riskType as RiskType;
  const questionnaire = riskQuestionnaireOf(riskType);
  const scored = scoreAnswers(questionnaire, body.answers);
  if (!scored.ok) throw validationError(scored.label, scored.message);
  const testedAt = deps.clock.now();
  return deps.db.withTenant(user.tenantId, async (tx) => {
    await insertRiskAssessment(tx, {
      tenantId: user.tenantId,
      holderId,
      accountId: user.accountId,
      riskType,
      questionnaireVersion: questionnaire.version,
      answers: scored.answers,
      score: scored.score,
      riskLevel: scored.band.level,
      testedAt,
      expiresAt: riskResultExpiry(testedAt),
    });
    const [latest] = (await findLatestRiskAssessments(tx, user.tenantId, holderId)).filter(
      (r) => r.riskType === riskType,
    );
    if (!latest) throw new Error('risk assessment not found after insert');
    return evaluationRowOf(latest, testedAt);
  });
}

function sessionValuesOf(rows: readonly EvaluationRow[]): RiskSessionValues {
  const values: Record<string, number | string | null> = {};
  for (const [type, keys] of Object.entries(RISK_SESSION_KEYS)) {
    const row = rows.find((r) => String(r.riskType) === type && !r.expired);
    values[keys.score] = row?.fraction ?? null;
    values[keys.level] = row?.riskLevel ?? null;
  }
  return values as RiskSessionValues;
}

/** The current registration account's latest result per type and its session values. */
export async function currentRiskAssessment(
  deps: RiskAssessmentDeps,
  user: AuthUser,
): Promise<RiskCurrentAnswer> {
  const holderId = investorHolderOf(user);
  const now = deps.clock.now();
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const results = (await findLatestRiskAssessments(tx, user.tenantId, holderId)).map((r) =>
      evaluationRowOf(r, now),
    );
    const accountNumber = (await findHolderAccountNumber(tx, user.tenantId, holderId)) ?? '';
    return { accountNumber, sessionValues: sessionValuesOf(results), results };
  });
}

/**
 * shareHolderQuestion/queryShareHolderQuestion (001 §7): the assessments of a registration
 * account, newest first — to register staff, or to an investor bound to that account; anyone else
 * (another investor, an unknown number) gets an empty list, never another investor's answers.
 */
export async function shareHolderQuestions(
  deps: RiskAssessmentDeps,
  user: AuthUser,
  accountNumber: string,
): Promise<EvaluationRow[]> {
  const now = deps.clock.now();
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const holderId = await findHolderIdByAccountNumber(tx, user.tenantId, accountNumber);
    if (!holderId) return [];
    const allowed =
      isRegisterStaff(user) ||
      (INVESTOR_ZONES.includes(user.landingMode) &&
        (await accountHoldsHolder(tx, user.tenantId, user.accountId, holderId)));
    if (!allowed) return [];
    return (await findRiskAssessments(tx, user.tenantId, holderId)).map((r) => evaluationRowOf(r, now));
  });
}

/**
 * The registration account's valid level of a risk type, null when it has none or it expired (the
 * suitability check's input, ADR 66), in the caller's transaction.
 */
export async function validRiskLevel(
  tx: Executor,
  input: { tenantId: string; holderId: string; riskType: number; now: Date },
): Promise<RiskLevel | null> {
  const rows = await findLatestRiskAssessments(tx, input.tenantId, input.holderId);
  const row = rows.find((r) => r.riskType === input.riskType);
  if (!row || new Date(row.expiresAt).getTime() <= input.now.getTime()) return null;
  return row.riskLevel as RiskLevel;
}
