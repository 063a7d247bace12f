import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** Leaf hashes are 64 hex digits (checked by the callers' tables): safe unquoted in an array literal. */

/** Reads of integrated entries by leaf hash or seq range, for modules that keep leaf hashes (ADR 77). */

export async function seqsOfLeaves(
  tx: Executor,
  tenantId: string,
  leafHashes: readonly string[],
): Promise<{ leafHash: string; seq: string }[]> {
  if (leafHashes.length === 0) return [];
  return rows(
    tx,
    sql`select encode(leaf_hash, 'hex') as "leafHash", min(seq)::text as seq from ledger_entry
         where tenant_id = ${tenantId}
           and leaf_hash = any(select decode(h, 'hex') from unnest(${`{${leafHashes.join(',')}}`}::text[]) h)
         group by leaf_hash`,
  );
}

export async function leavesInRange(
  tx: Executor,
  tenantId: string,
  range: { afterSeq: bigint; toSeq: bigint; kind: string },
): Promise<{ leafHash: string; seq: string }[]> {
  return rows(
    tx,
    sql`select encode(leaf_hash, 'hex') as "leafHash", seq::text as seq from ledger_entry
         where tenant_id = ${tenantId} and kind = ${range.kind}
           and seq > ${range.afterSeq.toString()}::int8 and seq <= ${range.toSeq.toString()}::int8
         order by seq`,
  );
}
