import { describe, expect, it } from 'vitest';
import { parseFormSchema } from './parse-form-schema.js';
import type { FormSchema } from './schema.js';
import { findHiddenValues, findReadOnlyChanges, listEdits } from './submission-guards.js';

function schemaOf(fields: unknown[]): FormSchema {
  const result = parseFormSchema({
    schemaVersion: 1,
    appId: '550001',
    nodeId: 'RecheckApprove',
    title: '测试',
    groups: [{ key: 'g', title: 'G', fields }],
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.schema;
}

const schema = schemaOf([
  { type: 'input', prop: 'name', label: '名称' },
  { type: 'textarea', prop: 'opinion', label: '意见', editInApprove: true },
  {
    type: 'subTable',
    prop: 'rows',
    label: '明细',
    columns: [
      { type: 'input', prop: 'amount', label: '金额' },
      { type: 'input', prop: 'note', label: '说明', editInApprove: true },
    ],
  },
  {
    type: 'displayTable',
    prop: 'history',
    label: '记录',
    columns: [
      { prop: 'bizSn', label: '编号' },
      { prop: 'remark', label: '备注', editInApprove: true },
    ],
  },
]);

const before = {
  name: '甲公司',
  opinion: '',
  rows: [{ amount: '1', note: 'a' }],
  history: [{ bizSn: 'B1', remark: '' }],
};

describe('findReadOnlyChanges', () => {
  it('allows any change where the form is editable', () => {
    const after = { name: '乙公司', opinion: 'x', rows: [], history: [] };
    expect(findReadOnlyChanges(schema, { nodeId: 'apply' }, before, after)).toEqual([]);
  });

  it('at approval nodes only editInApprove fields and columns may change', () => {
    const context = { nodeId: 'RecheckApprove' };
    const allowed = {
      ...before,
      opinion: '同意',
      rows: [{ amount: '1', note: '已核实' }],
      history: [{ bizSn: 'B1', remark: '备注' }],
    };
    expect(findReadOnlyChanges(schema, context, before, allowed)).toEqual([]);
    const refused = { ...allowed, name: '乙公司', rows: [{ amount: '2', note: 'a' }], history: [] };
    expect(findReadOnlyChanges(schema, context, before, refused)).toEqual([
      'name',
      'rows.0.amount',
      'history',
    ]);
  });

  it('names the cell a table with editInApprove columns changed outside them, each one', () => {
    const context = { nodeId: 'PreliminaryApprove' };
    const stored = {
      ...before,
      history: [
        { bizSn: 'B1', remark: '' },
        { bizSn: 'B2', remark: '' },
      ],
    };
    const sent = {
      ...stored,
      history: [
        { bizSn: 'B1', remark: '已核' },
        { bizSn: 'B9', remark: '', extra: 'x' },
      ],
    };
    expect(findReadOnlyChanges(schema, context, stored, sent)).toEqual([
      'history.1.bizSn',
      'history.1.extra',
    ]);
    const notARow = { ...stored, history: [{ bizSn: 'B1', remark: '' }, 'B2'] };
    expect(findReadOnlyChanges(schema, context, stored, notARow)).toEqual(['history.1']);
  });

  it('names at most 20 changed cells of one table', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ bizSn: `B${i}`, remark: '' }));
    const changed = many.map((row) => ({ ...row, bizSn: `${row.bizSn}x` }));
    const found = findReadOnlyChanges(
      schema,
      { nodeId: 'PreliminaryApprove' },
      { history: many },
      { history: changed },
    );
    expect(found).toHaveLength(20);
    expect(found[19]).toBe('history.19.bizSn');
  });

  it('rows may not be added or removed at an approval node', () => {
    const after = { ...before, rows: [...before.rows, { amount: '', note: 'new' }] };
    expect(findReadOnlyChanges(schema, { nodeId: 'FreeTask' }, before, after)).toEqual(['rows']);
  });

  it('nothing may change once the task is handled, nor on detail nodes', () => {
    const after = { ...before, opinion: '同意' };
    expect(
      findReadOnlyChanges(schema, { nodeId: 'RecheckApprove', taskItemState: '已办' }, before, after),
    ).toEqual(['opinion']);
    expect(findReadOnlyChanges(schema, { nodeId: 'detail' }, before, after)).toEqual(['opinion']);
    expect(findReadOnlyChanges(schema, { nodeId: 'apply', taskRealFinished: true }, before, after)).toEqual([
      'opinion',
    ]);
  });

  it('treats empty values alike and numbers as their text', () => {
    const stored = { name: '', opinion: null, rows: [{ amount: '1' }], history: [] };
    const sent = { opinion: '', rows: [{ amount: 1, note: '' }], history: null };
    expect(findReadOnlyChanges(schema, { nodeId: 'detail' }, stored, sent)).toEqual([]);
  });
});

