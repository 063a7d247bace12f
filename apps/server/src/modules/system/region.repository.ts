import type { RegionNode } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

interface RegionRow {
  code: string;
  level: number;
  parentCode: string | null;
  name: string;
  hasChildren: boolean;
}

function toNode(r: RegionRow): RegionNode {
  return {
    id: `${r.level}-${r.code}`,
    code: r.code,
    parentCode: r.parentCode,
    title: r.name,
    value: r.code,
    key: r.code,
    level: r.level,
    hasChildren: r.hasChildren,
  };
}

const select = sql`select r.code, r.level, r.parent_code as "parentCode", r.name,
  exists (select 1 from region c where c.parent_code = r.code and c.level = r.level + 1) as "hasChildren"
  from region r`;

export async function findProvinces(db: Executor): Promise<RegionNode[]> {
  const found = await rows<RegionRow>(db, sql`${select} where r.level = 1 order by r.sort, r.code`);
  return found.map(toNode);
}

/**
 * Children of a region. A code names one region per level; children are the next level whose
 * parent is that code (a county sharing its prefecture's code is the prefecture's child).
 */
export async function findRegionChildren(db: Executor, parentCode: string): Promise<RegionNode[]> {
  const found = await rows<RegionRow>(
    db,
    sql`${select} where r.parent_code = ${parentCode}
          and r.level = (select min(p.level) + 1 from region p where p.code = ${parentCode})
        order by r.sort, r.code`,
  );
  return found.map(toNode);
}

export async function findRegion(db: Executor, code: string): Promise<RegionNode | null> {
  const found = await rows<RegionRow>(db, sql`${select} where r.code = ${code} order by r.level limit 1`);
  return found[0] ? toNode(found[0]) : null;
}

/**
 * Whether a province / city / district chain is real: each code at its level (1, 2, 3) and each
 * the child of the one before (codes are unique only per level). Missing links are skipped:
 * a province alone, or a province and its city, are valid chains.
 */
export async function regionChainProblem(
  db: Executor,
  chain: { province: string | null; city: string | null; district: string | null },
): Promise<'province' | 'city' | 'district' | null> {
  const links: ['province' | 'city' | 'district', string | null, number, string | null][] = [
    ['province', chain.province, 1, null],
    ['city', chain.city, 2, chain.province],
    ['district', chain.district, 3, chain.city],
  ];
  for (const [name, code, level, parent] of links) {
    if (code === null) continue;
    const found = await rows<{ parentCode: string | null }>(
      db,
      sql`select parent_code as "parentCode" from region where code = ${code} and level = ${level}`,
    );
    if (found.length === 0) return name;
    if (parent !== null && found[0]?.parentCode !== parent) return name;
  }
  return null;
}
