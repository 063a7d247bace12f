import type { RegisterSortField } from '@rer/contracts';
import type { Encumbrance } from '@rer/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { encumbrance, registerSummary } from '../../db/schema-register.js';
import { type Executor, rows } from '../../platform/db/database.js';
import { encumbranceColumns } from './register.repository.js';

/**
 * The register page's reads (issue 18, ADR 28): one page of the stored projection searched,
 * sorted and cut in SQL; the whole register's totals; holder ids as one array parameter
 * (`= any($1::uuid[])`), never one bind parameter per holder (PostgreSQL allows 65,535).
 */

/** The page's search, as the holder search reads its free key: a name fragment or an exact number. */
export type RegisterKey = { nameContains: string } | { accountOrCertificate: string };

export interface RegisterTotals {
  lines: number;
  holders: number;
  held: bigint;
  available: bigint;
  pledged: bigint;
  frozen: bigint;
  locked: bigint;
}

export interface PageLine {
  holderId: string;
  accountNumber: string;
  holderName: string;
  organType: number;
  shareNature: string;
  held: bigint;
  pledged: bigint;
  frozen: bigint;
  locked: bigint;
}

/** A uuid[] parameter: one value however many ids (uuids need no quoting in an array literal). */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Holder accounts of the tenant the key names (a subquery of uuids). */
export function holdersKeyed(tenantId: string, key: RegisterKey): SQL {
  return 'nameContains' in key
    ? sql`(select holder_ids_by_name(${key.nameContains}))`
    : sql`(select k.uuid from holder_account k where k.tenant_id = ${tenantId}
          and (k.account_number = ${key.accountOrCertificate} or k.certificate_no = ${key.accountOrCertificate}))`;
}

/**
 * The whole register's totals: the company's `register_summary` row (ADR 34), kept by the
 * statement trigger on `holding` in the transaction of every register change; one row read, not
 * the register counted. No row: no holding was ever written.
 */
export async function registerTotals(tx: Executor, companyId: string): Promise<RegisterTotals> {
  const [row] = await tx
    .select({
      lines: registerSummary.lines,
      holders: registerSummary.holders,
      held: registerSummary.held,
      pledged: registerSummary.pledged,
      frozen: registerSummary.frozen,
      locked: registerSummary.locked,
    })
    .from(registerSummary)
    .where(eq(registerSummary.companyId, companyId));
  if (!row) return { lines: 0, holders: 0, held: 0n, available: 0n, pledged: 0n, frozen: 0n, locked: 0n };
  return {
    ...row,
    lines: Number(row.lines),
    holders: Number(row.holders),
    available: row.held - row.pledged - row.frozen - row.locked,
  };
}

const QUANTITY_ORDER: Record<string, SQL> = {
  held: sql`h.held`,
  available: sql`h.available`,
  pledged: sql`h.pledged`,
  frozen: sql`h.frozen`,
  locked: sql`h.locked`,
};

export interface PageRequest {
  tenantId: string;
  companyId: string;
  key: RegisterKey | null;
  sortField: RegisterSortField;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const keyedWhere = (request: Pick<PageRequest, 'tenantId' | 'companyId' | 'key'>): SQL =>
  sql`h.company_id = ${request.companyId} and h.held > 0${
    // An array made once (an InitPlan), not a semi-join the planner may drive row by row through
    // the set-returning name function: on PostgreSQL that ran for minutes at 70,000 holders.
    request.key ? sql` and h.holder_id = any(array${holdersKeyed(request.tenantId, request.key)})` : sql``
  }`;

/**
 * The statement of one page. Ordered by a quantity, the page is cut from the holdings alone and
 * only its lines are joined to their holders; ordered by a holder column, the join comes first.
 * Ties fall to holder id and share nature in the same direction, so pages never overlap and the
 * default order (held, descending) is `holding_register_order_idx` read backwards (exported for
 * the test that checks that plan, register-big.test.ts).
 */
export function pageStatement(request: PageRequest): SQL {
  const where = keyedWhere(request);
  const direction = request.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const quantity = QUANTITY_ORDER[request.sortField];
  const columns = sql`h.holder_id as "holderId", a.account_number as "accountNumber", a.holder_name as "holderName",
    a.organ_type as "organType", h.share_nature as "shareNature", h.held::text, h.pledged::text,
    h.frozen::text, h.locked::text`;
  const paging = sql`limit ${request.limit} offset ${request.offset}`;
  return quantity
    ? sql`with p as (select h.* from holding h where ${where}
            order by ${quantity} ${direction}, h.holder_id ${direction}, h.share_nature ${direction} ${paging})
          select ${columns} from p h join holder_account a on a.uuid = h.holder_id
          order by ${quantity} ${direction}, h.holder_id ${direction}, h.share_nature ${direction}`
    : sql`select ${columns} from holding h join holder_account a on a.uuid = h.holder_id where ${where}
          order by ${request.sortField === 'holderName' ? sql`a.holder_name` : sql`a.account_number`} ${direction},
            h.holder_id ${direction}, h.share_nature ${direction} ${paging}`;
}

/**
 * The lines of one page and, with a search, the number matching (without one the number is the
 * register's lines, from its kept totals).
 */
export async function pageOfRegister(
  tx: Executor,
  request: PageRequest,
): Promise<{ lines: PageLine[]; total: number }> {
  const found = await rows<
    Omit<PageLine, 'held' | 'pledged' | 'frozen' | 'locked'> &
      Record<'held' | 'pledged' | 'frozen' | 'locked', string>
  >(tx, pageStatement(request));
  const lines = found.map((r) => ({
    ...r,
    organType: Number(r.organType),
    held: BigInt(r.held),
    pledged: BigInt(r.pledged),
    frozen: BigInt(r.frozen),
    locked: BigInt(r.locked),
  }));
  return { lines, total: request.key ? await countKeyed(tx, keyedWhere(request)) : -1 };
}

async function countKeyed(tx: Executor, where: SQL): Promise<number> {
  const [row] = await rows<{ n: string }>(tx, sql`select count(*)::text as n from holding h where ${where}`);
  return Number(row!.n);
}

/** Holder accounts of the tenant among `ids` that the key names (as-of pages search the replay). */
export async function keyedHolderIds(tx: Executor, tenantId: string, key: RegisterKey): Promise<Set<string>> {
  const found = await rows<{ uuid: string }>(
    tx,
    sql`select uuid from ${holdersKeyed(tenantId, key)} as k(uuid)`,
  );
  return new Set(found.map((r) => r.uuid));
}

/** The encumbrances not released on the page's holders (their marks). */
export async function openEncumbrancesOf(
  tx: Executor,
  companyId: string,
  holderIds: string[],
): Promise<Encumbrance[]> {
  if (holderIds.length === 0) return [];
  return tx
    .select(encumbranceColumns)
    .from(encumbrance)
    .where(
      and(
        eq(encumbrance.companyId, companyId),
        ne(encumbrance.status, 'released'),
        sql`${encumbrance.holderId} = any(${uuidArray(holderIds)})`,
      ),
    );
}
