import type { RegionLevel, RegionRow } from './reference-data.js';

/** A node of `GET /api/blade-system/region/lazy-tree`: the row plus whether it can be expanded. */
export interface RegionTreeChild extends RegionRow {
  hasChildren: boolean;
}

export interface RegionIndex {
  /** Row by (code, level). */
  get(code: string, level: RegionLevel): RegionRow | undefined;
  /** Children of the row (code, level), ordered by sort. */
  childrenOf(code: string, level: RegionLevel): RegionRow[];
  provinces(): RegionRow[];
}

const levelKey = (code: string, level: number): string => `${level}:${code}`;
const bySort = (a: RegionRow, b: RegionRow): number => a.sort - b.sort || a.code.localeCompare(b.code);

export function indexRegions(rows: readonly RegionRow[]): RegionIndex {
  const byKey = new Map<string, RegionRow>();
  const children = new Map<string, RegionRow[]>();
  for (const row of rows) {
    byKey.set(levelKey(row.code, row.level), row);
    if (row.parentCode !== null) {
      const key = levelKey(row.parentCode, row.level - 1);
      children.set(key, [...(children.get(key) ?? []), row]);
    }
  }
  for (const list of children.values()) list.sort(bySort);
  const provinces = rows.filter((row) => row.level === 1).sort(bySort);
  return {
    get: (code, level) => byKey.get(levelKey(code, level)),
    childrenOf: (code, level) => children.get(levelKey(code, level)) ?? [],
    provinces: () => provinces,
  };
}

/** True for an empty parentCode or the all-zero "country" codes (`0`, `00`, `000000`). */
export function isRootParentCode(parentCode: string | null | undefined): boolean {
  return parentCode === null || parentCode === undefined || /^0*$/.test(parentCode.trim());
}

/**
 * Children for the lazy tree. The request carries only a code, so it is read as the shallowest
 * row with that code; this matters for 东莞 441900, 中山 442000 and 儋州 460400, whose county
 * row repeats the city code: asking for 441900 returns that county row with hasChildren false,
 * so a three-level cascader can still be completed and expansion stops there. Placeholders (市辖区, 县,
 * 省直辖县级行政区划...) are returned as ordinary level-2 nodes and NBS statistical zones as
 * ordinary level-3 nodes after the regular counties; the flags let a client style or skip them.
 * 2- and 4-digit parent codes (`11`, `1101`) are right-padded to 6 digits.
 */
export function lazyTreeChildren(index: RegionIndex, parentCode?: string | null): RegionTreeChild[] {
  const withHasChildren = (row: RegionRow): RegionTreeChild => ({
    ...row,
    hasChildren: row.level < 3 && index.childrenOf(row.code, row.level).length > 0,
  });
  if (isRootParentCode(parentCode)) return index.provinces().map(withHasChildren);
  const code = (parentCode ?? '').trim().padEnd(6, '0');
  const levels: RegionLevel[] = [1, 2];
  const parent = levels.map((level) => index.get(code, level)).find((row) => row !== undefined);
  if (!parent) return [];
  return index.childrenOf(parent.code, parent.level).map(withHasChildren);
}

/** Province → prefecture → county path of a row, or an empty list when it is unknown. */
export function regionPath(index: RegionIndex, code: string, level: RegionLevel): RegionRow[] {
  const path: RegionRow[] = [];
  let current = index.get(code, level);
  while (current) {
    path.unshift(current);
    if (current.parentCode === null || current.level === 1) break;
    current = index.get(current.parentCode, (current.level - 1) as RegionLevel);
  }
  return path;
}

/**
 * Address-style name of a path: placeholder names are skipped and a name equal to the previous
 * one is not repeated, so 北京市/市辖区/东城区 reads 北京市东城区 and 广东省/东莞市/东莞市 reads
 * 广东省东莞市.
 */
export function formatRegionPath(path: readonly RegionRow[]): string {
  const names: string[] = [];
  for (const row of path) {
    if (row.isPlaceholder) continue;
    if (names[names.length - 1] === row.name) continue;
    names.push(row.name);
  }
  return names.join('');
}
