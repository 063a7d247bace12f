import { z } from 'zod';
import {
  type DictItemNode,
  type DictionarySource,
  type DictRow,
  flattenDictionary,
} from './dictionary-rows.js';
import { readSeedJson } from './seed-data-dir.js';

export const REGION_FILE = 'reference/cn-divisions-3level.json';
export const GBT4754_FILE = 'reference/gbt4754-2017.json';
export const CSRC2012_FILE = 'reference/csrc-industry-2012.json';

export type RegionLevel = 1 | 2 | 3;

/** One administrative division; (code, level) is the key, the code alone is not unique. */
export interface RegionRow {
  code: string;
  name: string;
  level: RegionLevel;
  parentCode: string | null;
  /** 1-based position among siblings: code order, NBS statistical zones after regular units. */
  sort: number;
  /** NBS grouping row at level 2 (市辖区, 县, 省直辖县级行政区划...), not a real prefecture. */
  isPlaceholder: boolean;
  /** County-level code xxxx7x (development zone etc.) found only in the NBS statistical list. */
  isStatisticalZone: boolean;
}

const sixDigits = z.string().regex(/^\d{6}$/);

const regionFileSchema = z.object({
  source: z.string().min(1),
  upstreamData: z.string().min(1),
  rows: z.array(
    z.object({
      code: sixDigits,
      name: z.string().min(1),
      level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      parent: sixDigits.nullable(),
      placeholder: z.boolean().optional(),
      nbsStatisticalZone: z.boolean().optional(),
      sameCodeAsParent: z.boolean().optional(),
    }),
  ),
});

/** The three-level NBS 2023 division list as region rows, provinces first, parents before children. */
export function loadRegionRows(): RegionRow[] {
  const file = regionFileSchema.parse(readSeedJson(REGION_FILE));
  const siblings = new Map<string, typeof file.rows>();
  for (const row of file.rows) {
    const key = `${row.level}:${row.parent ?? ''}`;
    siblings.set(key, [...(siblings.get(key) ?? []), row]);
  }
  const sortOf = new Map<string, number>();
  for (const group of siblings.values()) {
    const ordered = [...group].sort(
      (a, b) =>
        Number(a.nbsStatisticalZone ?? false) - Number(b.nbsStatisticalZone ?? false) ||
        a.code.localeCompare(b.code),
    );
    ordered.forEach((row, index) => {
      sortOf.set(`${row.level}:${row.code}`, index + 1);
    });
  }
  return [...file.rows]
    .sort((a, b) => a.level - b.level || a.code.localeCompare(b.code))
    .map((row) => ({
      code: row.code,
      name: row.name,
      level: row.level,
      parentCode: row.parent,
      sort: sortOf.get(`${row.level}:${row.code}`) ?? 0,
      isPlaceholder: row.placeholder ?? false,
      isStatisticalZone: row.nbsStatisticalZone ?? false,
    }));
}

const industryLevel = z.enum(['section', 'division', 'group', 'class']);
type IndustryLevel = z.infer<typeof industryLevel>;

const industryRowSchema = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  level: industryLevel,
  parent: z.string().min(1).nullable(),
});
type IndustryRow = z.infer<typeof industryRowSchema>;

const industryFileSchema = z.object({ source: z.string().min(1), rows: z.array(industryRowSchema) });

const GBT_CODE: Record<IndustryLevel, RegExp> = {
  section: /^[A-T]$/,
  division: /^\d{2}$/,
  group: /^\d{3}$/,
  class: /^\d{4}$/,
};
const CSRC_CODE: Partial<Record<IndustryLevel, RegExp>> = { section: /^[A-S]$/, division: /^[A-S]\d{2}$/ };

function industryTree(rows: readonly IndustryRow[], codeFormat: Partial<Record<IndustryLevel, RegExp>>) {
  const nodes = new Map<string, DictItemNode>();
  const roots: DictItemNode[] = [];
  for (const row of rows) {
    const format = codeFormat[row.level];
    if (!format?.test(row.code))
      throw new Error(`industry code ${row.code} is not a valid ${row.level} code`);
    if (nodes.has(row.code)) throw new Error(`duplicate industry code ${row.code}`);
    const siblings = row.parent === null ? roots : nodes.get(row.parent)?.children;
    if (!siblings) throw new Error(`industry code ${row.code}: parent ${row.parent} missing or later`);
    const node: DictItemNode = {
      dictKey: row.code,
      dictValue: row.name,
      sort: siblings.length + 1,
      children: [],
    };
    siblings.push(node);
    nodes.set(row.code, node);
  }
  return roots;
}

/**
 * Dictionary `industryGeneral`: GB/T 4754-2017 国民经济行业分类, 门类 → 大类 → 中类 → 小类
 * (20 / 97 / 473 / 1,381). dictKey is the official code (`A`, `01`, `011`, `0111`).
 */
export function loadIndustryGeneralDictionary(): DictRow[] {
  const file = industryFileSchema.parse(readSeedJson(GBT4754_FILE));
  const source: DictionarySource = {
    code: 'industryGeneral',
    name: '国民经济行业分类',
    remark:
      'GB/T 4754-2017 门类/大类/中类/小类，键为官方代码。出处：000 §7 字典调用；002 §3 登记表 industryGeneralKey、industryMediumKey、行业级联。',
    items: industryTree(file.rows, GBT_CODE),
  };
  return flattenDictionary(source);
}

/**
 * Dictionary `industryCategory`: CSRC 上市公司行业分类指引（2012年修订）, 门类 → 大类
 * (19 / 90). dictKey is the CSRC code (`A`, `A01`).
 */
export function loadIndustryCategoryDictionary(): DictRow[] {
  const file = industryFileSchema.parse(readSeedJson(CSRC2012_FILE));
  const source: DictionarySource = {
    code: 'industryCategory',
    name: '证监会行业分类',
    remark:
      '证监会《上市公司行业分类指引》2012 年修订版门类/大类，键如 A、A01（2023 年起上市公司改用新指引）。出处：000 §7 字典调用；002 §3 企业表单证监会行业。',
    items: industryTree(file.rows, CSRC_CODE),
  };
  return flattenDictionary(source);
}
