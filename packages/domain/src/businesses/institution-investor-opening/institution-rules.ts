import {
  formText,
  holderContactOf,
  type OpeningProblem,
  type PersonalHolder,
} from '../personal-investor-opening/opening-rules.js';

/**
 * The rules of 550131 投资者开户（机构）and of the manager of 550132 that need no storage (ADR 64):
 * the institution read from the form and who may open its account. The refusals are the
 * platform's own (the spec has none), each naming its field.
 */
export const INSTITUTION_OPENING_MESSAGES = {
  notOrganisationLogin: '机构投资者开户须使用机构账号在企业专区、机构投资者专区或产品投资者专区办理',
  notOwnInstitution: '须为本账号注册或绑定的企业',
  nameMismatch: '须与本账号注册或绑定的企业名称一致',
  alreadyOpened: '该机构已开立机构登记账户，不能重复开户',
} as const;

/** 统一社会信用代码 (organTypeValidator, certificateType key 11). */
export const CREDIT_CODE_CERT_TYPE = '11';
/** 000 §3 holder type code 1: an institution. */
export const INSTITUTION_HOLDER_ORGAN_TYPE = 1;
/** The zones an organisation login files an institution or product opening from (ADR 64). */
export const ORGANISATION_OPENING_ZONES: readonly string[] = ['org', 'orgholder', 'productholder'];

export interface InstitutionHolder extends PersonalHolder {
  capitalAccount: string;
}

/** The institution's account facts from the validated form of 550131. */
export function institutionHolderOf(form: Readonly<Record<string, unknown>>): InstitutionHolder {
  return {
    holderName: formText(form.holderName),
    certType: formText(form.certType) || CREDIT_CODE_CERT_TYPE,
    certificateNo: formText(form.certificateNo).toUpperCase(),
    ...holderContactOf(form),
    capitalAccount: formText(form.capitalAccount),
  };
}

/** An institution as the login knows it: its registration, or a company bound to it. */
export interface KnownInstitution {
  name: string;
  creditCode: string;
}

/** The applying login: its type (1 personal, 2 organisation), zone and institutions. */
export interface OrganisationApplicant {
  orgType: number;
  zone: string;
  isStaff: boolean;
  institutions: readonly KnownInstitution[];
}

/** The labels the problems name (form.json of 550131; 550132 passes its manager's). */
export interface InstitutionLabels {
  name: string;
  creditCode: string;
}

/**
 * Whether this organisation login may act for the institution (name, credit code): an organisation
 * login, not staff, in an organisation or investor zone, whose registration or bound enterprise
 * (account_company 'enterprise') is that institution, by credit code, under the same name.
 */
export function institutionApplicantProblem(
  institution: KnownInstitution,
  applicant: OrganisationApplicant,
  labels: InstitutionLabels,
): OpeningProblem | null {
  if (applicant.isStaff || applicant.orgType !== 2 || !ORGANISATION_OPENING_ZONES.includes(applicant.zone))
    return { field: '申请人', message: INSTITUTION_OPENING_MESSAGES.notOrganisationLogin };
  const code = institution.creditCode.trim().toUpperCase();
  const known = applicant.institutions.find((i) => i.creditCode.trim().toUpperCase() === code);
  if (!known) return { field: labels.creditCode, message: INSTITUTION_OPENING_MESSAGES.notOwnInstitution };
  if (known.name.trim() !== institution.name.trim())
    return { field: labels.name, message: INSTITUTION_OPENING_MESSAGES.nameMismatch };
  return null;
}

/** An account not closed (status ≠ 2) blocks a second one. */
export function hasOpenAccount(existing: readonly { status: number }[]): boolean {
  return existing.some((a) => a.status !== 2);
}
