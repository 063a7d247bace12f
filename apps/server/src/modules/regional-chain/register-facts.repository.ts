import { sql } from 'drizzle-orm';
import { type Executor, preparedRows, rows } from '../../platform/db/database.js';
import type { MovementFacts, MovementLookups, StoredEventFact } from './register-movements.js';
import { companyFactsJson, ISO, type SubjectFacts } from './subject-facts.repository.js';

/**
 * The records the chain objects of a register change are made of: the company (its shares are the
 * 产品) and the holder accounts (账户, their 主体) — read in one statement, inside the change's
 * transaction, so the snapshot says what the register says at commit.
 */

export interface CompanyFacts {
  uuid: string;
  name: string;
  creditCode: string | null;
  issuedShares: string;
  regionCode: string | null;
  updatedAt: string;
  /** The 主体 facts of its credit code (ADR 85), when it has one. */
  subject: SubjectFacts | null;
}

export interface HolderFacts {
  uuid: string;
  accountNumber: string;
  organType: number;
  status: number;
  createdAt: string;
}

/** A holder account as the 主体 and 账户 bodies need it (one JSON object per row `h`). */
const HOLDER_JSON = sql`json_build_object('uuid', h.uuid, 'accountNumber', h.account_number,
  'organType', h.organ_type, 'status', h.status, 'createdAt', ${ISO('h.created_at')})`;

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;
const ints = (seqs: readonly number[]) => `{${seqs.join(',')}}`;

/**
 * The facts of a change in one statement: the company, the holder accounts (those named and those
 * of the looked-up movements), the holding of each seizure's freeze the change could not place and
 * each reversed event with, for a reversed seizure, its freeze's holding (ADR 87).
 */
export async function readRegisterFacts(
  tx: Executor,
  tenantId: string,
  companyId: string,
  holderIds: readonly string[],
  lookups: MovementLookups = { encumbranceSeqs: [], reversedSeqs: [] },
): Promise<{ company: CompanyFacts | null; holders: HolderFacts[] } & MovementFacts> {
  // One text whatever the change (ids and seqs are array parameters): prepared once per connection,
  // so its plan is not made again on every approval (ADR 77 amendment, the snapshots' cost).
  const [row] = await preparedRows<{
    company: CompanyFacts | null;
    holders: HolderFacts[] | null;
    seized: { seq: number; holderId: string; shareNature: string }[] | null;
    reversed: StoredEventFact[] | null;
  }>(
    tx,
    sql`with seized as (
          select n.created_seq::int as seq, n.holder_id, n.share_nature from encumbrance n
           where n.tenant_id = ${tenantId} and n.company_id = ${companyId}::uuid
             and n.created_seq = any(${ints(lookups.encumbranceSeqs)}::bigint[])),
        reversed as (
          select e.seq::int as seq, e.event_type as type, e.payload, n.holder_id, n.share_nature
            from register_event e
            left join encumbrance n on e.event_type = 'seizure' and n.company_id = e.company_id
                  and n.created_seq = (e.payload->>'encumbranceSeq')::bigint
           where e.tenant_id = ${tenantId} and e.company_id = ${companyId}::uuid
             and e.seq = any(${ints(lookups.reversedSeqs)}::bigint[]))
        select (select ${companyFactsJson(tenantId, 'c')}
                  from company c where c.tenant_id = ${tenantId} and c.uuid = ${companyId}::uuid) as company,
               (select json_agg(${HOLDER_JSON})
                  from holder_account h
                 where h.tenant_id = ${tenantId}
                   and (h.uuid = any(${uuids(holderIds)}::uuid[])
                        or h.uuid in (select holder_id from seized)
                        or h.uuid in (select holder_id from reversed)
                        or h.uuid in (select (payload->>'holderId')::uuid from reversed)
                        or h.uuid in (select (payload->>'toHolderId')::uuid from reversed))) as holders,
               (select json_agg(json_build_object('seq', seq, 'holderId', holder_id, 'shareNature', share_nature))
                  from seized) as seized,
               (select json_agg(json_build_object('seq', seq, 'type', type, 'payload', payload, 'source',
                         case when holder_id is null then null
                              else json_build_object('holderId', holder_id, 'shareNature', share_nature) end))
                  from reversed) as reversed`,
  );
  return {
    company: row?.company ?? null,
    holders: row?.holders ?? [],
    encumbrances: new Map(
      (row?.seized ?? []).map((s) => [s.seq, { holderId: s.holderId, shareNature: s.shareNature }]),
    ),
    reversed: new Map((row?.reversed ?? []).map((r) => [r.seq, r])),
  };
}

