import { describe, expect, it } from 'vitest';
import { checkRowsPage, cutDisplayRows } from './display-table-paging.js';

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    bizSn: `SN${i + 1}`,
    shares: i,
    done: i % 2 === 0,
    remark: null,
  }));

const display = (prop: string, defaultValue: unknown) => ({
  type: 'displayTable',
  prop,
  label: '记录',
  defaultValue,
  columns: [{ prop: 'bizSn', label: '业务编号' }],
});

const form = (...fields: unknown[]) => ({
  schemaVersion: 1,
  appId: '590001',
  nodeId: 'apply',
  title: '测试',
  groups: [{ key: 'g', title: '记录', fields: [{ type: 'input', prop: 'name', label: '名称' }, ...fields] }],
});

const fieldsOf = (schema: unknown) =>
  (schema as { groups: { fields: { prop: string; defaultValue?: unknown }[] }[] }).groups[0]!.fields;

describe('display tables paged apart from their schema (ADR 33)', () => {
  it('cuts a table of more than firstRows plain rows to its first rows and reports the total', () => {
    const big = rowsOf(250);
    const raw = form(display('history', big), display('small', rowsOf(3)));
    const { schema, paged } = cutDisplayRows(raw, 100);
    expect(paged).toEqual([{ prop: 'history', total: 250 }]);
    const [input, history, small] = fieldsOf(schema);
    expect(history!.defaultValue).toEqual(big.slice(0, 100));
    expect(small!.defaultValue).toBe((raw.groups[0]!.fields[2] as { defaultValue: unknown }).defaultValue);
    expect(input).toBe(raw.groups[0]!.fields[0]);
    // The input is not changed.
    expect(fieldsOf(raw)[1]!.defaultValue).toHaveLength(250);
  });

  it('leaves exactly firstRows rows, rows that are not plain, and other shapes whole', () => {
    const nested = [...rowsOf(150), { bizSn: 'SN', cell: { nested: true } }];
    const raw = form(display('exact', rowsOf(100)), display('nested', nested));
    const { schema, paged } = cutDisplayRows(raw, 100);
    expect(paged).toEqual([]);
    expect(schema).toBe(raw);
    expect(cutDisplayRows('not a schema', 10)).toEqual({ schema: 'not a schema', paged: [] });
    expect(cutDisplayRows({ groups: 'x' }, 10).paged).toEqual([]);
  });

  it('checks a served page as the parser checks rows, naming the row by its place in the table', () => {
    expect(checkRowsPage('history', 200, rowsOf(5))).toBeNull();
    expect(checkRowsPage('history', 200, [{ a: 'x' }, { a: 'javascript:alert(1)' }])).toBe(
      '不允许在配置中使用脚本：history[201].a',
    );
    expect(checkRowsPage('history', 0, [{ a: '持股(万股)' }, { a: { b: 1 } }])).toBe(
      '展示表格的数据行只能包含文本、数字、布尔值或空值：history[1]',
    );
    expect(checkRowsPage('history', 0, null)).toBe('展示表格的数据必须为数组：history');
  });
});
