import { describe, expect, it } from 'vitest';
import { resolveFieldStates } from './field-states.js';
import { type FormContext, resolveFormMode, showsBlockchainNotice } from './form-context.js';
import { parseFormSchema } from './parse-form-schema.js';
import type { FormSchema } from './schema.js';

function schemaOf(fields: unknown[]): FormSchema {
  const result = parseFormSchema({
    schemaVersion: 1,
    appId: '550001',
    nodeId: 'apply',
    title: '测试',
    groups: [{ key: 'main', title: '主要信息', fields }],
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.schema;
}

const required = [{ kind: 'required' }];
const staticOptions = { source: 'static', items: [{ value: '1', label: '一' }] };

const schema = schemaOf([
  { type: 'input', prop: 'plain', label: '普通', rules: required, maxLength: 100 },
  { type: 'textarea', prop: 'opinion', label: '意见', editInApprove: true, rules: required, maxLength: 200 },
  {
    type: 'upload',
    prop: 'files',
    label: '附件',
    rows: [{ prop: 'a', label: 'A', accept: ['pdf'], required: true }],
  },
  { type: 'select', prop: 'sel', label: '选择', disabled: true, options: staticOptions, rules: required },
  {
    type: 'lazySelect',
    prop: 'lazy',
    label: '懒加载',
    disabled: true,
    options: staticOptions,
    rules: required,
  },
  { type: 'dialogSearch', prop: 'dialog', label: '弹窗', disabled: true, rules: required },
  {
    type: 'subTable',
    prop: 'rows',
    label: '明细',
    columns: [
      { type: 'input', prop: 'x', label: 'X', editInApprove: true, rules: required },
      {
        type: 'input',
        prop: 'y',
        label: 'Y',
        conditions: { visibleWhen: { path: 'row.x', operator: 'eq', value: 'show' } },
        rules: required,
      },
    ],
  },
]);

const rows = [{ x: 'show' }, { x: 'hide' }];

describe('resolveFormMode (001 §1, §2, §4.5)', () => {
  const cases: [
    string,
    FormContext,
    { readOnly: boolean; approvalEditable: boolean; taskHandled: boolean },
  ][] = [
    ['apply', { nodeId: 'apply' }, { readOnly: false, approvalEditable: false, taskHandled: false }],
    [
      'UpdateApplyApprove',
      { nodeId: 'UpdateApplyApprove' },
      { readOnly: false, approvalEditable: false, taskHandled: false },
    ],
    [
      'UpdateApplyApprove2',
      { nodeId: 'UpdateApplyApprove2' },
      { readOnly: false, approvalEditable: false, taskHandled: false },
    ],
    [
      'SupRegApprove',
      { nodeId: 'SupRegApprove' },
      { readOnly: false, approvalEditable: false, taskHandled: false },
    ],
    [
      '已办',
      { nodeId: 'apply', taskItemState: '已办' },
      { readOnly: true, approvalEditable: false, taskHandled: true },
    ],
    [
      '已处理',
      { nodeId: 'apply', taskItemState: '已处理' },
      { readOnly: true, approvalEditable: false, taskHandled: true },
    ],
    [
      'taskRealFinished',
      { nodeId: 'apply', taskRealFinished: true },
      { readOnly: true, approvalEditable: false, taskHandled: true },
    ],
    [
      'PreliminaryApprove',
      { nodeId: 'PreliminaryApprove' },
      { readOnly: true, approvalEditable: true, taskHandled: false },
    ],
    [
      'RecheckApprove',
      { nodeId: 'RecheckApprove' },
      { readOnly: true, approvalEditable: true, taskHandled: false },
    ],
    ['FreeTask', { nodeId: 'FreeTask' }, { readOnly: true, approvalEditable: true, taskHandled: false }],
    ['detail node', { nodeId: 'detail' }, { readOnly: true, approvalEditable: false, taskHandled: false }],
    [
      'type=detail',
      { nodeId: 'apply', type: 'detail' },
      { readOnly: true, approvalEditable: false, taskHandled: false },
    ],
    [
      'approval page flag',
      { nodeId: 'SupRegApprove', isApprove: true },
      { readOnly: true, approvalEditable: true, taskHandled: false },
    ],
    [
      'approval node, task handled',
      { nodeId: 'RecheckApprove', taskItemState: '已办' },
      { readOnly: true, approvalEditable: false, taskHandled: true },
    ],
    [
      '待办 is not handled',
      { nodeId: 'apply', taskItemState: '待办' },
      { readOnly: false, approvalEditable: false, taskHandled: false },
    ],
  ];
  it.each(cases)('%s', (_name, context, expected) => {
    expect(resolveFormMode(context)).toMatchObject(expected);
  });

  it('applies the route effects of 001 §2', () => {
    expect(resolveFormMode({ nodeId: 'apply', route: '/process/changeDetial' })).toMatchObject({
      readOnly: false,
      attachmentsReadOnly: true,
      rowsLocked: true,
      showGroupNavigation: false,
    });
    expect(resolveFormMode({ nodeId: 'apply', route: '/companyAdmin' })).toMatchObject({
      attachmentsReadOnly: true,
      rowsLocked: false,
      showGroupNavigation: false,
    });
    expect(resolveFormMode({ nodeId: 'apply', route: '/investorInfo' }).showGroupNavigation).toBe(false);
    expect(resolveFormMode({ nodeId: 'apply', uuid: 'u-1' }).showGroupNavigation).toBe(false);
    expect(resolveFormMode({ nodeId: 'apply', route: '/process/apply' }).showGroupNavigation).toBe(true);
  });

  it('shows the blockchain notice only where 001 §2.11 says, and only when switched on', () => {
    expect(showsBlockchainNotice({ route: '/process/listedApplys' }, true)).toBe(true);
    expect(showsBlockchainNotice({ route: '/investor/550091' }, true)).toBe(true);
    expect(showsBlockchainNotice({ route: '/x', nodeId: 'apply' }, true)).toBe(true);
    expect(showsBlockchainNotice({ route: '/process/listedApplys' }, false)).toBe(false);
    expect(showsBlockchainNotice({ route: '/process/approve', nodeId: 'RecheckApprove' }, true)).toBe(false);
  });
});

describe('resolveFieldStates: read-only rules', () => {
  it('everything is editable and validated on an apply node', () => {
    const states = resolveFieldStates(schema, { rows }, { nodeId: 'apply' });
    expect(states.plain).toEqual({
      visible: true,
      disabled: false,
      readOnly: false,
      required: true,
      validated: true,
      maxLength: 100,
    });
    expect(states.opinion).toMatchObject({ readOnly: false, required: true, maxLength: 200 });
    expect(states.files).toMatchObject({ readOnly: false, validated: true });
    expect(states.rows?.canAddRows).toBe(true);
  });

  it('drops the rules of disabled fields except lazySelect and dialogSearch (001 §5.20)', () => {
    const states = resolveFieldStates(schema, {}, { nodeId: 'apply' });
    expect(states.sel).toMatchObject({ disabled: true, validated: false, required: false });
    expect(states.lazy).toMatchObject({ disabled: true, validated: true, required: true });
    expect(states.dialog).toMatchObject({ disabled: true, validated: true, required: true });
  });

  it('at approval nodes only editInApprove fields and columns stay editable, text capped at 50', () => {
    for (const nodeId of ['PreliminaryApprove', 'RecheckApprove', 'FreeTask']) {
      const states = resolveFieldStates(schema, { rows }, { nodeId });
      expect(states.plain).toMatchObject({
        readOnly: true,
        disabled: true,
        validated: false,
        required: false,
      });
      expect(states.opinion).toMatchObject({
        readOnly: false,
        disabled: false,
        validated: true,
        maxLength: 50,
      });
      expect(states.files?.readOnly).toBe(true);
      expect(states.lazy?.validated).toBe(false);
      expect(states.rows).toMatchObject({ readOnly: true, canAddRows: false });
      expect(states.rows?.rows?.[0]?.x).toMatchObject({ readOnly: false, validated: true, maxLength: 50 });
      expect(states.rows?.rows?.[0]?.y).toMatchObject({ readOnly: true, validated: false });
    }
  });

  it('a handled task is read-only everywhere, editInApprove included', () => {
    for (const taskItemState of ['已办', '已处理']) {
      const states = resolveFieldStates(schema, { rows }, { nodeId: 'RecheckApprove', taskItemState });
      for (const state of Object.values(states))
        expect(state).toMatchObject({ readOnly: true, validated: false });
      expect(states.rows?.rows?.[0]?.x?.readOnly).toBe(true);
    }
    const finished = resolveFieldStates(schema, {}, { nodeId: 'apply', taskRealFinished: true });
    expect(finished.opinion?.readOnly).toBe(true);
  });

  it('detail nodes are read-only, editInApprove included', () => {
    const states = resolveFieldStates(schema, {}, { nodeId: 'detail' });
    expect(states.opinion?.readOnly).toBe(true);
    expect(resolveFieldStates(schema, {}, { nodeId: 'apply', type: 'detail' }).plain?.readOnly).toBe(true);
  });

  it('the change-history page locks attachments and rows but not the other fields', () => {
    const states = resolveFieldStates(schema, { rows }, { nodeId: 'apply', route: '/process/changeDetial' });
    expect(states.files).toMatchObject({ readOnly: true, validated: false });
    expect(states.plain?.readOnly).toBe(false);
    expect(states.rows?.canAddRows).toBe(false);
  });
});

describe('resolveFieldStates: conditions', () => {
  const conditional = schemaOf([
    {
      type: 'select',
      prop: 'kind',
      label: '类型',
      options: {
        source: 'static',
        items: [
          { value: '1', label: '一' },
          { value: '2', label: '二' },
        ],
      },
    },
    {
      type: 'select',
      prop: 'sub',
      label: '子类型',
      options: {
        source: 'static',
        items: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ],
      },
      conditions: {
        visibleWhen: { path: 'form.kind', operator: 'notEmpty' },
        hiddenWhen: { path: 'context.nodeId', operator: 'eq', value: 'companyDetails' },
        requiredWhen: { path: 'form.kind', operator: 'eq', value: '1' },
        disabledWhen: { path: 'form.kind', operator: 'eq', value: '2' },
        setValue: { when: { path: 'form.kind', operator: 'eq', value: '2' }, value: 'b' },
        setOptions: {
          when: { path: 'form.kind', operator: 'eq', value: '2' },
          items: [{ value: 'b', label: 'B' }],
        },
      },
    },
    { type: 'input', prop: 'secret', label: '隐藏', hidden: true },
  ]);

  it('visibleWhen and hiddenWhen combine; hidden fields are not validated', () => {
    expect(resolveFieldStates(conditional, {}, { nodeId: 'apply' }).sub).toMatchObject({
      visible: false,
      validated: false,
    });
    expect(resolveFieldStates(conditional, { kind: '1' }, { nodeId: 'apply' }).sub).toMatchObject({
      visible: true,
    });
    expect(resolveFieldStates(conditional, { kind: '1' }, { nodeId: 'companyDetails' }).sub?.visible).toBe(
      false,
    );
    expect(resolveFieldStates(conditional, {}, { nodeId: 'apply' }).secret?.visible).toBe(false);
  });

  it('requiredWhen, disabledWhen, setValue and setOptions follow the form', () => {
    const one = resolveFieldStates(conditional, { kind: '1' }, { nodeId: 'apply' }).sub;
    expect(one).toEqual({ visible: true, disabled: false, readOnly: false, required: true, validated: true });
    const two = resolveFieldStates(conditional, { kind: 2 }, { nodeId: 'apply' }).sub;
    expect(two).toEqual({
      visible: true,
      disabled: true,
      readOnly: false,
      required: false,
      validated: false,
      value: 'b',
      options: [{ value: 'b', label: 'B' }],
    });
  });
});
