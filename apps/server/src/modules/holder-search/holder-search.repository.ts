import { fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { auditInsertForRows } from '../../platform/audit.js';
import { companiesServedByMember } from '../identity/index.js';
import type { SearchScope } from './scope.js';

/** A holder_account row as the search reads it (unmasked; the service masks). */
export interface HolderRow {
  uuid: string;
  accountNumber: string;
  holderName: string;
  organType: number;
  certType: string;
  certificateNo: string;
  mobile: string | null;
  capitalAccount: string | null;
  userCode: string | null;
  status: number;
  holderType: number;
  companyId: string | null;
  productType: string | null;
  isSign: number;
}

/** Every filter the holder calls combine (all optional but the tenant); values are parameters. */
export interface HolderFilter {
  tenantId: string;
  /** Chinese substring of the holder name (the cjk_bigrams GIN pattern). */
  nameContains?: string | undefined;
  /** Exact holder name (the GIN index narrows, equality decides). */
  nameEquals?: string | undefined;
  /** Exact account number OR certificate number (the free `key` when it has no Chinese). */
  accountOrCertificate?: string | undefined;
  accountNumber?: string | undefined;
  certificateNo?: string | undefined;
  certType?: string | undefined;
  userCode?: string | undefined;
  mobile?: string | undefined;
  companyId?: string | undefined;
  /** Substring of the name of the holder's company. */
  companyNameContains?: string | undefined;
  /** Exact name of the holder's company. */
  companyNameEquals?: string | undefined;
  /** The company's register: accounts opened for it and every account holding its shares (ADR 65). */
  registerOf?: string | undefined;
  organType?: number | undefined;
  holderType?: number | undefined;
  status?: number | undefined;
  isSign?: number | undefined;
  /** Product types to keep; undefined = no filter (999 was given or nothing). */
  productTypes?: string[] | undefined;
}

/**
 * The answer's columns. The company an account was opened for is shown only when the scope may
 * see that company (issue 18): an enterprise or member also sees accounts that merely hold its
 * companies' shares, opened for some other company it must not learn of.
 */
function columnsFor(scope: SearchScope): SQL {
  const companies = scope.kind === 'enterprise' || scope.kind === 'member' ? scopeCompanies(scope) : null;
  const companyId =
    companies === null
      ? sql`h.company_id`
      : sql`case when h.company_id in ${companies} then h.company_id end`;
  return sql`h.uuid, h.account_number as "accountNumber", h.holder_name as "holderName",
  h.organ_type as "organType", h.cert_type as "certType", h.certificate_no as "certificateNo",
  h.mobile, h.capital_account as "capitalAccount", h.user_code as "userCode", h.status,
  h.holder_type as "holderType", ${companyId} as "companyId", h.product_type as "productType",
  h.is_sign as "isSign"`;
}

/**
 * Name substrings go through `holder_ids_by_name` / `company_ids_by_name` (migration
 * 20261121150500): the cjk_bigrams GIN pattern inside SECURITY DEFINER functions filtering by
 * app_tenant_id(), because under row-level security the planner cannot use the GIN index
 * (`@>` and LIKE are not LEAKPROOF). They escape % and _ themselves.
 *
 * Each is called once per statement, as `= any(array(select …))` (an InitPlan): as a semi-join
 * (`in (select …)`) the planner may call it once per row of the outer table, and did on a fresh
 * register whose statistics said one row (0.9 s for 505 holders; holder-search-plan.test.ts).
 */
export function holdersNamed(q: string): SQL {
  return sql`h.uuid = any(array(select holder_ids_by_name(${q})))`;
}

/** Companies (an array of uuids, for `= any(…)`) whose name contains q, or equals it when `exact`. */
export function companiesNamed(tenantId: string, q: string, exact: boolean): SQL {
  return exact
    ? sql`array(select c.uuid from company c where c.tenant_id = ${tenantId}
        and c.uuid = any(array(select company_ids_by_name(${q}))) and c.name = ${q})`
    : sql`array(select company_ids_by_name(${q}))`;
}

function companyCondition(filter: HolderFilter): SQL[] {
  const parts: SQL[] = [];
  if (filter.companyNameContains !== undefined)
    parts.push(
      sql`h.company_id = any(${companiesNamed(filter.tenantId, filter.companyNameContains, false)})`,
    );
  if (filter.companyNameEquals !== undefined)
    parts.push(sql`h.company_id = any(${companiesNamed(filter.tenantId, filter.companyNameEquals, true)})`);
  return parts;
}

/** The companies a scope may see, as a subquery of company uuids (null = every company of the tenant). */
export function scopeCompanies(scope: SearchScope): SQL | null {
  switch (scope.kind) {
    case 'tenant':
      return null;
    case 'enterprise':
      return sql`(select ac.company_id from account_company ac
        where ac.account_id = ${scope.accountId} and ac.relation = 'enterprise')`;
    case 'member':
      return companiesServedByMember(scope.accountId);
    default:
      return sql`(select null::uuid where false)`;
  }
}

function scopeCondition(scope: SearchScope): SQL | null {
  if (scope.kind === 'tenant') return null;
  if (scope.kind === 'holders')
    return sql`h.uuid in (select ah.holder_id from account_holder ah where ah.account_id = ${scope.accountId})`;
  // A company's register is the accounts opened for it and every account holding its shares:
  // one investor's account may hold shares of several companies (holdings, not company_id).
  const companies = scopeCompanies(scope);
  return sql`(h.company_id in ${companies} or exists (select 1 from holding g
    where g.tenant_id = h.tenant_id and g.holder_id = h.uuid and g.company_id in ${companies}))`;
}

export function holderWhere(filter: HolderFilter, scope: SearchScope): SQL {
  const parts: SQL[] = [sql`h.tenant_id = ${filter.tenantId}`];
  const add = (condition: SQL | null) => {
    if (condition) parts.push(condition);
  };
  if (filter.nameContains !== undefined) add(holdersNamed(filter.nameContains));
  if (filter.nameEquals !== undefined)
    add(sql`${holdersNamed(filter.nameEquals)} and h.holder_name = ${filter.nameEquals}`);
  if (filter.accountOrCertificate !== undefined)
    add(
      sql`(h.account_number = ${filter.accountOrCertificate} or h.certificate_no = ${filter.accountOrCertificate})`,
    );
  if (filter.accountNumber !== undefined) add(sql`h.account_number = ${filter.accountNumber}`);
  if (filter.certificateNo !== undefined) add(sql`h.certificate_no = ${filter.certificateNo}`);
  if (filter.certType !== undefined) add(sql`h.cert_type = ${filter.certType}`);
  if (filter.userCode !== undefined) add(sql`h.user_code = ${filter.userCode}`);
  if (filter.mobile !== undefined) add(sql`h.mobile = ${filter.mobile}`);
  if (filter.companyId !== undefined) add(sql`h.company_id = ${filter.companyId}`);
  if (filter.registerOf !== undefined)
    add(sql`(h.company_id = ${filter.registerOf} or exists (select 1 from holding g
      where g.tenant_id = h.tenant_id and g.holder_id = h.uuid and g.company_id = ${filter.registerOf}))`);
  for (const condition of companyCondition(filter)) add(condition);
  if (filter.organType !== undefined) add(sql`h.organ_type = ${filter.organType}`);
  if (filter.holderType !== undefined) add(sql`h.holder_type = ${filter.holderType}`);
  if (filter.status !== undefined) add(sql`h.status = ${filter.status}`);
  if (filter.isSign !== undefined) add(sql`h.is_sign = ${filter.isSign}`);
  if (filter.productTypes !== undefined)
    add(
      sql`h.product_type in (${sql.join(
        filter.productTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  add(scopeCondition(scope));
  return sql.join(parts, sql` and `);
}

/** The one row of `holderSearchQuery`: the page (JSON) and the count when one was taken. */
export interface HolderSearchAnswer {
  page: HolderRow[];
  matchCount: number | null;
}

/**
 * One holder search as one statement (ADR 23): a page ordered by account number (unique per
 * tenant, so the order is total), the number of matches when the page alone cannot tell, and the
 * audit row of what was found, answered as one row. Every value is a placeholder: the statement
 * is compiled once per shape (`holderSearchQuery`).
 */
function holderSearchStatement(filter: HolderFilter, scope: SearchScope, counted: boolean): SQL {
  const where = holderWhere(filter, scope);
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  const count = !counted
    ? sql`null::int`
    : // CASE evaluates the count's subquery only when its condition holds.
      sql`case when ${offset}::int > 0 or (select count(*) from page) = ${limit}::int then
          (select count(*)::int from (select 1 from holder_account h where ${where}
            limit ${sql.placeholder('countLimit')}) c) end`;
  // The page travels as one JSON value: the driver parses one field of one row instead of
  // describing and building every column of every row.
  return sql`with page as (select ${columnsFor(scope)} from holder_account h where ${where}
      order by h.account_number limit ${limit} offset ${offset}),
    audited as (${auditInsertForRows(sql`page`)})
    select (select coalesce(json_agg(p order by p."accountNumber"), '[]') from page p) as page,
      ${count} as "matchCount"`;
}

const dialect = new PgDialect();
const compiledSearches = new Map<string, Query>();

/**
 * A holder search ready to send: the statement text of its shape (which filters are given, how
 * many product types, the scope's kind, whether it counts), compiled on first use, with this
 * search's values. Building and rendering the statement cost more Node time than the rest of the
 * search; the shapes are few, the texts fixed (they are prepared statements too).
 */
export function holderSearchQuery(options: {
  filter: HolderFilter;
  scope: SearchScope;
  limit: number;
  offset: number;
  /**
   * Count the matches, up to `countCap + 1` rows only, when the page is full or not the first (a
   * short first page is its own count). An exact count of a one-character name at a million
   * holders reads tens of thousands of rows, a capped one at most `countCap + 1`. Absent: no count.
   */
  countCap?: number;
  /** The audit row's values (`auditRowValues`). */
  audit: Record<string, unknown>;
}): Query {
  const values: Record<string, unknown> = {
    ...options.audit,
    limit: options.limit,
    offset: options.offset,
    countLimit: (options.countCap ?? 0) + 1,
  };
  // The shape names what is given; the values go under the placeholders' names.
  const shape: string[] = [];
  for (const key in options.filter) {
    const value = options.filter[key as keyof HolderFilter];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) values[`${key}.${i}`] = value[i];
      shape.push(`${key}[${value.length}]`);
    } else {
      values[key] = value;
      shape.push(key);
    }
  }
  if ('accountId' in options.scope) values['scope.accountId'] = options.scope.accountId;
  const counted = options.countCap !== undefined;
  const key = `${shape.sort().join(',')}|${options.scope.kind}|${counted}`;
  let compiled = compiledSearches.get(key);
  if (!compiled) {
    compiled = compileSearch(options.filter, options.scope, counted);
    compiledSearches.set(key, compiled);
  }
  return { sql: compiled.sql, params: fillPlaceholders(compiled.params, values) };
}

/** The statement of a search's shape, every value a placeholder named as `holderSearchQuery` fills it. */
function compileSearch(filter: HolderFilter, scope: SearchScope, counted: boolean): Query {
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    shaped[key] = Array.isArray(value)
      ? value.map((_, i) => sql.placeholder(`${key}.${i}`))
      : sql.placeholder(key);
  }
  const placed =
    'accountId' in scope
      ? { ...scope, accountId: sql.placeholder('scope.accountId') as unknown as string }
      : scope;
  return dialect.sqlToQuery(holderSearchStatement(shaped as unknown as HolderFilter, placed, counted));
}

/**
 * The holders of a `holderSearchQuery` answer, and the total: the count when one was taken
 * (capped at `cap`), else the page itself.
 */
export function readHolderSearch(
  answer: HolderSearchAnswer[],
  cap: number,
): { found: HolderRow[]; total: number; capped: boolean } {
  const found = answer[0]?.page ?? [];
  const n = answer[0]?.matchCount ?? null;
  if (n === null) return { found, total: found.length, capped: false };
  return n > cap ? { found, total: cap, capped: true } : { found, total: n, capped: false };
}
