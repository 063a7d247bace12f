import { describe, expect, it } from 'vitest';
import { isPlainRows } from './display-table-defaults.js';
import { parseFormSchema } from './parse-form-schema.js';

const display = (defaultValue: unknown) => ({
  type: 'displayTable',
  prop: 'history',
  label: '办理记录',
  defaultValue,
  columns: [{ prop: 'bizSn', label: '业务编号' }],
});

const form = (field: unknown) => ({
  schemaVersion: 1,
  appId: '590001',
  nodeId: 'apply',
  title: '测试',
  groups: [{ key: 'g', title: '记录', fields: [{ type: 'input', prop: 'name', label: '名称' }, field] }],
});

const rowsOf = (result: ReturnType<typeof parseFormSchema>) =>
  result.ok ? (result.schema.groups[0]!.fields[1] as { defaultValue?: unknown }).defaultValue : undefined;

describe('display-table rows given as defaultValue (ADR 33)', () => {
  it('keeps the very array of plain rows on the parsed field, not a copy', () => {
    const rows = [
      { bizSn: 'SN1', shares: 100, done: true, remark: null },
      { bizSn: 'SN2', shares: 0, done: false, remark: '' },
    ];
    const raw = form(display(rows));
    const result = parseFormSchema(raw);
    expect(result.ok).toBe(true);
    expect(rowsOf(result)).toBe(rows);
    // The input schema is left as it was.
    expect((raw.groups[0]!.fields[1] as { defaultValue: unknown }).defaultValue).toBe(rows);
  });

  it('still refuses script text in a row, naming the cell', () => {
    const result = parseFormSchema(form(display([{ bizSn: 'SN1' }, { bizSn: 'javascript:alert(1)' }])));
    expect(result.ok ? [] : result.errors).toEqual([
      '不允许在配置中使用脚本：groups[0].fields[1].defaultValue[1].bizSn',
    ]);
  });

  it('leaves rows with nested cells to the general check, which accepts JSON and refuses the rest', () => {
    const nested = [{ bizSn: 'SN1', files: [{ name: 'a.pdf' }] }];
    expect(isPlainRows(nested)).toBe(false);
    const result = parseFormSchema(form(display(nested)));
    expect(rowsOf(result)).toEqual(nested);
    expect(isPlainRows([{ shares: Number.NaN }])).toBe(false);
    expect(parseFormSchema(form(display([{ shares: Number.NaN }]))).ok).toBe(false);
    expect(isPlainRows([new Date()])).toBe(false);
    expect(isPlainRows('rows')).toBe(false);
  });

  it('does not take rows of other field types', () => {
    const rows = [{ a: '1' }];
    const result = parseFormSchema(form({ type: 'input', prop: 'x', label: 'X', defaultValue: rows }));
    expect(result.ok).toBe(true);
    expect(rowsOf(result)).not.toBe(rows);
  });
});
