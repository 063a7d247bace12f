import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// Financing needs (ADR 84): every statement runs in the caller's tenant transaction.

export interface NeedRow {
  id: number;
  companyId: string;
  companyName: string;
  title: string;
  method: string;
  amountWan: string;
  purpose: string;
  industry: string;
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
  regionName: string;
  description: string | null;
  status: number;
  reviewOpinion: string | null;
  reviewedAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  version: number;
  /** How many investors expressed interest (shown to the owner and staff only). */
  interestCount: number;
}

export interface NeedFields {
  title: string;
  method: string;
  amountWan: string;
  purpose: string;
  industry: string;
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
  description: string | null;
}

/** Which needs a list reads: one company's, the published ones, or all (staff), with filters. */
export interface NeedFilter {
  tenantId: string;
  companyId?: string;
  status?: number;
  method?: string;
  industry?: string;
  provinceCode?: string;
  cityCode?: string;
  /** A fragment of the project's or the enterprise's name. */
  keyword?: string;
  companyName?: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const SELECT = sql`select n.id::int as id, n.company_id as "companyId", c.name as "companyName", n.title,
    n.method, n.amount_wan::text as "amountWan", n.purpose, n.industry,
    n.province_code as "provinceCode", n.city_code as "cityCode", n.district_code as "districtCode",
    concat_ws('', rp.name, rc.name, rd.name) as "regionName", n.description, n.status::int as status,
    n.review_opinion as "reviewOpinion", ${iso('n.reviewed_at')} as "reviewedAt",
    ${iso('n.published_at')} as "publishedAt", ${iso('n.updated_at')} as "updatedAt", n.version,
    (select count(*)::int from financing_interest i where i.tenant_id = n.tenant_id and i.need_id = n.id) as "interestCount"`;
const FROM = sql`from financing_need n
  join company c on c.uuid = n.company_id
  left join region rp on rp.code = n.province_code and rp.level = 1
  left join region rc on rc.code = n.city_code and rc.level = 2
  left join region rd on rd.code = n.district_code and rd.level = 3`;

function whereOf(f: NeedFilter): SQL {
  const parts: SQL[] = [sql`n.tenant_id = ${f.tenantId}`];
  if (f.companyId) parts.push(sql`n.company_id = ${f.companyId}`);
  if (f.status !== undefined) parts.push(sql`n.status = ${f.status}`);
  if (f.method) parts.push(sql`n.method = ${f.method}`);
  if (f.industry) parts.push(sql`n.industry = ${f.industry}`);
  if (f.provinceCode) parts.push(sql`n.province_code = ${f.provinceCode}`);
  if (f.cityCode) parts.push(sql`n.city_code = ${f.cityCode}`);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    parts.push(sql`(n.title like ${like} or c.name like ${like})`);
  }
  if (f.companyName) parts.push(sql`c.name like ${`%${escapeLike(f.companyName)}%`}`);
  return sql.join(parts, sql` and `);
}

/**
 * One page and the count in one statement. Published lists order by publication, the others by the
 * latest change; the id breaks ties so pages never repeat or skip a row.
 */
export async function findNeedPage(
  tx: Executor,
  filter: NeedFilter,
  page: { limit: number; offset: number },
): Promise<{ records: NeedRow[]; total: number }> {
  const order = filter.status === 2 ? sql`n.published_at desc, n.id desc` : sql`n.updated_at desc, n.id desc`;
  const found = await rows<NeedRow & { total: number }>(
    tx,
    sql`${SELECT}, count(*) over ()::int as total ${FROM} where ${whereOf(filter)}
        order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
  const total = found[0]?.total ?? (page.offset > 0 ? await countNeeds(tx, filter) : 0);
  return { records: found.map(({ total: _t, ...r }) => r), total };
}

async function countNeeds(tx: Executor, filter: NeedFilter): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n ${FROM} where ${whereOf(filter)}`,
  );
  return row?.n ?? 0;
}

export async function findNeed(
  tx: Executor,
  tenantId: string,
  id: number,
  forUpdate = false,
): Promise<NeedRow | null> {
  const lock = forUpdate ? sql` for update of n` : sql``;
  const [row] = await rows<NeedRow>(
    tx,
    sql`${SELECT} ${FROM} where n.tenant_id = ${tenantId} and n.id = ${id}${lock}`,
  );
  return row ?? null;
}

export async function insertNeed(
  tx: Executor,
  key: { tenantId: string; companyId: string; createdBy: string },
  f: NeedFields,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into financing_need (tenant_id, company_id, created_by, title, method, amount_wan, purpose,
          industry, province_code, city_code, district_code, description)
        values (${key.tenantId}, ${key.companyId}, ${key.createdBy}, ${f.title}, ${f.method}, ${f.amountWan},
          ${f.purpose}, ${f.industry}, ${f.provinceCode}, ${f.cityCode}, ${f.districtCode}, ${f.description})
        returning id::int as id`,
  );
  if (!row) throw new Error('financing need not inserted');
  return row.id;
}

/**
 * Writes at the version read: the row changes only if nobody changed it since, and the version goes
 * up by one. Answers whether it changed (false → the caller reports the conflict).
 */
export async function updateNeedAt(
  tx: Executor,
  key: { tenantId: string; id: number; version: number },
  set: {
    fields?: NeedFields;
    status: number;
    review?: { by: string; opinion: string | null; publish: boolean };
  },
): Promise<boolean> {
  const parts: SQL[] = [sql`status = ${set.status}`, sql`updated_at = now()`, sql`version = version + 1`];
  const f = set.fields;
  if (f)
    parts.push(
      sql`title = ${f.title}, method = ${f.method}, amount_wan = ${f.amountWan}, purpose = ${f.purpose},
          industry = ${f.industry}, province_code = ${f.provinceCode}, city_code = ${f.cityCode},
          district_code = ${f.districtCode}, description = ${f.description}, review_opinion = null`,
    );
  if (set.status !== 2) parts.push(sql`published_at = null`);
  if (set.review) {
    parts.push(
      sql`reviewed_by = ${set.review.by}, reviewed_at = now(), review_opinion = ${set.review.opinion}`,
    );
    if (set.review.publish) parts.push(sql`published_at = now()`);
  }
  const changed = await rows<{ id: number }>(
    tx,
    sql`update financing_need set ${sql.join(parts, sql`, `)}
        where tenant_id = ${key.tenantId} and id = ${key.id} and version = ${key.version}
        returning id::int as id`,
  );
  return changed.length === 1;
}
