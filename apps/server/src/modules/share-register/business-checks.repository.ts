import type { Holding } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/**
 * The register's reads behind the workflow's register-business checks (read-only: the register
 * writes through `recordRegisterEvent`). Public through index.ts so the workflow reaches the
 * register only through functions, never its tables (ADR 36).
 */

export async function findCompany(tx: Executor, tenantId: string, companyId: string) {
  const found = await rows<{ uuid: string; name: string; isListing: boolean }>(
    tx,
    sql`select uuid, name, is_listing as "isListing" from company where tenant_id = ${tenantId} and uuid = ${companyId}`,
  );
  return found[0] ?? null;
}

/**
 * The accounts by number, each read FOR SHARE: a status change of one of them (ADR 67: 冻结, 销户,
 * which lock it FOR UPDATE) waits for this transaction, and this one for the change.
 */
export async function findHoldersByAccountNumber(tx: Executor, tenantId: string, accountNumbers: string[]) {
  if (accountNumbers.length === 0)
    return new Map<string, { uuid: string; holderName: string; status: number }>();
  const found = await rows<{ uuid: string; accountNumber: string; holderName: string; status: number }>(
    tx,
    sql`select uuid, account_number as "accountNumber", holder_name as "holderName", status from holder_account
        where tenant_id = ${tenantId} and account_number in (${sql.join(
          accountNumbers.map((n) => sql`${n}`),
          sql`, `,
        )})
        for share`,
  );
  return new Map(found.map((h) => [h.accountNumber, h]));
}

/** Holders of the company marked as not having confirmed their rights (确权 0). */
export async function countUnconfirmed(
  tx: Executor,
  companyId: string,
  holderIds: string[],
): Promise<number> {
  if (holderIds.length === 0) return 0;
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from rights_confirmation
        where company_id = ${companyId} and confirmed = 0 and holder_id in (${sql.join(
          holderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return row?.n ?? 0;
}

export async function findHolding(
  tx: Executor,
  companyId: string,
  holderId: string,
  shareNature: string,
): Promise<Holding | null> {
  const found = await rows<{ held: string; pledged: string; frozen: string; locked: string }>(
    tx,
    sql`select held::text, pledged::text, frozen::text, locked::text from holding
        where company_id = ${companyId} and holder_id = ${holderId} and share_nature = ${shareNature}`,
  );
  const h = found[0];
  return h
    ? {
        holderId,
        shareNature,
        held: BigInt(h.held),
        pledged: BigInt(h.pledged),
        frozen: BigInt(h.frozen),
        locked: BigInt(h.locked),
      }
    : null;
}

/** What a holder account still has across the register (ADR 67: 销户 is refused while it holds any). */
export async function holdingsSummaryOf(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<{ heldCompanies: number; heldShares: bigint; encumbrances: number }> {
  const [row] = await rows<{ companies: number; shares: string; encumbrances: number }>(
    tx,
    sql`select (select count(distinct company_id)::int from holding
                 where tenant_id = ${tenantId} and holder_id = ${holderId}::uuid and held > 0) as companies,
               (select coalesce(sum(held), 0)::text from holding
                 where tenant_id = ${tenantId} and holder_id = ${holderId}::uuid) as shares,
               (select count(*)::int from encumbrance
                 where tenant_id = ${tenantId} and holder_id = ${holderId}::uuid and status <> 'released') as encumbrances`,
  );
  return {
    heldCompanies: Number(row?.companies ?? 0),
    heldShares: BigInt(row?.shares ?? '0'),
    encumbrances: Number(row?.encumbrances ?? 0),
  };
}

/** A pledge of the company's register by the seq of the event that recorded it (550061, ADR 71). */
export async function findPledge(tx: Executor, tenantId: string, companyId: string, seq: number) {
  const found = await rows<{
    holderId: string;
    shareNature: string;
    status: string;
    quantity: string;
    partyName: string | null;
  }>(
    tx,
    sql`select holder_id as "holderId", share_nature as "shareNature", status, quantity::text,
               party_name as "partyName"
        from encumbrance
        where tenant_id = ${tenantId} and company_id = ${companyId} and created_seq = ${seq} and kind = 'pledge'`,
  );
  const e = found[0];
  return e ? { ...e, quantity: BigInt(e.quantity) } : null;
}
