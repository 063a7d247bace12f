import type { CompanyRegister, EncumbranceMark, MyHoldings, RegisterHoldingRow } from '@rer/contracts';
import { availableOf, type Encumbrance, type Holding, holdingKey, type RegisterState } from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/guard.js';
import { canViewOwnHoldings, currentHolderOf, mayViewCompanyRegister } from './policy.js';
import * as repo from './register.repository.js';
import { registerAsOf } from './register-replay.js';
import * as views from './register-views.repository.js';

function mark(e: Encumbrance): EncumbranceMark {
  return {
    seq: e.seq,
    kind: e.kind,
    status: e.status,
    quantity: e.quantity.toString(),
    partyName: e.partyName,
    documentNo: e.documentNo,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
  };
}

/** One line of a register or of a holder's holdings, with its open marks and 确权 flag. */
export function holdingRow(
  company: { companyId: string; companyName: string },
  h: Holding,
  holder: views.HolderSummary | undefined,
  marks: Encumbrance[],
  unconfirmed: ReadonlySet<string>,
): RegisterHoldingRow {
  return {
    ...company,
    holderId: h.holderId,
    accountNumber: holder?.accountNumber ?? '',
    holderName: holder?.holderName ?? '',
    organType: holder?.organType ?? 0,
    shareNature: h.shareNature,
    held: h.held.toString(),
    available: availableOf(h).toString(),
    pledged: h.pledged.toString(),
    frozen: h.frozen.toString(),
    locked: h.locked.toString(),
    encumbrances: marks.filter((e) => holdingKey(e) === holdingKey(h) && e.status !== 'released').map(mark),
    comfirm: unconfirmed.has(`${company.companyId}:${h.holderId}`) ? 0 : 1,
  };
}

async function currentState(tx: Tx, companyId: string, issuedShares: bigint): Promise<RegisterState> {
  const holdings = await repo.listHoldings(tx, companyId);
  const encumbrances = await repo.listEncumbrances(tx, companyId);
  const last = await repo.findLastEvent(tx, companyId);
  return {
    issuedShares,
    holdings: new Map(holdings.map((h) => [holdingKey(h), h])),
    encumbrances: new Map(encumbrances.map((e) => [e.seq, e])),
    lastSeq: last?.seq ?? 0,
    lastOccurredAt: last?.occurredAt ?? null,
  };
}

/**
 * 股东名册 of a company, now or as of a date, with its pledge / freeze / lock marks. Staff, or the
 * enterprise for its current company, or a member institution for a company it serves; the view of personal data is audited.
 */
export async function viewCompanyRegister(options: {
  db: Database;
  user: AuthUser;
  companyId: string;
  asOf?: string | undefined;
  audit: AuditContext;
}): Promise<CompanyRegister> {
  const { db, user, companyId } = options;
  const tenantId = user.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    if (!(await mayViewCompanyRegister(tx, user, companyId))) throw new AppError('FORBIDDEN');
    const company = await repo.findCompany(tx, tenantId, companyId);
    if (!company) throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
    const state = options.asOf
      ? await registerAsOf({ tx, tenantId, companyId, date: options.asOf })
      : await currentState(tx, companyId, company.issuedShares);
    const holdings = [...state.holdings.values()].filter((h) => h.held > 0n);
    const holders = await views.findHolderSummaries(tx, tenantId, [
      ...new Set(holdings.map((h) => h.holderId)),
    ]);
    const byId = new Map(holders.map((h) => [h.uuid, h]));
    const marks = [...state.encumbrances.values()];
    const named = { companyId, companyName: company.name };
    const unconfirmed = await views.findUnconfirmed(
      tx,
      [...byId.keys()].map((holderId) => ({ companyId, holderId })),
    );
    const records = holdings.map((h) => holdingRow(named, h, byId.get(h.holderId), marks, unconfirmed));
    await writeAudit(tx, options.audit, {
      action: 'register.view_company',
      targetType: 'company',
      targetId: companyId,
      detail: { asOf: options.asOf ?? null, records: records.length },
    });
    return {
      ...named,
      asOf: options.asOf ?? null,
      issuedShares: state.issuedShares.toString(),
      lastSeq: state.lastSeq,
      records,
    };
  });
}

/** The current holder account's holdings across companies (investor zones only); audited. */
export async function viewMyHoldings(options: {
  db: Database;
  user: AuthUser;
  audit: AuditContext;
}): Promise<MyHoldings> {
  const { db, user } = options;
  if (!canViewOwnHoldings(user)) throw new AppError('FORBIDDEN');
  const holderId = currentHolderOf(user);
  if (!holderId) throw new AppError('REGISTER_HOLDER_NOT_CHOSEN');
  return db.withTenant(user.tenantId, async (tx) => {
    const holdings = await views.listHoldingsOfHolder(tx, user.tenantId, holderId);
    const [holder] = await views.findHolderSummaries(tx, user.tenantId, [holderId]);
    const marks = await views.listEncumbrancesOfHolder(tx, user.tenantId, holderId);
    const unconfirmed = await views.findUnconfirmed(
      tx,
      holdings.map((h) => ({ companyId: h.companyId, holderId })),
    );
    const records = holdings.map((h) =>
      holdingRow(
        h,
        h,
        holder,
        marks.filter((e) => e.companyId === h.companyId),
        unconfirmed,
      ),
    );
    await writeAudit(tx, options.audit, {
      action: 'register.view_own_holdings',
      targetType: 'holder_account',
      targetId: holderId,
      detail: { records: records.length },
    });
    return { holderId, records };
  });
}
