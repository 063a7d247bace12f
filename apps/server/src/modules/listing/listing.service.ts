import type { AssessmentView, ListingDisplay, ListingProductBody, ListingProductView } from '@rer/contracts';
import {
  ASSESSMENT_RESULT_NAMES,
  type AssessmentResultKey,
  assessmentAnswerProblem,
  LISTING_ASSESSMENT_QUESTIONS,
  scoreListingAssessment,
} from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { listingFactsOf } from '../company/index.js';
import { type AuthUser, currentCompanyOf, isRegisterStaff } from '../identity/index.js';
import * as repo from './listing.repository.js';
import type { SectorDeps } from './sector.service.js';

/** nonds/listing/getListingDisplay (002 §7): a listing by its code, with the products shown. */
export async function listingDisplayOf(
  deps: SectorDeps,
  tenantId: string,
  listCode: string,
): Promise<ListingDisplay> {
  const tenant = await deps.tenants.require(tenantId);
  return deps.db.withTenant(tenant.tenantId, async (tx) => {
    const found = await repo.findDisplayByListCode(tx, tenant.tenantId, listCode);
    if (!found) throw new AppError('NOT_FOUND', {}, { message: `挂牌代码${listCode}不存在` });
    const { companyId, ...display } = found;
    const products = found.isListing
      ? (await repo.listProducts(tx, tenant.tenantId, companyId)).filter((p) => p.status === '1')
      : [];
    return { ...display, products };
  });
}

/** The enterprise's current company: the org zone acts for it; staff name it. */
export function companyOfCaller(user: AuthUser, companyId?: string): string {
  if (isRegisterStaff(user) && companyId) return companyId;
  const current = user.landingMode === 'org' ? currentCompanyOf(user) : null;
  if (!current) throw new AppError('VALIDATION_FAILED', { field: 'companyId' }, { message: '请先选择企业' });
  return current;
}

export const questionnaire = () =>
  LISTING_ASSESSMENT_QUESTIONS.map((q) => ({
    id: q.id,
    part: q.part,
    title: q.title,
    options: q.options.map(({ value, label }) => ({ value, label })),
  }));

function assessmentViewOf(row: repo.AssessmentRow): AssessmentView {
  const outcome = scoreListingAssessment(row.answers);
  return {
    id: row.id,
    companyId: row.companyId,
    score: row.score,
    result: row.result,
    resultName: ASSESSMENT_RESULT_NAMES[row.result as AssessmentResultKey] ?? row.result,
    unmet: outcome.unmet,
    suggestedTier: outcome.suggestedTier,
    createdAt: new Date(row.createdAt).toISOString(),
    answers: row.answers,
  };
}

/** 挂牌自评's submit: scored on the server, stored append-only with its audit row. */
export async function submitAssessment(
  tx: Executor,
  context: AuditContext,
  user: AuthUser,
  answers: Record<string, string>,
): Promise<AssessmentView> {
  const problem = assessmentAnswerProblem(answers);
  if (problem) throw new AppError('VALIDATION_FAILED', { field: 'answers' }, { message: problem });
  const companyId = companyOfCaller(user);
  const kept = Object.fromEntries(LISTING_ASSESSMENT_QUESTIONS.map((q) => [q.id, answers[q.id]!]));
  const outcome = scoreListingAssessment(kept);
  const row = await repo.insertAssessment(tx, {
    tenantId: user.tenantId,
    companyId,
    accountId: user.accountId,
    answers: kept,
    score: outcome.score,
    result: outcome.result,
  });
  await writeAudit(tx, context, {
    action: 'listing.assessment',
    targetType: 'company',
    targetId: companyId,
    detail: { score: outcome.score, result: outcome.result },
  });
  return assessmentViewOf(row);
}

export async function latestAssessmentOf(tx: Executor, tenantId: string, companyId: string) {
  const row = await repo.latestAssessment(tx, tenantId, companyId);
  return row ? assessmentViewOf(row) : null;
}

/** 550058's first values (the apply page): the current company, custody and listing, latest self-assessment. */
export async function listingApplyDefaults(tx: Executor, user: AuthUser) {
  const companyId = companyOfCaller(user);
  const facts = await listingFactsOf(tx, user.tenantId, companyId);
  if (!facts) throw new AppError('COMPANY_UNKNOWN', { companyId });
  return {
    companyName: facts.name,
    creditCode: facts.creditCode,
    isRegister: facts.isRegister,
    isListing: facts.isListing,
    assessment: await latestAssessmentOf(tx, user.tenantId, companyId),
  };
}

export async function productsOf(
  tx: Executor,
  user: AuthUser,
  companyId?: string,
): Promise<ListingProductView[]> {
  return repo.listProducts(tx, user.tenantId, companyOfCaller(user, companyId));
}

/** One product the caller may see (its enterprise or staff), else 404 alike. */
export async function productOf(tx: Executor, user: AuthUser, id: string): Promise<ListingProductView> {
  const found = await repo.findProduct(tx, user.tenantId, id);
  if (!found || !(isRegisterStaff(user) || currentCompanyOf(user) === found.companyId))
    throw new AppError('NOT_FOUND', {}, { message: '挂牌产品不存在' });
  return found;
}

/** Adds (no id) or edits at the version read (409 when stale) one of the enterprise's products. */
export async function saveProduct(
  tx: Executor,
  context: AuditContext,
  user: AuthUser,
  body: ListingProductBody,
): Promise<ListingProductView> {
  let id = body.id;
  if (id) {
    await productOf(tx, user, id);
    if (
      body.version === undefined ||
      !(await repo.updateProductAt(tx, user.tenantId, { ...body, id, version: body.version }))
    )
      throw new AppError('CONFLICT');
  } else {
    id = await repo.insertProduct(tx, user.tenantId, companyOfCaller(user), body);
  }
  const saved = (await repo.findProduct(tx, user.tenantId, id))!;
  await writeAudit(tx, context, {
    action: 'listing.product_save',
    targetType: 'listing_product',
    targetId: id,
    detail: { companyId: saved.companyId, name: saved.name },
  });
  return saved;
}

export async function removeProduct(tx: Executor, context: AuditContext, user: AuthUser, id: string) {
  const found = await productOf(tx, user, id);
  await repo.deleteProduct(tx, user.tenantId, id);
  await writeAudit(tx, context, {
    action: 'listing.product_remove',
    targetType: 'listing_product',
    targetId: id,
    detail: { companyId: found.companyId, name: found.name },
  });
}
