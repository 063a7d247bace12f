import {
  HOLDER_COUNT_CAP,
  type HolderLookupParams,
  type HolderPage,
  type HolderQueryParams,
  type HolderRecord,
  PRODUCT_TYPE_ANY,
} from '@rer/contracts';
import { containsHanCharacter, validateCertificateNoInput } from '@rer/domain';
import type { AuditAction } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import {
  type HolderFilter,
  type HolderRow,
  type HolderSearchAnswer,
  holderSearchQuery,
  readHolderSearch,
} from './holder-search.repository.js';
import { maskCapitalAccount, maskCertificateNo, maskPhone } from './masking.js';
import { type SearchScope, searchScope } from './scope.js';
import { type SearchMeta, searchAuditValues } from './search-audit.js';

export interface HolderSearchDeps {
  db: Database;
  /** Keys the audit hash of search values (the JWT secret of the deployment). */
  auditSecret: string;
}

export interface SearchCaller {
  user: AuthUser;
  meta: SearchMeta;
}

/** The most rows a lookup or picker answers (they are not paged in the spec). */
export const HOLDER_OPTIONS_LIMIT = 500;

export function toHolderRecord(row: HolderRow): HolderRecord {
  return {
    uuid: row.uuid,
    holderUuid: row.uuid,
    holderName: row.holderName,
    accountNumber: row.accountNumber,
    userCode: row.userCode,
    organType: Number(row.organType),
    certType: row.certType,
    certificateNo: maskCertificateNo(row.certificateNo, Number(row.organType)),
    mobile: maskPhone(row.mobile),
    capitalAccount: maskCapitalAccount(row.capitalAccount),
    holderAccountStatus: Number(row.status),
    holderType: Number(row.holderType),
    companyId: row.companyId,
    productType: row.productType,
    isSign: Number(row.isSign),
  };
}

/** A certificate number as typed: the dialog's rules (000 §5), then upper-cased (`x` → `X`). */
export function checkCertificateNo(value: string | undefined, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined;
  const result = validateCertificateNoInput(value);
  if (!result.ok) throw validationError('证件号码', result.message);
  return (value ?? '').trim().toUpperCase();
}

/** productType and productTypes together; any 999 (or nothing) means no filter. */
export function productTypeFilter(params: Pick<HolderQueryParams, 'productType' | 'productTypes'>) {
  const all = [
    ...(params.productType === undefined ? [] : [params.productType]),
    ...(params.productTypes ?? []),
  ];
  if (all.length === 0 || all.includes(PRODUCT_TYPE_ANY)) return undefined;
  return [...new Set(all)];
}

function requireScope(user: AuthUser): SearchScope {
  const scope = searchScope(user);
  if (scope.kind === 'none') throw new AppError('HOLDER_SEARCH_FORBIDDEN');
  return scope;
}

/** The filter of queryByKey / queryByPage (the keys, for the audit, come along). */
export function holderFilter(tenantId: string, params: HolderQueryParams): HolderFilter {
  const key = params.key;
  const keyIsName = key !== undefined && containsHanCharacter(key);
  return {
    tenantId,
    nameContains: params.holderName ?? (keyIsName ? key : undefined),
    accountOrCertificate: key !== undefined && !keyIsName ? key.toUpperCase() : undefined,
    accountNumber: params.accountNumber,
    certificateNo: checkCertificateNo(params.certificateNo, false),
    userCode: params.userCode,
    mobile: params.mobile,
    companyId: params.companyId,
    companyNameContains: params.companyName,
    organType: params.organType,
    status: params.holderAccountStatus,
    isSign: params.isSign,
    productTypes: productTypeFilter(params),
  };
}

function searchKeys(filter: HolderFilter): Record<string, unknown> {
  const { tenantId: _tenant, ...keys } = filter;
  return keys;
}

/**
 * One holder search as one statement sent as its own tenant transaction (one round trip on
 * PostgreSQL, ADR 23): the page, the count when asked for, and the audit row when anything was
 * found (a search that found nothing writes no audit row).
 */
async function searchAudited(
  deps: HolderSearchDeps,
  caller: SearchCaller,
  options: {
    action: AuditAction;
    call: string;
    scope: SearchScope;
    filter: HolderFilter;
    limit: number;
    offset: number;
    countCap?: number;
  },
) {
  const { filter, scope } = options;
  const query = holderSearchQuery({
    ...options,
    audit: searchAuditValues({
      action: options.action,
      user: caller.user,
      meta: caller.meta,
      secret: deps.auditSecret,
      call: options.call,
      scope,
      keys: searchKeys(filter),
    }),
  });
  const answer = await deps.db.tenantStatement<HolderSearchAnswer>(caller.user.tenantId, query);
  return readHolderSearch(answer, options.countCap ?? HOLDER_COUNT_CAP);
}

