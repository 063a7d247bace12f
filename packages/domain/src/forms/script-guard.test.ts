import { describe, expect, it } from 'vitest';
import { VALID } from '../validation-result.js';
import { createFormFunctionRegistry, lookupFormFunction } from './function-registry.js';
import { type ParseFormSchemaOptions, parseFormSchema } from './parse-form-schema.js';
import { looksLikeScript } from './script-guard.js';

const form = (fields: unknown[], extra: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  appId: '550001',
  nodeId: 'apply',
  title: '测试',
  groups: [{ key: 'main', title: '主要信息', fields }],
  ...extra,
});

const input = (prop: string, extra: Record<string, unknown> = {}) => ({
  type: 'input',
  prop,
  label: prop,
  ...extra,
});

const errorsOf = (json: unknown, options?: ParseFormSchemaOptions): string[] => {
  const result = parseFormSchema(json, options);
  return result.ok ? [] : result.errors;
};

describe('parseFormSchema: scripts are refused', () => {
  const table = (column: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type: 'displayTable',
    prop: 'rows',
    label: '列表',
    columns: [{ prop: 'x', label: 'X', ...column }],
    ...extra,
  });
  const slots: [string, unknown, string][] = [
    [
      'thenFn',
      {
        type: 'select',
        prop: 's',
        label: 'S',
        options: { source: 'endpoint', name: 'holders', thenFn: 'res => res.data' },
      },
      'groups[0].fields[0].options.thenFn',
    ],
    ['filterFn', table({ filterFn: 'function (v) { return v }' }), 'groups[0].fields[0].columns[0].filterFn'],
    [
      'buttonFn',
      table({}, { buttons: [{ label: '删除', buttonFn: 'this.remove(row)' }] }),
      'groups[0].fields[0].buttons[0].buttonFn',
    ],
    [
      'validator',
      input('a', { rules: [{ kind: 'custom', validator: 'checkIt' }] }),
      'groups[0].fields[0].rules[0].validator',
    ],
  ];
  it.each(slots)('a string in %s', (_slot, field, path) => {
    expect(errorsOf(form([field]))).toEqual([`不允许在配置中使用脚本：${path}`]);
  });

  it('refuses script-like text anywhere, even where a string is allowed', () => {
    const scripts = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the legacy placeholder syntax is the input under test
      '${form.a}',
      'javascript:alert(1)',
      'eval(x)',
      '() => 1',
      'function () {}',
      'new Function("x")',
    ];
    for (const text of scripts) {
      expect(errorsOf(form([input('a', { placeholder: text })]))).toEqual([
        '不允许在配置中使用脚本：groups[0].fields[0].placeholder',
      ]);
    }
    expect(errorsOf(form([input('a', { defaultValue: { nested: ['x => x'] } })]))).toEqual([
      '不允许在配置中使用脚本：groups[0].fields[0].defaultValue.nested[0]',
    ]);
  });

  it('does not mistake ordinary text for script', () => {
    for (const text of ['请输入企业名称', 'Function key', 'functional', '$ 100', '价格 >= 100']) {
      expect(looksLikeScript(text)).toBe(false);
    }
  });

  it('refuses configurations nested absurdly deep', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = { a: deep };
    expect(errorsOf(form([input('a', { defaultValue: deep })]))).toEqual(['配置嵌套超过64层：（根）']);
  });
});

describe('parseFormSchema: registered functions and widgets', () => {
  const registry = createFormFunctionRegistry();
  registry.register('notTest', { slot: 'validator', validate: () => VALID });
  registry.register('toOptions', { slot: 'thenFn', transform: () => [] });
  const custom = (fn: string) => input('a', { rules: [{ kind: 'custom', validator: { fn } }] });

  it('accepts references to registered functions of the right slot', () => {
    expect(errorsOf(form([custom('notTest')]), { functions: registry })).toEqual([]);
  });

  it('refuses unknown names and functions registered for another slot', () => {
    expect(errorsOf(form([custom('missing')]), { functions: registry })).toEqual([
      '未注册的配置函数「missing」：groups[0].fields[0].rules[0].validator.fn',
    ]);
    expect(errorsOf(form([custom('toOptions')]), { functions: registry })).toEqual([
      '配置函数「toOptions」不能用于 validator：groups[0].fields[0].rules[0].validator.fn',
    ]);
  });

  it('checks only the slots asked for', () => {
    const column = { prop: 'x', label: 'X', filterFn: { fn: 'formatMoney' } };
    const json = form([{ type: 'displayTable', prop: 'rows', label: 'R', columns: [column] }]);
    expect(errorsOf(json, { functions: registry })).toEqual([
      '未注册的配置函数「formatMoney」：groups[0].fields[0].columns[0].filterFn.fn',
    ]);
    expect(errorsOf(json, { functions: registry, checkedSlots: ['validator', 'thenFn'] })).toEqual([]);
  });

  it('checks widget names when the renderer lists them', () => {
    const json = form([{ type: 'widget', prop: 'w', label: 'W', widget: 'patentList' }]);
    expect(errorsOf(json)).toEqual([]);
    expect(errorsOf(json, { widgets: ['qualificationTable'] })).toEqual([
      '未注册的业务组件「patentList」：groups[0].fields[0].widget',
    ]);
  });

  it('checks behaviour names when the renderer lists them; a script is no behaviour (ADR 50)', () => {
    const json = form([input('name', { behaviours: ['companyPrefill'] })]);
    expect(errorsOf(json)).toEqual([]);
    expect(errorsOf(json, { behaviours: ['companyPrefill'] })).toEqual([]);
    expect(errorsOf(json, { behaviours: ['other'] })).toEqual([
      '未注册的表单行为「companyPrefill」：groups[0].fields[0].behaviours[0]',
    ]);
    const script = errorsOf(form([input('name', { behaviours: ['fetch("/x")'] })]));
    expect(script).toHaveLength(1);
    expect(script[0]).toContain('groups[0].fields[0].behaviours[0]');
    const column = { type: 'input', prop: 'c', label: 'C', behaviours: ['companyPrefill'] };
    expect(errorsOf(form([{ type: 'subTable', prop: 'rows', label: 'R', columns: [column] }]))).toEqual([
      '子表列不支持表单行为：groups[0].fields[0].columns[0].behaviours',
    ]);
  });

  it('registry lookups fail loudly', () => {
    expect(() => registry.register('notTest', { slot: 'validator', validate: () => VALID })).toThrow(
      'Form function already registered: notTest',
    );
    expect(() => registry.register('bad name', { slot: 'validator', validate: () => VALID })).toThrow();
    expect(() => lookupFormFunction('missing', 'validator', registry)).toThrow('未注册的配置函数：missing');
    expect(() => lookupFormFunction('toOptions', 'validator', registry)).toThrow(
      '配置函数「toOptions」不能用于 validator',
    );
    expect(lookupFormFunction('toOptions', 'thenFn', registry).transform({})).toEqual([]);
  });
});
