/**
 * The company prefill rules of the registration and custody forms (002 §4 "Company prefill",
 * "Registration form", "Holder account status in prefill"; 002 §5 and §8 messages). Pure: the web
 * hook applies them to the form, the server and the businesses may check the same facts.
 */

/** A yes/no flag as the calls answer it (0/1, '0'/'1' or a boolean). */
export type PrefillFlag = boolean | number | string | null | undefined;

/** True for 1, '1' and true; everything else (0, '0', false, null, absent) is false. */
export function flagOn(value: PrefillFlag): boolean {
  return value === true || value === 1 || value === '1';
}

/** The answer of `company/queryRefCompanyData` (002 §7). */
export interface RefCompanyFacts {
  haveRole: PrefillFlag;
  isOrgRole?: PrefillFlag;
  haveConfirm: PrefillFlag;
  haveChildAccount: PrefillFlag;
}

/** The company's identity fields locked by the confirmed-without-role rule (002 §4). */
export const PREFILL_ID_FIELDS = ['idType', 'idNumber'] as const;

/**
 * The role flag of the registration form is set from haveRole (002 §4): a company with a role on
 * the platform keeps the values the platform already holds.
 */
export function prefillRoleFlag(facts: RefCompanyFacts): boolean {
  return flagOn(facts.haveRole);
}

/**
 * ID type and number lock when the company has no role but is confirmed and has a child account
 * (002 §4: haveRole 0, haveConfirm 1 and haveChildAccount 1).
 */
export function idFieldsLocked(facts: RefCompanyFacts): boolean {
  return !flagOn(facts.haveRole) && flagOn(facts.haveConfirm) && flagOn(facts.haveChildAccount);
}

/** Holder account status in prefill (002 §4): 2 (销户) does not block; any other status disables. */
export function holderStatusBlocks(status: number | string | null | undefined): boolean {
  return String(status) !== '2';
}

/** A holder account found for a form field during prefill, with its status (0, 1, 2, 3). */
export interface PrefillHolder {
  field: string;
  status: number | string | null | undefined;
}

/**
 * The form fields the prefill disables: every fetched field when the company has a role (except
 * the field the user chooses the company with, which stays open to choose another one); ID type
 * and number under the confirmed-without-role rule; the field of each holder account whose status
 * blocks. Answered in the order given, without duplicates.
 */
export function prefillLockedFields(options: {
  facts: RefCompanyFacts;
  fetched: readonly string[];
  chooser?: string;
  holders?: readonly PrefillHolder[];
}): string[] {
  const { facts, fetched, chooser, holders = [] } = options;
  const locked: string[] = [];
  const add = (field: string) => {
    if (field !== chooser && !locked.includes(field)) locked.push(field);
  };
  if (prefillRoleFlag(facts)) for (const field of fetched) add(field);
  if (idFieldsLocked(facts)) for (const field of PREFILL_ID_FIELDS) add(field);
  for (const holder of holders) if (holderStatusBlocks(holder.status)) add(holder.field);
  return locked;
}

/** The company as the custody message names it. */
export interface CustodyIdentity {
  name: string;
  /** The ID type as shown (its dictionary name, e.g. 统一社会信用代码), or its key when unknown. */
  idType: string;
  idNumber: string;
}

/** 002 §4: isRegister 1 means already in custody. */
export function isInCustody(company: { isRegister?: PrefillFlag } | null | undefined): boolean {
  return flagOn(company?.isRegister);
}

/** 002 §8 Already in custody: 该企业【name（idType）（idNumber）】已托管 (full-width brackets). */
export function alreadyInCustodyMessage(company: CustodyIdentity): string {
  return `该企业【${company.name}（${company.idType}）（${company.idNumber}）】已托管`;
}

/** Where the user goes once the already-in-custody message is acknowledged (002 §8). */
export const ALREADY_IN_CUSTODY_PATH = '/wel/index';

/** Title of the prefill failure confirm (002 §5, §8: title 'prompt', error type, no cancel). */
export const PREFILL_FAILURE_TITLE = '提示';

/** The failure confirm's text: the server's message, else 未知错误 (002 §8). */
export function prefillFailureMessage(serverMessage: string | null | undefined): string {
  const text = serverMessage?.trim();
  return text ? text : '未知错误';
}
