import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

// SQL of the public site's reference data and member display (issue 25 part F, ADR 82).

export interface AreaDbRow {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
}

/**
 * The cities of a province and their districts (GB/T 2260 levels 2 and 3), cities first, in the
 * shipped order. `onlyCity` keeps one city (tenant 116000's restriction, 002 §9).
 */
export async function findProvinceAreas(
  db: Executor,
  provinceCode: string,
  onlyCity: string | null,
): Promise<AreaDbRow[]> {
  const cityFilter: SQL = onlyCity ? sql`and r.code = ${onlyCity}` : sql``;
  return rows<AreaDbRow>(
    db,
    sql`with cities as (
          select r.code, r.name, r.level, r.parent_code, r.sort from region r
          where r.level = 2 and r.parent_code = ${provinceCode} ${cityFilter})
        select code, name, level::int as level, parent_code as "parentCode" from (
          select code, name, level, parent_code, sort, code as city from cities
          union all
          select d.code, d.name, d.level, d.parent_code, d.sort, d.parent_code as city from region d
          where d.level = 3 and d.parent_code in (select code from cities)) a
        order by city, level, sort, code`,
  );
}

export interface PublicMemberDbRow {
  id: string;
  custno: string;
  name: string;
  openedAt: string | null;
  address: string | null;
  companyCount: number;
}

const MEMBER_COLUMNS = sql`m.id::text as id, m.custno, m.chinese_name as name,
  to_char(p.opened_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as "openedAt", p.address,
  (select count(*)::int from member_company mc where mc.member_id = m.id and mc.status = 1) as "companyCount"`;

/** Open member institutions by member code, optionally by a fragment of the name, one page and the count. */
export async function findPublicMembers(
  tx: Executor,
  filter: { tenantId: string; key: string | undefined; limit: number; offset: number },
): Promise<{ records: PublicMemberDbRow[]; total: number }> {
  const parts: SQL[] = [sql`m.tenant_id = ${filter.tenantId}`, sql`m.status = 1`];
  if (filter.key !== undefined) {
    const literal = filter.key.replace(/[\\%_]/g, '\\$&');
    parts.push(sql`m.chinese_name like ${`%${literal}%`}`);
  }
  const where = sql.join(parts, sql` and `);
  const records = await rows<PublicMemberDbRow>(
    tx,
    sql`select ${MEMBER_COLUMNS} from member m left join member_profile p on p.member_id = m.id
        where ${where} order by m.custno limit ${filter.limit} offset ${filter.offset}`,
  );
  const counted = await rows<{ n: number }>(tx, sql`select count(*)::int as n from member m where ${where}`);
  return { records, total: Number(counted[0]?.n ?? 0) };
}

export async function findPublicMember(
  tx: Executor,
  tenantId: string,
  id: string,
): Promise<PublicMemberDbRow | null> {
  const [found] = await rows<PublicMemberDbRow>(
    tx,
    sql`select ${MEMBER_COLUMNS} from member m left join member_profile p on p.member_id = m.id
        where m.tenant_id = ${tenantId} and m.id = ${id}::uuid and m.status = 1`,
  );
  return found ?? null;
}
