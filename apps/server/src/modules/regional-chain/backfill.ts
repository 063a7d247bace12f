import { productKey } from '@rer/domain';
import type { Database } from '../../platform/db/database.js';
import { backfillAccountObjects } from './account-snapshots.js';
import {
  companiesWithRegister,
  readCompanyHoldings,
  readRegisterFacts,
  readUnreportedMovements,
  type UnreportedMovement,
} from './register-facts.repository.js';
import { type PositionFact, registerIntents, type TransferFact } from './register-intents.js';
import { reversedMovement, storedMovement } from './register-movements.js';
import { backfillSubjects } from './subject-snapshots.js';
import { writeSnapshots } from './write-snapshots.js';

const CHUNK = 500;

/**
 * Writes the objects of every registration account and register as it stands (ADR 77, 86) — and,
 * for the whole tenant, every company's and member's 主体 (ADR 85): accounts and registers recorded
 * before the regional chain existed (the demo data of `npm start`), and big initial registrations
 * whose 登记 objects were left to this job. Idempotent — an object whose latest snapshot already
 * says the same is not written again — and in transactions of 500 positions.
 */
export async function backfillChainObjects(
  db: Database,
  tenantId: string,
  options: { companyId?: string; at?: Date } = {},
): Promise<{ written: number }> {
  const companies = options.companyId
    ? [options.companyId]
    : await db.withTenant(tenantId, (tx) => companiesWithRegister(tx, tenantId));
  // The whole tenant (at start): the subjects of companies and members (ADR 85), then every
  // account's 主体 and 账户 as it stands (ADR 86), so that the registers' references below find
  // them; a company's job (`companyId`) leaves subjects and accounts to their hooks.
  const at = options.at ?? new Date();
  let written = options.companyId
    ? 0
    : (await backfillSubjects(db, tenantId, at)) + (await backfillAccountObjects(db, tenantId, at));
  for (const companyId of companies) {
    const holdings = await db.withTenant(tenantId, (tx) => readCompanyHoldings(tx, tenantId, companyId));
    for (let from = 0; from < Math.max(holdings.length, 1); from += CHUNK) {
      const chunk = holdings.slice(from, from + CHUNK);
      written += await db.withTenant(tenantId, async (tx) => {
        const facts = await readRegisterFacts(tx, tenantId, companyId, [
          ...new Set(chunk.map((h) => h.holderId)),
        ]);
        if (!facts.company) return 0;
        const positions: PositionFact[] = chunk.map((h) => ({
          holderId: h.holderId,
          shareNature: h.shareNature,
          held: BigInt(h.held),
          pledged: BigInt(h.pledged),
          frozen: BigInt(h.frozen),
          locked: BigInt(h.locked),
          event: { seq: h.seq, type: h.eventType, occurredAt: h.occurredAt, bizSn: h.bizSn },
        }));
        const rows = await writeSnapshots(
          { tx, tenantId, at },
          registerIntents({ company: facts.company, holders: facts.holders, positions, transfers: [] }),
        );
        return rows.length;
      });
    }
    written += await backfillTransferReports(db, tenantId, companyId, options.at);
  }
  return { written };
}

/**
 * The 转让报告 of transfers, seizures and their reversals recorded without one (before the hook, or
 * before seizures and reversals had reports: ADR 87), each written with its own event, in
 * transactions of CHUNK events. Account references are the versions current at the backfill.
 */
async function backfillTransferReports(
  db: Database,
  tenantId: string,
  companyId: string,
  at?: Date,
): Promise<number> {
  let written = 0;
  for (let afterSeq = 0; ; ) {
    const found = await db.withTenant(tenantId, async (tx) => {
      const facts = await readRegisterFacts(tx, tenantId, companyId, []);
      if (!facts.company) return [];
      const prefix = `ZR-${productKey(facts.company)}-`;
      const movements = await readUnreportedMovements(tx, tenantId, companyId, prefix, {
        afterSeq,
        limit: CHUNK,
      });
      const transfers = movements.flatMap(transferOf);
      const holderIds = [...new Set(transfers.flatMap((t) => [t.fromHolderId, t.toHolderId]))];
      const { holders } = await readRegisterFacts(tx, tenantId, companyId, holderIds);
      for (const t of transfers) {
        const rows = await writeSnapshots(
          { tx, tenantId, at: at ?? new Date(), registerEventId: t.eventId },
          registerIntents({ company: facts.company, holders, positions: [], transfers: [t] }),
        );
        written += rows.length;
      }
      return movements;
    });
    if (found.length < CHUNK) return written;
    afterSeq = found[found.length - 1]!.seq;
  }
}

function transferOf(m: UnreportedMovement): (TransferFact & { eventId: string })[] {
  const event = { seq: m.seq, type: m.type, occurredAt: m.occurredAt, bizSn: m.bizSn };
  if (m.type !== 'reversal') {
    const moved = storedMovement(m);
    if (!moved) return [];
    const { fromHolderId, toHolderId, quantity, shareNature } = moved;
    return [{ fromHolderId, toHolderId, quantity, shareNature, event, eventId: m.eventId }];
  }
  const back = m.reversed ? reversedMovement(m.reversed) : null;
  return back ? [{ ...back, event, reversesSeq: m.reversed!.seq, eventId: m.eventId }] : [];
}