/** `holder/queryByKey` and `holder/queryByPage`: one page, a capped total, masked rows, audited. */
export async function queryHolderPage(
  deps: HolderSearchDeps,
  caller: SearchCaller,
  options: { call: string; params: HolderQueryParams },
): Promise<HolderPage> {
  const { user } = caller;
  const { params } = options;
  const scope = requireScope(user);
  const offset = (params.pageNo - 1) * params.pageSize;
  if (offset >= HOLDER_COUNT_CAP) throw new AppError('HOLDER_SEARCH_TOO_DEEP', { cap: HOLDER_COUNT_CAP });
  const searched = await searchAudited(deps, caller, {
    action: 'holder.search',
    call: options.call,
    scope,
    filter: holderFilter(user.tenantId, params),
    limit: params.pageSize,
    offset,
    countCap: HOLDER_COUNT_CAP,
  });
  const page = toPage(searched.found.map(toHolderRecord), searched.total, params.pageNo, params.pageSize);
  return { ...page, totalCapped: searched.capped };
}

/** The holders matching an exact filter (at most HOLDER_OPTIONS_LIMIT), audited when any are found. */
async function findHoldersAudited(
  deps: HolderSearchDeps,
  caller: SearchCaller,
  options: { action: AuditAction; call: string; scope: SearchScope; filter: HolderFilter },
): Promise<HolderRow[]> {
  const searched = await searchAudited(deps, caller, { ...options, limit: HOLDER_OPTIONS_LIMIT, offset: 0 });
  return searched.found;
}

/**
 * The holder lookup of the shareholder search dialog and `holder/queryHoldersBySubject`: an
 * exact match on name, certificate number, holder type and (when given) certificate type.
 */
export async function lookupHolders(
  deps: HolderSearchDeps,
  caller: SearchCaller,
  options: { call: string; params: HolderLookupParams; requireAll: boolean },
): Promise<HolderRecord[]> {
  const { user } = caller;
  const { params, requireAll } = options;
  const scope = requireScope(user);
  const name = params.name ?? params.holderName;
  const organType = params.organType ?? params.orgType;
  const certType = params.idType ?? params.certType;
  if (name === undefined) throw validationError('股东名称', '股东名称不能为空');
  if (requireAll && organType === undefined) throw validationError('股东类型', '股东类型不能为空');
  if (requireAll && certType === undefined) throw validationError('证件类型', '证件类型不能为空');
  const certificateNo = checkCertificateNo(params.idNumber ?? params.certificateNo, true);
  const filter: HolderFilter = {
    tenantId: user.tenantId,
    nameEquals: name,
    certificateNo,
    organType,
    certType,
  };
  const found = await findHoldersAudited(deps, caller, {
    action: 'holder.lookup',
    call: options.call,
    scope,
    filter,
  });
  return found.map(toHolderRecord);
}

/** `holder/queryByCompanyName` (holderType 1) and `holder/getCreditorByCompanyName` (2). */
export async function holderOptionsOfCompany(
  deps: HolderSearchDeps,
  caller: SearchCaller,
  options: { call: string; companyName: string; holderType: 1 | 2 },
) {
  const { user } = caller;
  const scope = requireScope(user);
  const filter: HolderFilter = {
    tenantId: user.tenantId,
    companyNameEquals: options.companyName,
    holderType: options.holderType,
  };
  const found = await findHoldersAudited(deps, caller, {
    action: 'holder.options',
    call: options.call,
    scope,
    filter,
  });
  return found.map((row) => {
    const record = toHolderRecord(row);
    return {
      holderId: record.uuid,
      holderType: options.holderType,
      label: `${record.holderName}（${record.accountNumber}）`,
      holderName: record.holderName,
      certificateNo: record.certificateNo,
      accountNumber: record.accountNumber,
      organType: record.organType,
    };
  });
}

/**
 * `bondtargetedinvestors/acquireOptionalInvestors` (001 §2.7, §3.15, ADR 65): the investors a bond
 * of the company may target — its register: the accounts opened for it and every account holding
 * its shares — within the caller's scope (a
 * member sees only the companies it cooperates with; another company answers nothing).
 */
export async function optionalInvestorsOfCompany(
  deps: HolderSearchDeps,
  caller: SearchCaller,
  options: { companyId: string },
) {
  const { user } = caller;
  const scope = requireScope(user);
  const found = await findHoldersAudited(deps, caller, {
    action: 'holder.options',
    call: 'acquireOptionalInvestors',
    scope,
    filter: { tenantId: user.tenantId, registerOf: options.companyId },
  });
  return found.map((row) => {
    const record = toHolderRecord(row);
    return {
      shareHolderId: record.uuid,
      investorName: record.holderName,
      investorCertNo: record.certificateNo,
      investorNo: record.accountNumber,
      organType: record.organType,
    };
  });
}