/** A company's whole register with each holding's last event (the backfill of ADR 77). */
export async function readCompanyHoldings(tx: Executor, tenantId: string, companyId: string) {
  return rows<{
    holderId: string;
    shareNature: string;
    held: string;
    pledged: string;
    frozen: string;
    locked: string;
    seq: number;
    eventType: string;
    occurredAt: string;
    bizSn: string | null;
    eventId: string;
  }>(
    tx,
    sql`select h.holder_id as "holderId", h.share_nature as "shareNature", h.held::text as held,
               h.pledged::text as pledged, h.frozen::text as frozen, h.locked::text as locked,
               e.seq::int as seq, e.event_type as "eventType", ${ISO('e.occurred_at')} as "occurredAt",
               e.biz_sn as "bizSn", e.id::text as "eventId"
          from holding h join register_event e on e.id = h.last_event_id
         where h.tenant_id = ${tenantId} and h.company_id = ${companyId}::uuid
         order by h.holder_id, h.share_nature`,
  );
}

/** The companies of a tenant that have a register. */
export async function companiesWithRegister(tx: Executor, tenantId: string): Promise<string[]> {
  const found = await rows<{ companyId: string }>(
    tx,
    sql`select distinct company_id as "companyId" from holding where tenant_id = ${tenantId} order by 1`,
  );
  return found.map((r) => r.companyId);
}

/**
 * Registration accounts by id, or every account of the tenant after `after` (the backfill's pages
 * of `limit`, account-number order), as the 主体 and 账户 bodies need them — one statement.
 */
export async function readHolderFacts(
  tx: Executor,
  tenantId: string,
  which: { holderIds: readonly string[] } | { after: string; limit: number },
): Promise<HolderFacts[]> {
  const filter =
    'holderIds' in which
      ? sql`h.uuid = any(${`{${which.holderIds.join(',')}}`}::uuid[])`
      : sql`h.account_number > ${which.after}`;
  const found = await rows<{ facts: HolderFacts }>(
    tx,
    sql`select ${HOLDER_JSON} as facts from holder_account h
         where h.tenant_id = ${tenantId} and ${filter}
         order by h.account_number${'limit' in which ? sql` limit ${which.limit}` : sql``}`,
  );
  return found.map((r) => r.facts);
}

/** A stored transfer, seizure or reversal of one that has no 转让报告 yet (the backfill, ADR 87). */
export interface UnreportedMovement extends StoredEventFact {
  eventId: string;
  occurredAt: string;
  bizSn: string | null;
  /** For a reversal: the event it reversed, with its freeze's holding when a seizure. */
  reversed: StoredEventFact | null;
}

/**
 * The company's movement events whose 转让报告 (`<reportPrefix><seq>`) does not exist, oldest first,
 * with what each needs: a seizure's freeze holding, a reversal's original event (only reversals of
 * a transfer or a seizure: the others move nothing and never get a report).
 */
export async function readUnreportedMovements(
  tx: Executor,
  tenantId: string,
  companyId: string,
  reportPrefix: string,
  page: { afterSeq: number; limit: number },
): Promise<UnreportedMovement[]> {
  const source = (n: string) =>
    sql.raw(`case when ${n}.holder_id is null then null
                  else json_build_object('holderId', ${n}.holder_id, 'shareNature', ${n}.share_nature) end`);
  return rows<UnreportedMovement>(
    tx,
    sql`select e.seq::int as seq, e.event_type as type, e.payload, e.id::text as "eventId",
               ${ISO('e.occurred_at')} as "occurredAt", e.biz_sn as "bizSn", ${source('n')} as source,
               case when r.id is null then null
                    else json_build_object('seq', r.seq, 'type', r.event_type, 'payload', r.payload,
                                           'source', ${source('rn')}) end as reversed
          from register_event e
          left join encumbrance n on e.event_type = 'seizure' and n.company_id = e.company_id
                and n.created_seq = (e.payload->>'encumbranceSeq')::bigint
          left join register_event r on e.event_type = 'reversal' and r.company_id = e.company_id
                and r.seq = (e.payload->>'reversesSeq')::bigint
          left join encumbrance rn on r.event_type = 'seizure' and rn.company_id = r.company_id
                and rn.created_seq = (r.payload->>'encumbranceSeq')::bigint
         where e.tenant_id = ${tenantId} and e.company_id = ${companyId}::uuid and e.seq > ${page.afterSeq}
           and (e.event_type in ('transfer', 'seizure') or r.event_type in ('transfer', 'seizure'))
           and not exists (select 1 from chain_object_version v
                            where v.tenant_id = ${tenantId} and v.object_id = ${reportPrefix} || e.seq::text)
         order by e.seq
         limit ${page.limit}`,
  );
}
