import type {
  CompanyAndLegalMgrAnswer,
  CompanyRefUser,
  ProductWhileRefAccountNumber,
  RefCompanyData,
  SubjectAndRoleData,
  SubjectData,
} from '@rer/contracts';
import { isUnifiedSocialCreditCode } from '@rer/domain';
import type { Database, Executor } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import { companyInfoOf, mayViewCompanyRecord, readRecordSnapshot } from '../company/index.js';
import { type AuthUser, isRegisterStaff } from '../identity/index.js';
import {
  type CompanyMatch,
  findCompaniesByElement,
  findCompanyShow,
  findHoldersOfSubject,
  findProductOfElement,
  findRefFacts,
  findRefUsers,
  type HolderOfSubject,
  type SubjectKeys,
} from './company-prefill.repository.js';

export interface CompanyPrefillDeps {
  db: Database;
}

/** A subject as the calls receive it, whatever their parameter names. */
export interface SubjectInput {
  name?: string | undefined;
  idType?: string | undefined;
  idNumber?: string | undefined;
}

const USCC_TYPE = '11';
const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Keys of the lookup; a USCC given as such must be one (a clear 400 naming the field). */
export function subjectKeys(tenantId: string, input: SubjectInput): SubjectKeys {
  const idNumber = input.idNumber?.toUpperCase();
  if (idNumber && input.idType === USCC_TYPE && !isUnifiedSocialCreditCode(idNumber))
    throw validationError('证件号码', '统一社会信用代码不正确');
  return { tenantId, name: input.name, idType: input.idType, idNumber };
}

/**
 * The company a company element names (ADR 46): by USCC when a number is given (and the type,
 * when given, is 11), else by exact name. A name that is not the company of the number given is a
 * 400 (the web shows it in the prefill failure confirm); a name shared by two companies too.
 */
export async function companyOfElement(tx: Executor, keys: SubjectKeys): Promise<CompanyMatch | null> {
  if (keys.idNumber && keys.idType && keys.idType !== USCC_TYPE) return null;
  const found = await findCompaniesByElement(tx, keys);
  if (keys.idNumber) {
    const company = found[0] ?? null;
    if (company && keys.name && company.name !== keys.name)
      throw validationError('企业名称', '与证件号码登记的企业名称不一致，请核对');
    return company;
  }
  if (found.length > 1) throw validationError('证件号码', '同名企业不止一家，请填写证件号码');
  return found[0] ?? null;
}

async function refFacts(tx: Executor, user: AuthUser, keys: SubjectKeys): Promise<RefCompanyData> {
  const company = await companyOfElement(tx, keys);
  const facts = await findRefFacts(tx, keys, company?.uuid ?? null, user.accountId);
  return {
    haveRole: bit(company !== null),
    isOrgRole: bit(facts.isOrgRole),
    haveConfirm: bit(facts.haveConfirm),
    haveChildAccount: bit(facts.haveChildAccount),
  };
}

/** company/queryRefCompanyData (001 §7, 002 §7). */
export async function queryRefCompanyData(
  deps: CompanyPrefillDeps,
  user: AuthUser,
  input: SubjectInput,
): Promise<RefCompanyData> {
  const keys = subjectKeys(user.tenantId, input);
  return deps.db.withTenant(user.tenantId, (tx) => refFacts(tx, user, keys));
}

export type SubjectType = SubjectData['subjectType'];
const ORGAN_TYPE: Record<SubjectType, number> = { company: 1, user: 2, product: 3 };

/** Account numbers of others are shown as D0******04: enough to tell them apart, not to use them. */
export function maskAccountNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

const holderOut = (h: HolderOfSubject, full: boolean) => ({
  accountNumber: full || h.mine ? h.accountNumber : maskAccountNumber(h.accountNumber),
  holderName: h.holderName,
  certType: h.certType,
  organType: h.organType,
  holderAccountStatus: h.status,
});

async function subjectIn(
  tx: Executor,
  user: AuthUser,
  subjectType: SubjectType,
  keys: SubjectKeys,
): Promise<SubjectData> {
  const company = subjectType === 'company' ? await companyOfElement(tx, keys) : null;
  const holders = await findHoldersOfSubject(tx, keys, ORGAN_TYPE[subjectType], user.accountId);
  const visible = company ? await mayViewCompanyRecord(tx, user, company.uuid) : false;
  const first = holders[0];
  return {
    subjectType,
    found: bit(company !== null || first !== undefined),
    name: company?.name ?? first?.holderName ?? keys.name ?? null,
    idType: company ? (company.idType ?? USCC_TYPE) : (first?.certType ?? keys.idType ?? null),
    idNumber: company?.creditCode ?? keys.idNumber ?? null,
    organType: ORGAN_TYPE[subjectType],
    companyId: visible && company ? company.uuid : null,
    isRegister: bit(company?.isRegister ?? false),
    holders: holders.map((h) => holderOut(h, isRegisterStaff(user))),
  };
}

