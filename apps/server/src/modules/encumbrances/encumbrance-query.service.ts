import type {
  EncumbranceExportQuery,
  EncumbrancePage,
  EncumbranceRow,
  EncumbranceSearchQuery,
  LockQuery,
  MyEncumbranceQuery,
} from '@rer/contracts';
import type { AuditContext } from '../../platform/audit.js';
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError, validationError } from '../../platform/errors.js';
import { maskCertificateNo } from '../holder-search/index.js';
import { type AuthUser, currentCompanyOf, currentHolderOf, isRegisterStaff } from '../identity/index.js';
import { loadDictionaryNames } from '../system/index.js';
import {
  type EncumbranceDbRow,
  type EncumbranceFilter,
  type EncumbranceScope,
  findEncumbrancePage,
} from './encumbrance.repository.js';

export interface EncumbranceDeps {
  db: Database;
}

const INVESTOR_ZONES: readonly string[] = ['personalholder', 'orgholder', 'productholder'];

/** 质押查询 / 冻结查询's caller: an investor zone, its own bound accounts (the chosen one when chosen). */
export function ownAccountsScope(user: AuthUser): EncumbranceScope {
  if (!INVESTOR_ZONES.includes(user.landingMode)) throw new AppError('FORBIDDEN');
  return { kind: 'account', accountId: user.accountId, holderId: currentHolderOf(user) };
}

/** Pledges, or freezes with the queued ones behind them. */
export const kindsOf = (kind: 'pledge' | 'freeze') =>
  kind === 'pledge' ? (['pledge'] as const) : (['freeze', 'queuedFreeze'] as const);

/** Rows as the signed-in pages show them: names as registered, a person's ID number masked. */
export function toEncumbranceRow(r: EncumbranceDbRow): EncumbranceRow {
  const { companyCreditCode: _code, partyCertType: _type, createdEventId: _event, ...shown } = r;
  return { ...shown, certificateNo: maskCertificateNo(r.certificateNo, r.organType) };
}

async function pageOf(
  deps: EncumbranceDeps,
  user: AuthUser,
  scope: EncumbranceScope,
  filter: EncumbranceFilter,
  paging: { current: number; size: number },
): Promise<EncumbrancePage> {
  const { current, size } = paging;
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findEncumbrancePage(tx, {
      tenantId: user.tenantId,
      scope,
      filter,
      limit: size,
      offset: (current - 1) * size,
    }),
  );
  return toPage(found.records.map(toEncumbranceRow), found.total, current, size);
}

/**
 * 质押查询 / 冻结查询 (investor zones): the pledges, or the freezes and queued freezes, of the
 * registration accounts bound to the caller's login — only the chosen one when one is chosen.
 */
export function myEncumbrances(
  deps: EncumbranceDeps,
  user: AuthUser,
  q: MyEncumbranceQuery,
): Promise<EncumbrancePage> {
  const filter = { kinds: kindsOf(q.kind), status: q.status, companyName: q.companyName };
  return pageOf(deps, user, ownAccountsScope(user), filter, q);
}

/** 限售查询 (org zone): the locks on the register of the enterprise the caller acts for. */
export function companyLocks(deps: EncumbranceDeps, user: AuthUser, q: LockQuery): Promise<EncumbrancePage> {
  if (user.landingMode !== 'org') throw new AppError('FORBIDDEN');
  const companyId = currentCompanyOf(user);
  if (!companyId) throw validationError('企业', '请先选择企业');
  const filter = { kinds: ['lock'] as const, status: q.status, holderName: q.holderName };
  return pageOf(deps, user, { kind: 'company', companyId }, filter, q);
}

/** The staff view's filters; an inverted date range is refused naming its end. */
export function staffFilter(q: EncumbranceExportQuery): EncumbranceFilter {
  if (q.from && q.to && q.from > q.to) throw validationError('登记日期止', '不能早于登记日期起');
  return {
    kinds: q.kind ? [q.kind] : undefined,
    status: q.status,
    companyName: q.companyName,
    holderName: q.holderName,
    accountNumber: q.accountNumber,
    from: q.from,
    to: q.to,
  };
}

/** The staff view of every encumbrance of the tenant (register staff). */
export function searchEncumbrances(
  deps: EncumbranceDeps,
  user: AuthUser,
  q: EncumbranceSearchQuery,
): Promise<EncumbrancePage> {
  if (!isRegisterStaff(user)) throw new AppError('FORBIDDEN');
  return pageOf(deps, user, { kind: 'tenant' }, staffFilter(q), q);
}

/** An export holds at most this many rows; beyond it the staff narrow the search. */
export const ENCUMBRANCE_EXPORT_LIMIT = 10_000;

/**
 * The staff view's rows for the workbook, share natures by name; the export itself is audited in the
 * same transaction.
 */
export async function encumbrancesToExport(
  deps: EncumbranceDeps,
  user: AuthUser,
  audit: AuditContext,
  q: EncumbranceExportQuery,
): Promise<EncumbranceRow[]> {
  if (!isRegisterStaff(user)) throw new AppError('FORBIDDEN');
  const filter = staffFilter(q);
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const found = await findEncumbrancePage(tx, {
      tenantId: user.tenantId,
      scope: { kind: 'tenant' },
      filter,
      limit: ENCUMBRANCE_EXPORT_LIMIT + 1,
      offset: 0,
    });
    if (found.records.length > ENCUMBRANCE_EXPORT_LIMIT)
      throw validationError('查询条件', `导出不能超过${ENCUMBRANCE_EXPORT_LIMIT}条，请缩小查询范围`);
    await writeAudit(tx, audit, {
      action: 'register.export',
      targetType: 'encumbrance',
      targetId: '-',
      detail: { rows: found.records.length, kind: q.kind ?? null, status: q.status ?? null },
    });
    // The workbook names the share nature as the register's export does, not by its key.
    const natures = (await loadDictionaryNames(tx, user.tenantId, ['natureOfShare'])).get('natureOfShare');
    return found.records.map((r) => ({
      ...toEncumbranceRow(r),
      shareNature: natures?.get(r.shareNature) ?? r.shareNature,
    }));
  });
}
