import { describe, expect, it } from 'vitest';
import { loadRegionRows } from './reference-data.js';
import {
  formatRegionPath,
  indexRegions,
  isRootParentCode,
  lazyTreeChildren,
  regionPath,
} from './region-tree.js';

const index = indexRegions(loadRegionRows());
const names = (parentCode?: string | null) => lazyTreeChildren(index, parentCode).map((node) => node.name);

describe('lazyTreeChildren', () => {
  it('returns the 31 provinces for an empty or all-zero parent code', () => {
    for (const root of [undefined, null, '', '0', '00', '000000']) {
      const nodes = lazyTreeChildren(index, root);
      expect(nodes).toHaveLength(31);
      expect(nodes[0]).toMatchObject({ code: '110000', name: '北京市', level: 1, hasChildren: true });
    }
    expect(isRootParentCode('11')).toBe(false);
  });

  it('shows placeholders as ordinary prefecture-level nodes', () => {
    expect(lazyTreeChildren(index, '110000')).toEqual([
      expect.objectContaining({ code: '110100', name: '市辖区', isPlaceholder: true, hasChildren: true }),
    ]);
    expect(names('500000')).toEqual(['市辖区', '县']);
    expect(names('110100')).toContain('东城区');
  });

  it('accepts 2- and 4-digit parent codes', () => {
    expect(names('44')).toEqual(names('440000'));
    expect(names('3301')).toEqual(names('330100'));
  });

  it('returns the same-code county of 东莞 as a leaf', () => {
    const dongguan = lazyTreeChildren(index, '440000').find((node) => node.code === '441900');
    expect(dongguan).toMatchObject({ level: 2, hasChildren: true });
    expect(lazyTreeChildren(index, '441900')).toEqual([
      expect.objectContaining({
        code: '441900',
        name: '东莞市',
        level: 3,
        parentCode: '441900',
        hasChildren: false,
      }),
    ]);
  });

  it('lists statistical zones after regular counties and counties as leaves', () => {
    const suzhou = lazyTreeChildren(index, '320500');
    const firstZone = suzhou.findIndex((node) => node.isStatisticalZone);
    expect(suzhou[firstZone]?.name).toBe('苏州工业园区');
    expect(suzhou.slice(firstZone).every((node) => node.isStatisticalZone)).toBe(true);
    expect(suzhou.every((node) => !node.hasChildren)).toBe(true);
  });

  it('returns nothing for unknown codes and for counties', () => {
    expect(lazyTreeChildren(index, '999999')).toEqual([]);
    expect(lazyTreeChildren(index, '330106')).toEqual([]);
  });
});

describe('regionPath and formatRegionPath', () => {
  it('walks up by (code, level)', () => {
    expect(regionPath(index, '330106', 3).map((row) => row.name)).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(regionPath(index, '441900', 3).map((row) => row.level)).toEqual([1, 2, 3]);
    expect(regionPath(index, '123456', 3)).toEqual([]);
  });

  it('skips placeholder names and repeated names', () => {
    expect(formatRegionPath(regionPath(index, '110101', 3))).toBe('北京市东城区');
    expect(formatRegionPath(regionPath(index, '441900', 3))).toBe('广东省东莞市');
    expect(formatRegionPath(regionPath(index, '429004', 3))).toBe('湖北省仙桃市');
    expect(formatRegionPath(regionPath(index, '330106', 3))).toBe('浙江省杭州市西湖区');
  });
});
