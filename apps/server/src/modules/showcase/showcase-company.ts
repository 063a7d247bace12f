import { SHOWCASE_EXIT_MESSAGES, SHOWCASE_IDENTITY_FIELDS, SHOWCASE_MESSAGES } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { findShowcaseCompany, type ShowcaseCompany } from '../company/index.js';
import { memberServesCompany } from '../identity/index.js';

/**
 * Which company a 550092 (企业展示) names, and whether it may be displayed (002 §4, §6, §8; ADR 80),
 * for the submit check and for the form's company check alike:
 * - an enterprise (org zone) files for its current company, whose credit code the form must carry;
 * - a member institution only for a company it cooperates with (您还未跟该企业绑定合作关系…);
 * - register staff for any company on the platform;
 * and a company already displayed (showStatus 1) is refused (企业已存在展示信息，请勿重复发起！) with
 * the identity fields the web clears.
 */
export interface ShowcaseApplicant {
  tenantId: string;
  accountId: string;
  zone: string;
  /** The org zone's current company (the application's company), else null. */
  currentCompany: string | null;
  isStaff: boolean;
}

/** The applicant of a workflow check or completion (staff: the management zone, unless told). */
export function showcaseApplicant(input: {
  tenantId: string;
  applicantId: string;
  applicantZone: string;
  companyId: string | null;
  isStaff?: boolean | undefined;
}): ShowcaseApplicant {
  return {
    tenantId: input.tenantId,
    accountId: input.applicantId,
    zone: input.applicantZone,
    currentCompany: input.companyId,
    isStaff: input.isStaff ?? input.applicantZone === 'mgr',
  };
}

const refused = (message: string, data: unknown = null) =>
  new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message, data });

async function companyOf(
  tx: Executor,
  applicant: ShowcaseApplicant,
  creditCode: string,
): Promise<ShowcaseCompany> {
  if (applicant.zone === 'org') {
    if (!applicant.currentCompany) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
    const current = await findShowcaseCompany(tx, applicant.tenantId, {
      companyId: applicant.currentCompany,
    });
    if (!current) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
    if (creditCode && current.creditCode !== creditCode)
      throw validationError('idNumber', '证件号码：与当前企业的统一社会信用代码不一致');
    return current;
  }
  const found = creditCode ? await findShowcaseCompany(tx, applicant.tenantId, { creditCode }) : null;
  if (applicant.zone === 'member') {
    if (!found || !(await memberServesCompany(tx, applicant.accountId, found.uuid)))
      throw refused(SHOWCASE_MESSAGES.notCooperating, { notCooperating: true });
    return found;
  }
  if (!applicant.isStaff) throw refused('当前专区不能办理企业展示，请以企业或会员身份办理');
  if (!found) throw validationError('idNumber', '证件号码：平台中没有该统一社会信用代码的企业');
  return found;
}

/** The company the applicant may display; refusals as above. */
export async function resolveShowcaseCompany(
  tx: Executor,
  applicant: ShowcaseApplicant,
  creditCode: string,
): Promise<ShowcaseCompany> {
  const company = await companyOf(tx, applicant, creditCode.trim().toUpperCase());
  if (company.showStatus === 1)
    throw refused(SHOWCASE_MESSAGES.alreadyShown, { clearFields: SHOWCASE_IDENTITY_FIELDS });
  return company;
}

/** The displayed company a 550901 (展示服务退出) names: the same applicants, refused when not displayed. */
export async function resolveShownCompany(
  tx: Executor,
  applicant: ShowcaseApplicant,
  creditCode: string,
): Promise<ShowcaseCompany> {
  const company = await companyOf(tx, applicant, creditCode.trim().toUpperCase());
  if (company.showStatus !== 1) throw refused(SHOWCASE_EXIT_MESSAGES.notShown);
  return company;
}
