import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/**
 * 确权 records (ADR 74): one `rights_confirmation` row per holder account per company. The 000 §4
 * gate (`countUnconfirmed`) refuses holders whose row says 0; 550301's approval sets it to 1 with
 * the application that confirmed it. Public through index.ts.
 */

/** What a 确权 application is about: the account's shares of the company and its recorded flag. */
export async function rightsConfirmationFacts(
  tx: Executor,
  key: { tenantId: string; companyId: string; holderId: string },
): Promise<{ held: bigint; confirmed: number | null }> {
  const [row] = await rows<{ held: string; confirmed: number | null }>(
    tx,
    sql`select (select coalesce(sum(g.held), 0)::text from holding g
                 where g.tenant_id = ${key.tenantId} and g.company_id = ${key.companyId}
                   and g.holder_id = ${key.holderId}) as held,
               (select r.confirmed::int from rights_confirmation r
                 where r.company_id = ${key.companyId} and r.holder_id = ${key.holderId}) as confirmed`,
  );
  return { held: BigInt(row?.held ?? '0'), confirmed: row?.confirmed ?? null };
}

/**
 * Records the holder's rights as confirmed by `bizSn`, unless they already are: answers whether
 * this call confirmed them. One statement (an upsert guarded by `confirmed = 0`), so of two
 * approvals racing for the same holder exactly one confirms and the other learns it did not.
 */
export async function confirmHolderRights(
  tx: Executor,
  record: { tenantId: string; companyId: string; holderId: string; bizSn: string; at: Date },
): Promise<boolean> {
  const at = record.at.toISOString();
  const changed = await rows<{ holderId: string }>(
    tx,
    sql`insert into rights_confirmation as r
          (tenant_id, company_id, holder_id, confirmed, updated_at, confirmed_biz_sn, confirmed_at)
        values (${record.tenantId}, ${record.companyId}, ${record.holderId}, 1, ${at}, ${record.bizSn}, ${at})
        on conflict (company_id, holder_id) do update
          set confirmed = 1, updated_at = excluded.updated_at,
              confirmed_biz_sn = excluded.confirmed_biz_sn, confirmed_at = excluded.confirmed_at
          where r.confirmed = 0
        returning r.holder_id as "holderId"`,
  );
  return changed.length > 0;
}

/** Whether the login account is bound to the holder account (the investor's own, verified at opening). */
export async function isHolderBoundTo(tx: Executor, accountId: string, holderId: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from account_holder where account_id = ${accountId}::uuid and holder_id = ${holderId}::uuid`,
  );
  return found.length > 0;
}

/**
 * Marks holders of a company as not having confirmed their rights (确权 0): a register taken into
 * custody with holders marked 是否确权 = 否, or the demo register. A row already there (confirmed
 * or not) is left alone.
 */
export async function markHoldersUnconfirmed(
  tx: Executor,
  key: { tenantId: string; companyId: string; holderIds: readonly string[] },
): Promise<void> {
  if (key.holderIds.length === 0) return;
  await tx.execute(
    sql`insert into rights_confirmation (tenant_id, company_id, holder_id, confirmed)
        select ${key.tenantId}, ${key.companyId}::uuid, h::uuid, 0
        from unnest(${`{${key.holderIds.join(',')}}`}::text[]) as h
        on conflict do nothing`,
  );
}
