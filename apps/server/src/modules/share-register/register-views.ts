import type { EncumbranceMark, MyHoldings, RegisterHoldingRow } from '@rer/contracts';
import { availableOf, type Encumbrance, type Holding, holdingKey } from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { canViewOwnHoldings, currentHolderOf } from './policy.js';
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
