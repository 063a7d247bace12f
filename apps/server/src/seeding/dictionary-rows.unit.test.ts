import { describe, expect, it } from 'vitest';
import {
  assertValidDictionaryRows,
  type DictRow,
  findDictionaryProblems,
  flattenDictionary,
} from './dictionary-rows.js';

const rows = flattenDictionary({
  code: 'demo',
  name: '示例',
  remark: '测试用',
  items: [
    { dictKey: '1', dictValue: '甲', sort: 1, children: [{ dictKey: '11', dictValue: '甲一', sort: 1 }] },
    { dictKey: '2', dictValue: '乙', sort: 2, remark: '备注', isSealed: true },
  ],
});

describe('flattenDictionary', () => {
  it('puts a -1 header row first and links items by parentKey', () => {
    expect(rows).toEqual([
      {
        code: 'demo',
        dictKey: '-1',
        dictValue: '示例',
        parentKey: null,
        sort: 0,
        remark: '测试用',
        isSealed: false,
      },
      {
        code: 'demo',
        dictKey: '1',
        dictValue: '甲',
        parentKey: '-1',
        sort: 1,
        remark: null,
        isSealed: false,
      },
      {
        code: 'demo',
        dictKey: '11',
        dictValue: '甲一',
        parentKey: '1',
        sort: 1,
        remark: null,
        isSealed: false,
      },
      {
        code: 'demo',
        dictKey: '2',
        dictValue: '乙',
        parentKey: '-1',
        sort: 2,
        remark: '备注',
        isSealed: true,
      },
    ]);
    expect(findDictionaryProblems(rows)).toEqual([]);
  });
});

describe('findDictionaryProblems', () => {
  const broken = (change: Partial<DictRow>): DictRow[] => [...rows, { ...(rows[1] as DictRow), ...change }];

  it('reports duplicate keys, unknown parents and empty values', () => {
    expect(findDictionaryProblems(broken({}))).toEqual(['duplicate key demo/1']);
    expect(findDictionaryProblems(broken({ dictKey: '3', parentKey: '9' }))).toEqual([
      'unknown parentKey 9 (demo/3)',
    ]);
    expect(findDictionaryProblems(broken({ dictKey: '3', dictValue: ' ' }))).toEqual([
      'empty dictValue (demo/3)',
    ]);
    expect(findDictionaryProblems(broken({ dictKey: '3', parentKey: null }))).toEqual([
      'item without parent (demo/3)',
    ]);
  });

  it('reports a code without header row, and the assertion throws', () => {
    const headless = rows.filter((row) => row.dictKey !== '-1');
    expect(findDictionaryProblems(headless)).toContain('missing header row (demo)');
    expect(() => assertValidDictionaryRows(headless)).toThrow(/missing header row/);
  });
});
