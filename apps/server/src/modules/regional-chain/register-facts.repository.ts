import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
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

export async function readRegisterFacts(
  tx: Executor,
  tenantId: string,
  companyId: string,
  holderIds: readonly string[],
): Promise<{ company: CompanyFacts | null; holders: HolderFacts[] }> {
  const [row] = await rows<{ company: CompanyFacts | null; holders: HolderFacts[] | null }>(
    tx,
    sql`select (select ${companyFactsJson(tenantId, 'c')}
                  from company c where c.tenant_id = ${tenantId} and c.uuid = ${companyId}::uuid) as company,
               (select json_agg(json_build_object('uuid', h.uuid, 'accountNumber', h.account_number,
                        'organType', h.organ_type, 'status', h.status, 'createdAt', ${ISO('h.created_at')}))
                  from holder_account h
                 where h.tenant_id = ${tenantId}
                   and h.uuid = any(${`{${holderIds.join(',')}}`}::uuid[])) as holders`,
  );
  return { company: row?.company ?? null, holders: row?.holders ?? [] };
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