/**
 * {user|company|product}/getSubjectData (002 §7). A person is looked up only by name and number
 * together, so the answer never tells a caller a person's name it did not already know.
 */
export async function getSubjectData(
  deps: CompanyPrefillDeps,
  user: AuthUser,
  subjectType: SubjectType,
  input: SubjectInput,
): Promise<SubjectData> {
  if (subjectType === 'user' && !(input.name && input.idNumber))
    throw validationError('名称和证件号码', '查询个人主体须同时填写');
  const keys = subjectKeys(user.tenantId, input);
  return deps.db.withTenant(user.tenantId, (tx) => subjectIn(tx, user, subjectType, keys));
}

/**
 * product/getSubjectDataWhileRefAccountNumber (002 §7, ADR 64): the product the element names and
 * the product's registration accounts (shareHolderBizVoList), as getSubjectData shows them.
 */
export async function getProductWhileRefAccountNumber(
  deps: CompanyPrefillDeps,
  user: AuthUser,
  input: SubjectInput,
): Promise<ProductWhileRefAccountNumber> {
  const keys = subjectKeys(user.tenantId, input);
  return deps.db.withTenant(user.tenantId, async (tx) => ({
    product: await findProductOfElement(tx, keys),
    shareHolderBizVoList: (await subjectIn(tx, user, 'product', keys)).holders,
  }));
}

/** company/getSubjectAndRoleData: the company subject and its queryRefCompanyData facts at once. */
export async function getSubjectAndRoleData(
  deps: CompanyPrefillDeps,
  user: AuthUser,
  input: SubjectInput,
): Promise<SubjectAndRoleData> {
  const keys = subjectKeys(user.tenantId, input);
  return deps.db.withTenant(user.tenantId, async (tx) => ({
    subject: await subjectIn(tx, user, 'company', keys),
    role: await refFacts(tx, user, keys),
  }));
}

/** company/getCompanyAndLegalInfoMgr (staff, 002 §7): the whole basic info, legal info, role, showcase. */
export async function companyAndLegalInfoMgr(
  deps: CompanyPrefillDeps,
  user: AuthUser,
  input: SubjectInput,
): Promise<CompanyAndLegalMgrAnswer> {
  const keys = subjectKeys(user.tenantId, input);
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const company = await companyOfElement(tx, keys);
    const record = company ? await readRecordSnapshot(tx, user.tenantId, company.uuid) : null;
    if (!company || !record)
      return {
        companyInfo: null,
        legalInfo: null,
        role: { hasRole: 0, isRegister: 0 },
        product: null,
        companyShow: null,
      };
    const show = await findCompanyShow(tx, user.tenantId, company.uuid);
    const legal = record.snapshot.legal;
    return {
      companyInfo: companyInfoOf(record.head),
      legalInfo: legal && typeof legal === 'object' ? (legal as Record<string, unknown>) : {},
      role: { hasRole: 1, isRegister: bit(company.isRegister) },
      // No product row is linked to a company in this data (ADR 46).
      product: null,
      companyShow: show && (show.showStatus !== null || show.showCode !== null) ? show : null,
    };
  });
}

/** user/queryAccountBySubject (002 §7, useType 4): the subject's 用户代码, to staff and the subject itself. */
export async function queryAccountBySubject(
  deps: CompanyPrefillDeps,
  user: AuthUser,
  input: SubjectInput,
): Promise<{ exists: 0 | 1; code: string | null }> {
  const keys = subjectKeys(user.tenantId, input);
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const all: HolderOfSubject[] = [];
    for (const organType of [1, 2, 3])
      all.push(...(await findHoldersOfSubject(tx, keys, organType, user.accountId)));
    const withCode = all.filter((h) => h.userCode !== null);
    const shown = withCode.find((h) => isRegisterStaff(user) || h.mine);
    return { exists: bit(withCode.length > 0), code: shown?.userCode ?? null };
  });
}

/** companyRefUser/queryByCompanyElement: accounts bound to the company; others see only their own row. */
export async function queryRefUsersByCompanyElement(
  deps: CompanyPrefillDeps,
  user: AuthUser,
  input: SubjectInput,
): Promise<CompanyRefUser[]> {
  const keys = subjectKeys(user.tenantId, input);
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const company = await companyOfElement(tx, keys);
    const users = await findRefUsers(tx, keys, company?.uuid ?? null);
    return isRegisterStaff(user) ? users : users.filter((u) => u.accountId === user.accountId);
  });
}
