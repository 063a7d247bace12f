import {
  evaluateSrdiForm,
  SRDI_EXIT_MESSAGES,
  SRDI_MESSAGES,
  type SrdiEvaluation,
  type SrdiTier,
} from '@rer/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import * as repo from './srdi.repository.js';

/**
 * The board's state changes (ADR 81), in the workflow's transaction: the admission checks of
 * 002 §5 / §8 at submit and again under the company's lock at completion (two approvals for one
 * company: the second waits for the first's lock and is refused with 该企业已入板), the
 * admission and the exit, each with its audit row.
 */
const refused = (message: string) => new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message });

export interface BoardActor {
  tenantId: string;
  actorId: string;
  actorName: string;
  ip: string | null;
  requestId: string | null;
}

/** The evaluation of a submitted form, or a 400 naming the field. */
export function evaluationOf(form: Record<string, unknown>): SrdiEvaluation & { tier: SrdiTier } {
  const evaluated = evaluateSrdiForm(form);
  if (!evaluated.ok) throw validationError(evaluated.field, evaluated.message);
  const { evaluation } = evaluated;
  if (evaluation.tier === null) throw validationError('evaluation', SRDI_MESSAGES.noTier);
  return { ...evaluation, tier: evaluation.tier };
}

/** The form names the application's own company (its credit code), or a 400. */
function requireSameCompany(company: repo.StandingRow, form: Record<string, unknown>) {
  const given = typeof form.idNumber === 'string' ? form.idNumber.trim() : '';
  if (company.creditCode && given !== company.creditCode)
    throw validationError('idNumber', '证件号码：与当前办理企业不一致，请重新选择企业');
}

/** 550200's checks: custody, listing, not yet on the board (002 §5, §8). */
export async function checkAdmission(
  tx: Executor,
  input: { tenantId: string; companyId: string | null; form: Record<string, unknown>; lock?: boolean },
): Promise<repo.StandingRow> {
  if (!input.companyId) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
  const company = await repo.companyStanding(tx, input.tenantId, input.companyId, input.lock ?? false);
  if (!company) throw new AppError('COMPANY_UNKNOWN', { companyId: input.companyId });
  if (!company.isRegister) throw refused(SRDI_MESSAGES.notInCustody);
  if (!company.isListing) throw refused(SRDI_MESSAGES.notListed);
  if (company.hitechStatus === 1) throw refused(SRDI_MESSAGES.alreadyAdmitted);
  requireSameCompany(company, input.form);
  return company;
}

export interface AdmitInput {
  companyId: string;
  applicationId: string;
  bizSn: string;
  form: Record<string, unknown>;
  admittedOn: string;
}

/** The completion of 550200: checked again under the company's lock, then the company is on the board. */
export async function admitCompany(tx: Executor, actor: BoardActor, input: AdmitInput): Promise<string> {
  await checkAdmission(tx, {
    tenantId: actor.tenantId,
    companyId: input.companyId,
    form: input.form,
    lock: true,
  });
  const evaluation = evaluationOf(input.form);
  const uuid = await repo.admit(tx, {
    tenantId: actor.tenantId,
    companyId: input.companyId,
    applicationId: input.applicationId,
    bizSn: input.bizSn,
    tier: evaluation.tier,
    totalScore: evaluation.total,
    evaluation,
    formData: input.form,
    admittedOn: input.admittedOn,
  });
  await writeAudit(tx, actor, {
    action: 'srdi.admit',
    targetType: 'company',
    targetId: input.companyId,
    detail: { record: uuid, tier: evaluation.tier, totalScore: evaluation.total, bizSn: input.bizSn },
  });
  return uuid;
}

/** 550120's check: the company is on the board. */
export async function checkExit(tx: Executor, tenantId: string, companyId: string | null, lock = false) {
  if (!companyId) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
  const company = await repo.companyStanding(tx, tenantId, companyId, lock);
  if (!company) throw new AppError('COMPANY_UNKNOWN', { companyId });
  if (company.hitechStatus !== 1) throw refused(SRDI_EXIT_MESSAGES.notAdmitted);
  return company;
}

export async function exitCompany(
  tx: Executor,
  actor: BoardActor,
  input: { companyId: string; bizSn: string; exitedOn: string; reason: string | null },
): Promise<void> {
  await checkExit(tx, actor.tenantId, input.companyId, true);
  const closed = await repo.exit(tx, { tenantId: actor.tenantId, ...input });
  await writeAudit(tx, actor, {
    action: 'srdi.exit',
    targetType: 'company',
    targetId: input.companyId,
    detail: { closed, bizSn: input.bizSn },
  });
}
