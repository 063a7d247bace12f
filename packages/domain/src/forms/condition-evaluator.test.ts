import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition, resolveConditionPath } from './condition-evaluator.js';
import type { ConditionScope } from './form-context.js';
import { CONDITION_OPERATORS, type ConditionNode, type ConditionOperator } from './schema-conditions.js';

const scope: ConditionScope = {
  form: {
    text: 'hello world',
    one: '1',
    num: 12.5,
    decimal: '100.10',
    big: '9007199254740993',
    grouped: '1,234.50',
    zero: 0,
    blank: '   ',
    empty: '',
    nil: null,
    flag: true,
    list: ['a', '2', 3],
    emptyList: [],
    emptyObject: {},
    date: '2024-03-01',
    nested: { a: { b: 'deep' } },
    rows: [{ x: 'r0' }, { x: 'r1' }],
  },
  context: { nodeId: 'apply', type: 'edit', appId: '550001', taskItemState: '待办', isApprove: false },
  row: { holderType: '2' },
};

const check = (path: string, operator: ConditionOperator, value?: unknown) =>
  evaluateCondition({ path, operator, value } as ConditionNode, scope);

type Row = [string, ConditionOperator, unknown, boolean];

const table: Record<ConditionOperator, Row[]> = {
  eq: [
    ['form.one', 'eq', '1', true],
    ['form.one', 'eq', 1, true],
    ['form.num', 'eq', '12.50', true],
    ['form.one', 'eq', '01', false],
    ['form.flag', 'eq', true, true],
    ['form.flag', 'eq', 'true', false],
    ['form.missing', 'eq', null, true],
    ['form.nil', 'eq', null, true],
    ['form.missing', 'eq', '', false],
    ['form.list', 'eq', 'a', false],
    ['form.nested.a.b', 'eq', 'deep', true],
    ['form.rows.1.x', 'eq', 'r1', true],
    ['form.rows.5.x', 'eq', 'r1', false],
    ['context.nodeId', 'eq', 'apply', true],
    ['context.isApprove', 'eq', false, true],
    ['row.holderType', 'eq', '2', true],
  ],
  ne: [
    ['form.one', 'ne', '2', true],
    ['form.one', 'ne', 1, false],
    ['form.missing', 'ne', '1', true],
    ['context.nodeId', 'ne', 'apply', false],
  ],
  in: [
    ['form.one', 'in', ['1', '2'], true],
    ['form.one', 'in', [2, 3], false],
    ['form.num', 'in', [12.5], true],
    ['form.list', 'in', ['x', 3], true],
    ['form.list', 'in', ['x'], false],
    ['form.missing', 'in', ['1'], false],
    ['context.nodeId', 'in', ['apply', 'UpdateApplyApprove'], true],
  ],
  notIn: [
    ['form.one', 'notIn', ['2'], true],
    ['form.one', 'notIn', ['1'], false],
    ['form.missing', 'notIn', ['1'], true],
  ],
  gt: [
    ['form.decimal', 'gt', '100.1', false],
    ['form.decimal', 'gt', 100, true],
    ['form.big', 'gt', '9007199254740992', true],
    ['form.grouped', 'gt', 1234, true],
    ['form.text', 'gt', 1, false],
    ['form.missing', 'gt', 0, false],
    ['form.date', 'gt', '2024-02-29', true],
    ['form.list', 'gt', 0, false],
  ],
  gte: [
    ['form.decimal', 'gte', '100.1', true],
    ['form.zero', 'gte', 0, true],
    ['form.missing', 'gte', 0, false],
    ['form.date', 'gte', '2024-03-01', true],
  ],
  lt: [
    ['form.num', 'lt', '12.51', true],
    ['form.num', 'lt', 12.5, false],
    ['form.blank', 'lt', 1, false],
    ['form.date', 'lt', '2024-03-02', true],
  ],
  lte: [
    ['form.num', 'lte', '12.5', true],
    ['form.zero', 'lte', '-0.1', false],
    ['form.missing', 'lte', 100, false],
  ],
  empty: [
    ['form.missing', 'empty', undefined, true],
    ['form.nil', 'empty', undefined, true],
    ['form.empty', 'empty', undefined, true],
    ['form.blank', 'empty', undefined, true],
    ['form.emptyList', 'empty', undefined, true],
    ['form.emptyObject', 'empty', undefined, true],
    ['form.zero', 'empty', undefined, false],
    ['form.flag', 'empty', undefined, false],
    ['form.text', 'empty', undefined, false],
  ],
  notEmpty: [
    ['form.text', 'notEmpty', undefined, true],
    ['form.zero', 'notEmpty', undefined, true],
    ['form.missing', 'notEmpty', undefined, false],
    ['form.emptyList', 'notEmpty', undefined, false],
  ],
  includes: [
    ['form.list', 'includes', 'a', true],
    ['form.list', 'includes', 2, true],
    ['form.list', 'includes', '3', true],
    ['form.list', 'includes', 'z', false],
    ['form.text', 'includes', 'lo w', true],
    ['form.text', 'includes', 'bye', false],
    ['form.num', 'includes', 2, true],
    ['form.missing', 'includes', 'a', false],
  ],
  notIncludes: [
    ['form.list', 'notIncludes', 'z', true],
    ['form.list', 'notIncludes', 'a', false],
    ['form.missing', 'notIncludes', 'a', true],
  ],
  startsWith: [
    ['form.text', 'startsWith', 'hello', true],
    ['form.text', 'startsWith', 'world', false],
    ['form.num', 'startsWith', '12', true],
    ['form.missing', 'startsWith', 'a', false],
    ['form.list', 'startsWith', 'a', false],
  ],
  matches: [
    ['form.text', 'matches', '/^hello/', true],
    ['form.text', 'matches', '/^HELLO/i', true],
    ['form.text', 'matches', '/^world/', false],
    ['form.num', 'matches', '/^\\d+\\.5$/', true],
    ['form.missing', 'matches', '/.*/', false],
    ['form.text', 'matches', '/(a+)+$/', false],
    ['form.text', 'matches', 'not a literal', false],
  ],
};

