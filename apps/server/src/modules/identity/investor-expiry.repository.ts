import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/**
 * The qualification expiry (有效期至, a date) each given registration account's opening recorded in
 * its investor_profile (ADR 64), by holder id; accounts without one are absent.
 */
export async function findProfileQualificationExpiries(
  tx: Executor,
  holderIds: readonly string[],
): Promise<Map<string, string>> {
  if (holderIds.length === 0) return new Map();
  const found = await rows<{ holder_id: string; valid_until: string }>(
    tx,
    sql`select holder_id::text as holder_id, to_char(qualification_expires_on, 'YYYY-MM-DD') as valid_until
          from investor_profile
         where holder_id = any(${`{${holderIds.join(',')}}`}::uuid[])
           and qualification_expires_on is not null`,
  );
  return new Map(found.map((r) => [r.holder_id, r.valid_until]));
}

/**
 * Whether a registration account was opened by an investor opening (550130–550132: it has an
 * investor_profile), i.e. belongs to an investor the market onboarded with its suitability checks
 * (ADR 69), rather than a shareholder the register brought in (custody, import, demo data).
 */
export async function isInvestorOpenedAccount(tx: Executor, holderId: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from investor_profile where holder_id = ${holderId}::uuid limit 1`,
  );
  return found.length > 0;
}