describe('findHiddenValues', () => {
  const conditional = schemaOf([
    { type: 'input', prop: 'kind', label: '类型' },
    {
      type: 'input',
      prop: 'extra',
      label: '补充',
      conditions: { visibleWhen: { path: 'form.kind', operator: 'eq', value: 'x' } },
    },
    {
      type: 'input',
      prop: 'flag',
      label: '标识',
      hidden: true,
      defaultValue: '0',
      conditions: { setValue: { when: { path: 'form.kind', operator: 'eq', value: 'big' }, value: '1' } },
    },
    {
      type: 'subTable',
      prop: 'holders',
      label: '股东',
      columns: [
        { type: 'input', prop: 'type', label: '类型' },
        {
          type: 'input',
          prop: 'idNumber',
          label: '身份证号',
          conditions: { visibleWhen: { path: 'row.type', operator: 'eq', value: '2' } },
        },
      ],
    },
  ]);
  const context = { nodeId: 'apply' };

  it('reports values submitted for fields hidden by that submission', () => {
    expect(findHiddenValues(conditional, context, { kind: 'y', extra: 'sneaky' })).toEqual(['extra']);
    expect(findHiddenValues(conditional, context, { kind: 'x', extra: 'fine' })).toEqual([]);
    expect(findHiddenValues(conditional, context, { kind: 'y', extra: '' })).toEqual([]);
  });

  it('accepts the default value, the stored value and the value setValue imposes', () => {
    expect(findHiddenValues(conditional, context, { flag: '0' })).toEqual([]);
    expect(findHiddenValues(conditional, context, { flag: '1' })).toEqual(['flag']);
    expect(findHiddenValues(conditional, context, { kind: 'big', flag: '1' })).toEqual([]);
    expect(
      findHiddenValues(conditional, context, { kind: 'y', extra: 'old' }, { kind: 'x', extra: 'old' }),
    ).toEqual([]);
    expect(
      findHiddenValues(conditional, context, { kind: 'y', extra: 'new' }, { kind: 'x', extra: 'old' }),
    ).toEqual(['extra']);
  });

  it('checks hidden sub-table cells row by row', () => {
    const after = {
      holders: [
        { type: '2', idNumber: 'A' },
        { type: '1', idNumber: 'B' },
      ],
    };
    expect(findHiddenValues(conditional, context, after)).toEqual(['holders.1.idNumber']);
    const stored = {
      holders: [
        { type: '2', idNumber: 'A' },
        { type: '2', idNumber: 'B' },
      ],
    };
    expect(findHiddenValues(conditional, context, after, stored)).toEqual([]);
  });
});

describe('listEdits', () => {
  it('names the changed props and, in lists of rows, the changed cells; no values', () => {
    const stored = { name: '甲', address: '', rows: [{ a: '1', b: '' }, { a: '2' }], files: [{ id: 1 }] };
    const sent = {
      name: '甲',
      address: null,
      rows: [
        { a: '1', b: '' },
        { a: '2', b: 'x' },
      ],
      files: [],
      memo: 'm',
    };
    expect(listEdits(stored, sent)).toEqual({ paths: ['rows.1.b', 'files', 'memo'], count: 3 });
    expect(listEdits(stored, stored)).toEqual({ paths: [], count: 0 });
  });

  it('lists at most 50 paths and counts them all', () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ mobile: String(i) }));
    const edited = rows.map((row) => ({ mobile: `${row.mobile}0` }));
    const { paths, count } = listEdits({ rows }, { rows: edited });
    expect(paths).toHaveLength(50);
    expect(count).toBe(60);
    expect(paths[0]).toBe('rows.0.mobile');
  });
});
