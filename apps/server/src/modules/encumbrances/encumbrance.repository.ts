import type { EncumbranceKindKey, EncumbranceStatusKey } from '@rer/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/**
 * SQL of the encumbrance queries and the public announcements (ADR 75): the register's
 * `encumbrance` projection with its company, its holder account and the days of the events that
 * created and last changed it. Every read is in the caller's tenant transaction (RLS applies) and
 * names the tenant as well.
 */

/** Whose encumbrances a read may return. */
export type EncumbranceScope =
  /** Register staff and the public announcements: the whole tenant. */
  | { kind: 'tenant' }
  /** An investor: the registration accounts bound to its login (only `holderId` when one is chosen). */
  | { kind: 'account'; accountId: string; holderId: string | null }
  /** An enterprise: its own register. */
  | { kind: 'company'; companyId: string };

export interface EncumbranceFilter {
  kinds?: readonly EncumbranceKindKey[] | undefined;
  status?: EncumbranceStatusKey | undefined;
  companyName?: string | undefined;
  holderName?: string | undefined;
  accountNumber?: string | undefined;
  /** Registration day (Beijing time), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  /** One encumbrance (an announcement's detail). */
  id?: string | undefined;
}

export interface EncumbranceDbRow {
  id: string;
  kind: EncumbranceKindKey;
  status: EncumbranceStatusKey;
  companyId: string;
  companyName: string;
  companyCreditCode: string | null;
  holderId: string;
  holderName: string;
  accountNumber: string;
  organType: number;
  certificateNo: string;
  shareNature: string;
  quantity: string;
  originalQuantity: string;
  partyName: string | null;
  partyCertType: string | null;
  documentNo: string | null;
  startsOn: string | null;
  endsOn: string | null;
  registeredOn: string;
  changedOn: string;
  createdEventId: string;
}

const chinaDay = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

function scopeCondition(scope: EncumbranceScope): SQL | null {
  switch (scope.kind) {
    case 'tenant':
      return null;
    case 'company':
      return sql`e.company_id = ${scope.companyId}`;
    case 'account': {
      const bound = sql`e.holder_id in (select ah.holder_id from account_holder ah
        where ah.account_id = ${scope.accountId})`;
      return scope.holderId === null ? bound : sql`${bound} and e.holder_id = ${scope.holderId}`;
    }
  }
}

function whereOf(tenantId: string, scope: EncumbranceScope, f: EncumbranceFilter): SQL {
  const parts: SQL[] = [sql`e.tenant_id = ${tenantId}`];
  const scoped = scopeCondition(scope);
  if (scoped) parts.push(scoped);
  if (f.id !== undefined) parts.push(sql`e.id = ${f.id}`);
  if (f.kinds) parts.push(sql`e.kind in ${f.kinds}`);
  if (f.status) parts.push(sql`e.status = ${f.status}`);
  // Names through the owner functions, so the CJK bigram indexes work under RLS (ADR 10).
  if (f.companyName) parts.push(sql`e.company_id = any(array(select company_ids_by_name(${f.companyName})))`);
  if (f.holderName) parts.push(sql`e.holder_id = any(array(select holder_ids_by_name(${f.holderName})))`);
  if (f.accountNumber) parts.push(sql`h.account_number = ${f.accountNumber}`);
  if (f.from) parts.push(sql`(ce.occurred_at at time zone 'Asia/Shanghai')::date >= ${f.from}::date`);
  if (f.to) parts.push(sql`(ce.occurred_at at time zone 'Asia/Shanghai')::date <= ${f.to}::date`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from encumbrance e
  join company c on c.uuid = e.company_id
  join holder_account h on h.uuid = e.holder_id
  join register_event ce on ce.id = e.created_event_id
  join register_event le on le.id = e.last_event_id`;

/** One page of encumbrances, newest registration first, and how many there are in all. */
export async function findEncumbrancePage(
  tx: Executor,
  options: {
    tenantId: string;
    scope: EncumbranceScope;
    filter: EncumbranceFilter;
    limit: number;
    offset: number;
  },
): Promise<{ records: EncumbranceDbRow[]; total: number }> {
  const where = whereOf(options.tenantId, options.scope, options.filter);
  const records = await rows<EncumbranceDbRow>(
    tx,
    sql`select e.id::text as id, e.kind, e.status, e.company_id as "companyId", c.name as "companyName",
          c.credit_code as "companyCreditCode", e.holder_id as "holderId", h.holder_name as "holderName",
          h.account_number as "accountNumber", h.organ_type as "organType",
          h.certificate_no as "certificateNo", e.share_nature as "shareNature",
          e.quantity::text as quantity, e.original_quantity::text as "originalQuantity",
          e.party_name as "partyName", e.party_cert_type as "partyCertType", e.document_no as "documentNo",
          e.starts_on::text as "startsOn", e.ends_on::text as "endsOn",
          ${chinaDay(sql`ce.occurred_at`)} as "registeredOn", ${chinaDay(sql`le.occurred_at`)} as "changedOn",
          e.created_event_id::text as "createdEventId"
        ${FROM}
        where ${where}
        order by e.created_event_id desc
        limit ${options.limit} offset ${options.offset}`,
  );
  const counted = await rows<{ n: number }>(tx, sql`select count(*)::int as n ${FROM} where ${where}`);
  return { records, total: Number(counted[0]?.n ?? 0) };
}
