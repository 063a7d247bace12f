import type { Database } from '../../platform/db/database.js';
import {
  companiesWithRegister,
  readCompanyHoldings,
  readRegisterFacts,
} from './register-facts.repository.js';
import { type PositionFact, registerIntents } from './register-intents.js';
import { backfillSubjects } from './subject-snapshots.js';
import { writeSnapshots } from './write-snapshots.js';

const CHUNK = 500;

/**
 * Writes the objects of every register as it stands (ADR 77) — and, for the whole tenant, every
 * company's and member's 主体 (ADR 85) —: registers recorded before the
 * regional chain existed (the demo data of `npm start`), and big initial registrations whose 登记
 * objects were left to this job. Idempotent — a position whose latest snapshot already says the
 * same is not written again — and in transactions of 500 positions.
 */
export async function backfillChainObjects(
  db: Database,
  tenantId: string,
  options: { companyId?: string; at?: Date } = {},
): Promise<{ written: number }> {
  const companies = options.companyId
    ? [options.companyId]
    : await db.withTenant(tenantId, (tx) => companiesWithRegister(tx, tenantId));
  // The whole tenant (at start): the subjects of companies and members first, registers then.
  let written = options.companyId ? 0 : await backfillSubjects(db, tenantId, options.at ?? new Date());
  for (const companyId of companies) {
    const holdings = await db.withTenant(tenantId, (tx) => readCompanyHoldings(tx, tenantId, companyId));
    for (let at = 0; at < Math.max(holdings.length, 1); at += CHUNK) {
      const chunk = holdings.slice(at, at + CHUNK);
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
          { tx, tenantId, at: options.at ?? new Date() },
          registerIntents({ company: facts.company, holders: facts.holders, positions, transfers: [] }),
        );
        return rows.length;
      });
    }
  }
  return { written };
}
