import {
  MEMBER_LABELS,
  MEMBER_MESSAGES,
  MEMBER_ZONE,
  type MemberFacts,
  memberCompanyProblems,
  memberCompanyRowsOf,
  memberFactsOf,
} from '@rer/domain';
import { findCompaniesNamed, findOpenMemberByCreditCode } from '../../modules/members/index.js';
import type { Tx } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';

/**
 * What 550012 会员开户 and 550020 会员信息变更 share (ADR 65): the checks of their one form — the
 * applicant is a member-zone login, the credit code is no other open member's, the member-company
 * table keeps 001 §5.4 and names companies of the platform, the qualification holds the member
 * mode's intermediary default (001 §6, 002 §6).
 */
export interface MemberApplicant {
  tenantId: string;
  applicantZone: string;
  isStaff: boolean;
}

export function refuseUnlessMemberZone(who: MemberApplicant): void {
  if (who.isStaff || who.applicantZone !== MEMBER_ZONE)
    throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.notMemberLogin);
}

const INTERMEDIARY_CATEGORY = '3';
const QUALIFICATION_LABEL = '资质信息';
const NEEDS_INTERMEDIARY = '会员须有中介资质';

function refuseWithoutIntermediary(form: Readonly<Record<string, unknown>>): void {
  const rows = Array.isArray(form.qualificationList)
    ? (form.qualificationList as Record<string, unknown>[])
    : [];
  if (!rows.some((r) => String(r?.qualificationCategory ?? '') === INTERMEDIARY_CATEGORY))
    throw validationError(QUALIFICATION_LABEL, NEEDS_INTERMEDIARY);
}

/** The qualification rows as stored (the member mode's: the default and rows held). */
export function qualificationRowsOf(form: Readonly<Record<string, unknown>>): Record<string, unknown>[] {
  const rows = Array.isArray(form.qualificationList)
    ? (form.qualificationList as Record<string, unknown>[])
    : [];
  const keys = [
    'qualificationCategory',
    'qualificationCategoryName',
    'maketRole',
    'maketRoleName',
    'qualificationStatus',
    'qualificationCode',
    'certificationTime',
  ];
  return rows.map((row) =>
    Object.fromEntries(keys.filter((k) => row?.[k] !== undefined).map((k) => [k, row[k]])),
  );
}

/** The table's companies, each a company of the tenant: name → uuid (else a 400 naming the row). */
export async function companiesOfTable(
  tx: Tx,
  tenantId: string,
  form: Readonly<Record<string, unknown>>,
): Promise<Map<string, string>> {
  const rows = memberCompanyRowsOf(form);
  const found = await findCompaniesNamed(
    tx,
    tenantId,
    rows.map((r) => r.companyName),
  );
  const missing = rows.findIndex((r) => !found.has(r.companyName));
  if (missing >= 0)
    throw validationError(
      MEMBER_LABELS.memberCompanies,
      `第${missing + 1}行【${MEMBER_LABELS.companyName}】${MEMBER_MESSAGES.companyMissing}`,
    );
  return found;
}

/** The checks of the form common to both businesses; answers the member's facts. */
export async function checkMemberForm(
  tx: Tx,
  tenantId: string,
  form: Readonly<Record<string, unknown>>,
  memberId: string | null,
): Promise<MemberFacts> {
  const facts = memberFactsOf(form);
  refuseWithoutIntermediary(form);
  const [problem] = memberCompanyProblems(form);
  if (problem) throw validationError(problem.field, problem.message);
  const taken = await findOpenMemberByCreditCode(tx, tenantId, facts.creditCode, memberId);
  if (taken) throw validationError(MEMBER_LABELS.creditCode, MEMBER_MESSAGES.creditCodeTaken);
  await companiesOfTable(tx, tenantId, form);
  return facts;
}
