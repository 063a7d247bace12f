import { describe, expect, it } from 'vitest';
import { DICT_ROOT_KEY, type DictRow, findDictionaryProblems } from './dictionary-rows.js';
import {
  loadIndustryCategoryDictionary,
  loadIndustryGeneralDictionary,
  loadRegionRows,
  type RegionRow,
} from './reference-data.js';
import { readSeedJson } from './seed-data-dir.js';

const regions = loadRegionRows();
const regionAt = (code: string, level: number): RegionRow | undefined =>
  regions.find((row) => row.code === code && row.level === level);

describe('loadRegionRows', () => {
  it('has 31 provinces, 342 prefectures and 2,978 counties', () => {
    expect(regions.filter((row) => row.level === 1)).toHaveLength(31);
    expect(regions.filter((row) => row.level === 2)).toHaveLength(342);
    expect(regions.filter((row) => row.level === 3)).toHaveLength(2978);
  });

  it('keys rows by (code, level) and every parent exists one level up', () => {
    const keys = new Set(regions.map((row) => `${row.level}:${row.code}`));
    expect(keys.size).toBe(regions.length);
    for (const row of regions) {
      expect(row.code).toMatch(/^\d{6}$/);
      if (row.level === 1) expect(row.parentCode).toBeNull();
      else expect(keys.has(`${row.level - 1}:${row.parentCode}`), `${row.code} ${row.name}`).toBe(true);
    }
  });

  it('looks up rows by (code, level)', () => {
    expect(regionAt('110000', 1)?.name).toBe('北京市');
    expect(regionAt('330106', 3)).toMatchObject({ name: '西湖区', parentCode: '330100' });
    expect(regionAt('441900', 2)).toMatchObject({
      name: '东莞市',
      parentCode: '440000',
      isPlaceholder: false,
    });
    expect(regionAt('441900', 3)).toMatchObject({ name: '东莞市', parentCode: '441900' });
    expect(regionAt('441900', 1)).toBeUndefined();
  });

  it('flags the 9 placeholders and 124 statistical zones', () => {
    const placeholders = regions.filter((row) => row.isPlaceholder);
    expect(placeholders).toHaveLength(9);
    expect(placeholders.every((row) => row.level === 2)).toBe(true);
    expect(regionAt('110100', 2)).toMatchObject({ name: '市辖区', isPlaceholder: true });
    const zones = regions.filter((row) => row.isStatisticalZone);
    expect(zones).toHaveLength(124);
    expect(zones.every((row) => row.level === 3 && /7\d$/.test(row.code))).toBe(true);
    expect(regionAt('320576', 3)).toMatchObject({ name: '苏州工业园区', isStatisticalZone: true });
  });

  it('numbers siblings from 1, statistical zones after the regular counties', () => {
    const suzhou = regions.filter((row) => row.parentCode === '320500' && row.level === 3);
    const sorts = suzhou.map((row) => row.sort).sort((a, b) => a - b);
    expect(sorts).toEqual(suzhou.map((_, index) => index + 1));
    const lastRegular = Math.max(...suzhou.filter((row) => !row.isStatisticalZone).map((row) => row.sort));
    expect(regionAt('320576', 3)?.sort).toBeGreaterThan(lastRegular);
    expect(regionAt('110000', 1)?.sort).toBe(1);
  });

  it('lists parents before children', () => {
    const seen = new Set<string>();
    for (const row of regions) {
      if (row.parentCode !== null) expect(seen.has(`${row.level - 1}:${row.parentCode}`)).toBe(true);
      seen.add(`${row.level}:${row.code}`);
    }
  });
});

const countByDepth = (rows: DictRow[]): number[] => {
  const depth = new Map<string, number>([[DICT_ROOT_KEY, 0]]);
  const counts: number[] = [];
  for (const row of rows) {
    if (row.parentKey === null) continue;
    const d = (depth.get(row.parentKey) ?? Number.NaN) + 1;
    depth.set(row.dictKey, d);
    counts[d - 1] = (counts[d - 1] ?? 0) + 1;
  }
  return counts;
};

describe('loadIndustryGeneralDictionary', () => {
  const rows = loadIndustryGeneralDictionary();
  const byKey = new Map(rows.map((row) => [row.dictKey, row]));

  it('is a valid dictionary with a header row', () => {
    expect(findDictionaryProblems(rows)).toEqual([]);
    expect(rows[0]).toMatchObject({ code: 'industryGeneral', dictKey: '-1', parentKey: null });
    expect(rows.every((row) => row.code === 'industryGeneral')).toBe(true);
  });

  it('has 20 sections, 97 divisions, 473 groups and 1,381 classes', () => {
    expect(countByDepth(rows)).toEqual([20, 97, 473, 1381]);
  });

  it('uses official codes linked by parentKey', () => {
    expect(byKey.get('A')).toMatchObject({ dictValue: '农、林、牧、渔业', parentKey: '-1', sort: 1 });
    expect(byKey.get('01')).toMatchObject({ dictValue: '农业', parentKey: 'A' });
    expect(byKey.get('011')).toMatchObject({ dictValue: '谷物种植', parentKey: '01' });
    expect(byKey.get('0111')).toMatchObject({ dictValue: '稻谷种植', parentKey: '011' });
    expect(byKey.get('3741')).toMatchObject({ dictValue: '飞机制造', parentKey: '374' });
    expect(byKey.get('79')).toMatchObject({ dictValue: '土地管理业', parentKey: 'N' });
    for (const row of rows) {
      if (row.parentKey === null || row.parentKey === '-1') continue;
      const parentLength = /^[A-T]$/.test(row.parentKey) ? 1 : row.parentKey.length;
      expect(row.dictKey.length).toBe(parentLength === 1 ? 2 : parentLength + 1);
      if (parentLength > 1) expect(row.dictKey.startsWith(row.parentKey)).toBe(true);
    }
  });
});

describe('loadIndustryCategoryDictionary', () => {
  const rows = loadIndustryCategoryDictionary();

  it('has 19 sections and 90 divisions keyed like A and A01', () => {
    expect(findDictionaryProblems(rows)).toEqual([]);
    expect(countByDepth(rows)).toEqual([19, 90]);
    expect(rows.find((row) => row.dictKey === 'C39')).toMatchObject({
      code: 'industryCategory',
      dictValue: '计算机、通信和其他电子设备制造业',
      parentKey: 'C',
    });
    for (const row of rows.filter((r) => r.parentKey !== null && r.parentKey !== '-1')) {
      expect(row.dictKey).toMatch(new RegExp(`^${row.parentKey}\\d{2}$`));
    }
  });
});

describe('vendored reference files', () => {
  it('keep their provenance fields', () => {
    for (const file of ['cn-divisions-3level', 'gbt4754-2017', 'csrc-industry-2012']) {
      const json = readSeedJson(`reference/${file}.json`);
      expect(json).toHaveProperty('source');
      expect(json).toHaveProperty('licence');
      expect(json).toHaveProperty('counts');
    }
  });
});
