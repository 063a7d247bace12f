import type { AccountOverview, HolderDetail, RegisterCompanyPage } from '@rer/contracts';
import { containsHanCharacter } from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { searchScope, toHolderRecord } from '../holder-search/index.js';
import type { AuthUser } from '../identity/index.js';
import { canViewOwnHoldings, isRegisterStaff } from './policy.js';
import * as screens from './register-screens.repository.js';
import { holdingRow } from './register-views.js';
import * as views from './register-views.repository.js';

/**
 * Use-cases of the register screens' read calls. Each view of personal data writes its audit row
 * in the transaction that reads it.
 */

/** 账户总览: the investor's registration accounts with the totals of their holdings. */
export async function viewAccountOverview(options: {
  db: Database;
  user: AuthUser;
  audit: AuditContext;
}): Promise<AccountOverview> {
  const { db, user } = options;
  if (!canViewOwnHoldings(user)) throw new AppError('FORBIDDEN');
  return db.withTenant(user.tenantId, async (tx) => {
    const found = await screens.listAccountTotals(tx, user.tenantId, user.accountId);
    const records = found.map((r) => {
      const held = BigInt(r.held);
      const encumbered = BigInt(r.pledged) + BigInt(r.frozen) + BigInt(r.locked);
      return {
        holderId: r.holderId,
        accountNumber: r.accountNumber,
        holderName: r.holderName,
        organType: Number(r.organType),
        holderAccountStatus: Number(r.status),
        companies: Number(r.companies),
        held: r.held,
        available: (held - encumbered).toString(),
        pledged: r.pledged,
        frozen: r.frozen,
        locked: r.locked,
      };
    });
    await writeAudit(tx, options.audit, {
      action: 'register.view_own_holdings',
      targetType: 'account',
      targetId: user.accountId,
      detail: { view: 'accountOverview', records: records.length },
    });
    return { records };
  });
}

/**
 * One registration account with its holdings and marks, for whoever may see it (holder search's
 * scope; an enterprise or member also sees the holders of its companies' registers, and only
 * their holdings in those companies). Anything else is 403, whether or not the account exists.
 */
export async function viewHolderDetail(options: {
  db: Database;
  user: AuthUser;
  holderId: string;
  audit: AuditContext;
}): Promise<HolderDetail> {
  const { db, user, holderId } = options;
  const scope = searchScope(user);
  if (scope.kind === 'none') throw new AppError('FORBIDDEN');
  const tenantId = user.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    const holder = await screens.findVisibleHolder(tx, { tenantId, holderId, scope });
    if (!holder) throw new AppError('FORBIDDEN');
    const companies = await screens.visibleCompanyIds(tx, scope);
    const holdings = (await views.listHoldingsOfHolder(tx, tenantId, holderId)).filter(
      (h) => companies === null || companies.has(h.companyId),
    );
    const marks = await views.listEncumbrancesOfHolder(tx, tenantId, holderId);
    const unconfirmed = await views.findUnconfirmed(
      tx,
      holdings.map((h) => ({ companyId: h.companyId, holderId })),
    );
    const summary = { ...holder, uuid: holderId, organType: Number(holder.organType) };
    const records = holdings.map((h) =>
      holdingRow(
        h,
        h,
        summary,
        marks.filter((e) => e.companyId === h.companyId),
        unconfirmed,
      ),
    );
    await writeAudit(tx, options.audit, {
      action: 'holder.lookup',
      targetType: 'holder_account',
      targetId: holderId,
      detail: { call: 'shareRegister/holderDetail', scope: scope.kind, records: records.length },
    });
    return { holder: toHolderRecord(holder), records };
  });
}

/** Staff's company picker of the register view and the import screen. */
export async function listRegisterCompanies(options: {
  db: Database;
  user: AuthUser;
  key: string | undefined;
  current: number;
  size: number;
}): Promise<RegisterCompanyPage> {
  const { db, user, key, current, size } = options;
  if (!isRegisterStaff(user)) throw new AppError('FORBIDDEN');
  const isName = key !== undefined && containsHanCharacter(key);
  return db.withTenant(user.tenantId, async (tx) => {
    const found = await screens.findCompanyPage(tx, {
      tenantId: user.tenantId,
      key,
      isName,
      limit: size,
      offset: (current - 1) * size,
    });
    return toPage(found.records, found.total, current, size);
  });
}