describe('evaluateCondition: every operator', () => {
  it('the table covers the whole closed operator list', () => {
    expect(Object.keys(table).sort()).toEqual([...CONDITION_OPERATORS].sort());
  });

  for (const operator of CONDITION_OPERATORS) {
    it.each(table[operator])(`%s ${operator} %j → %s`, (path, op, value, expected) => {
      expect(check(path, op, value)).toBe(expected);
    });
  }
});

describe('evaluateCondition: trees', () => {
  const yes: ConditionNode = { path: 'form.one', operator: 'eq', value: '1' };
  const no: ConditionNode = { path: 'form.one', operator: 'eq', value: '2' };

  it('combines with and / or, nested', () => {
    expect(evaluateCondition({ logic: 'and', items: [yes, yes] }, scope)).toBe(true);
    expect(evaluateCondition({ logic: 'and', items: [yes, no] }, scope)).toBe(false);
    expect(evaluateCondition({ logic: 'or', items: [no, yes] }, scope)).toBe(true);
    expect(evaluateCondition({ logic: 'or', items: [no, { logic: 'and', items: [yes, yes] }] }, scope)).toBe(
      true,
    );
    expect(evaluateCondition({ logic: 'and', items: [] }, scope)).toBe(true);
    expect(evaluateCondition({ logic: 'or', items: [] }, scope)).toBe(false);
  });

  it('reads paths without following prototypes', () => {
    expect(resolveConditionPath('form.text.length', scope)).toBeUndefined();
    expect(resolveConditionPath('form.constructor', scope)).toBeUndefined();
    expect(resolveConditionPath('form.__proto__', scope)).toBeUndefined();
    expect(resolveConditionPath('row.holderType', { form: {}, context: {} })).toBeUndefined();
    expect(resolveConditionPath('other.x', scope)).toBeUndefined();
  });

  it('is total: never throws, whatever the data and the condition', () => {
    const anyNode = fc.record({
      path: fc.oneof(fc.string(), fc.constantFrom('form.a', 'form.a.0.b', 'context.nodeId', 'row.x')),
      operator: fc.constantFrom(...CONDITION_OPERATORS),
      value: fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.constant('/^a+$/')),
    });
    fc.assert(
      fc.property(anyNode, fc.jsonValue(), (node, a) => {
        const result = evaluateCondition(node as ConditionNode, { form: { a }, context: {} });
        expect(typeof result).toBe('boolean');
      }),
    );
  });
});
