import { describe, expect, it } from 'vitest';
import { type ParseFormSchemaOptions, parseFormSchema } from './parse-form-schema.js';

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

const staticOptions = { source: 'static', items: [{ value: '1', label: '一' }] };

describe('parseFormSchema: structure', () => {
  it('accepts a minimal form, from an object or JSON text', () => {
    const json = form([input('name', { rules: [{ kind: 'required' }] })]);
    expect(parseFormSchema(json).ok).toBe(true);
    expect(parseFormSchema(JSON.stringify(json)).ok).toBe(true);
  });

  it('refuses bad JSON text and wrong versions', () => {
    expect(errorsOf('{')).toEqual(['JSON 格式错误：（根）']);
    expect(errorsOf({ ...form([]), schemaVersion: 2 })).toEqual(['取值无效，可选值：1：schemaVersion']);
    expect(errorsOf({ schemaVersion: 1 })).toContain('缺少必填配置项：groups');
  });

  it('refuses unknown keys at every level (strict objects)', () => {
    expect(errorsOf(form([input('a', { lable: 'x' })]))).toEqual([
      '不允许的配置项：groups[0].fields[0].lable',
    ]);
    expect(errorsOf(form([], { extra: 1 }))).toEqual(['不允许的配置项：extra']);
    expect(errorsOf(form([input('a', { rules: [{ kind: 'required', msg: 'x' }] })]))).toEqual([
      '不允许的配置项：groups[0].fields[0].rules[0].msg',
    ]);
    expect(errorsOf(form([input('a', { conditions: { showWhen: {} } })]))).toEqual([
      '不允许的配置项：groups[0].fields[0].conditions.showWhen',
    ]);
  });

  it('refuses unknown field types and rule kinds, listing the allowed ones', () => {
    const [typeError] = errorsOf(form([{ type: 'richText', prop: 'a', label: 'A' }]));
    expect(typeError).toMatch(
      /^取值无效，可选值：input、textarea、.*widget：groups\[0\]\.fields\[0\]\.type$/,
    );
    expect(errorsOf(form([input('a', { rules: [{ kind: 'email' }] })]))).toEqual([
      '取值无效，可选值：required、pattern、validator、min、max、length、custom：groups[0].fields[0].rules[0].kind',
    ]);
  });

  it('checks names, uniqueness and labels', () => {
    expect(errorsOf(form([input('1abc')]))).toEqual([
      '字段名只能包含字母、数字和下划线，不能以数字开头，最长64个字符：groups[0].fields[0].prop',
    ]);
    expect(errorsOf(form([input('__proto__')]))).toEqual(['字段名为保留字：groups[0].fields[0].prop']);
    expect(errorsOf(form([input('a'), input('a')]))).toEqual(['字段名重复：a：groups[0].fields[1].prop']);
    expect(errorsOf(form([{ type: 'input', prop: 'a' }]))).toEqual([
      '需要 label，或设置 noLabel: true：groups[0].fields[0].label',
    ]);
    expect(errorsOf(form([{ type: 'input', prop: 'a', noLabel: true }]))).toEqual([]);
    const twoGroups = {
      ...form([]),
      groups: [
        { key: 'g', title: 'G', fields: [] },
        { key: 'g', title: 'H', fields: [] },
      ],
    };
    expect(errorsOf(twoGroups)).toEqual(['分组键重复：g：groups[1].key']);
  });

  it('checks sub-table columns, upload rows and display columns', () => {
    const subTable = { type: 'subTable', prop: 't', label: 'T', columns: [input('x'), input('x')] };
    expect(errorsOf(form([subTable]))).toEqual(['列名重复：x：groups[0].fields[0].columns[1].prop']);
    const nested = { type: 'subTable', prop: 't', label: 'T', columns: [{ ...subTable, prop: 'inner' }] };
    expect(errorsOf(form([nested]))[0]).toMatch(
      /^取值无效，可选值：input、.*lazySelect：groups\[0\]\.fields\[0\]\.columns\[0\]\.type$/,
    );
    const upload = {
      type: 'upload',
      prop: 'files',
      label: '附件',
      rows: [
        { prop: 'a', label: 'A', accept: ['pdf'] },
        { prop: 'a', label: 'B', accept: ['.pdf'] },
      ],
      rules: [{ kind: 'length', max: 1 }],
    };
    expect(errorsOf(form([upload]))).toEqual([
      '文件扩展名只能包含字母和数字：groups[0].fields[0].rows[1].accept[0]',
      'upload 类型只支持 required 规则，文件限制写在 rows 中：groups[0].fields[0].rules[0].kind',
      '附件行重复：a：groups[0].fields[0].rows[1].prop',
    ]);
  });

  it('checks option sources per type', () => {
    expect(errorsOf(form([{ type: 'select', prop: 's', label: 'S' }]))).toEqual([
      'select 类型需要 options（选项来源）：groups[0].fields[0].options',
    ]);
    expect(
      errorsOf(form([{ type: 'select', prop: 's', label: 'S', options: { source: 'region' } }])),
    ).toEqual(['行政区划选项只能用于 cascader：groups[0].fields[0].options.source']);
    const setOptions = {
      setOptions: { when: { path: 'form.a', operator: 'empty' }, items: [{ value: 1, label: 'x' }] },
    };
    expect(errorsOf(form([input('a', { conditions: setOptions })]))).toEqual([
      'input 类型没有选项，不能使用 setOptions：groups[0].fields[0].conditions.setOptions',
    ]);
    const duplicated = {
      source: 'static',
      items: [
        { value: '1', label: 'a' },
        { value: '1', label: 'b' },
      ],
    };
    expect(errorsOf(form([{ type: 'radio', prop: 'r', label: 'R', options: duplicated }]))).toEqual([
      '选项值重复：1：groups[0].fields[0].options.items[1].value',
    ]);
    expect(
      errorsOf(form([{ type: 'radio', prop: 'r', label: 'R', options: { source: 'static', items: [] } }])),
    ).toEqual(['至少需要1项：groups[0].fields[0].options.items']);
  });

  it('refuses endpoint addresses: only registered names', () => {
    for (const name of ['/api/blade-system/dict-biz/dictionary', 'api:holder', 'httpHolders', 'HTTPS.x']) {
      const options = { source: 'endpoint', name };
      expect(errorsOf(form([{ type: 'select', prop: 's', label: 'S', options }]))).toEqual([
        '接口只能按注册名称引用，不能使用地址：groups[0].fields[0].options.name',
      ]);
    }
    const query = [{ param: 'companyName', fromProp: 'companyName', value: 'x' }];
    expect(
      errorsOf(
        form([
          {
            type: 'select',
            prop: 's',
            label: 'S',
            options: { source: 'endpoint', name: 'holders', queryConfig: query },
          },
        ]),
      ),
    ).toEqual(['查询参数需要 fromProp 或 value 之一：groups[0].fields[0].options.queryConfig[0]']);
  });
});

describe('parseFormSchema: rules', () => {
  it('refuses unsafe patterns with the reason', () => {
    const rules = [{ kind: 'pattern', pattern: '/^(a+)+$/', message: 'x' }];
    expect(errorsOf(form([input('a', { rules })]))).toEqual([
      '正则表达式不可用（不允许嵌套量词）：groups[0].fields[0].rules[0].pattern',
    ]);
    const noMessage = [{ kind: 'pattern', pattern: '/^a$/' }];
    expect(errorsOf(form([input('a', { rules: noMessage })]))).toEqual([
      '缺少必填配置项：groups[0].fields[0].rules[0].message',
    ]);
  });

  it('checks validator parameters', () => {
    const at = (rule: Record<string, unknown>) =>
      errorsOf(form([input('a', { rules: [{ kind: 'validator', ...rule }] }), input('start')]));
    expect(at({ name: 'decimal' })).toEqual([
      '校验器 decimal 需要 places（小数位数）：groups[0].fields[0].rules[0].places',
    ]);
    expect(at({ name: 'decimal', places: 2, max: '100' })).toEqual([]);
    expect(at({ name: 'mobile', places: 2 })).toEqual([
      '校验器 mobile 不接受此参数：groups[0].fields[0].rules[0].places',
    ]);
    expect(at({ name: 'idNumber', allowNegative: true })).toEqual([
      '校验器 idNumber 不接受此参数：groups[0].fields[0].rules[0].allowNegative',
    ]);
    expect(at({ name: 'endAfterStart' })).toEqual([
      '校验器 endAfterStart 需要 startProp（开始日期字段）：groups[0].fields[0].rules[0].startProp',
    ]);
    expect(at({ name: 'endAfterStart', startProp: 'nope' })).toEqual([
      '开始日期字段不存在：nope：groups[0].fields[0].rules[0].startProp',
    ]);
    expect(at({ name: 'endAfterStart', startProp: 'start' })).toEqual([]);
    expect(at({ name: 'unknownValidator' })[0]).toMatch(/^取值无效，可选值：idNumber、uscc、/);
  });

  it('checks min, max and length rules', () => {
    const at = (rule: Record<string, unknown>) => errorsOf(form([input('a', { rules: [rule] })]));
    expect(at({ kind: 'min', value: '1e3' })).toEqual([
      '应为数字，例如 100 或 0.5：groups[0].fields[0].rules[0].value',
    ]);
    expect(at({ kind: 'length' })).toEqual(['长度规则需要 min 或 max：groups[0].fields[0].rules[0]']);
    expect(at({ kind: 'length', min: 3, max: 2 })).toEqual([
      'min 不能大于 max：groups[0].fields[0].rules[0].min',
    ]);
  });
});

describe('parseFormSchema: conditions', () => {
  const withCondition = (visibleWhen: unknown) =>
    errorsOf(form([input('a', { conditions: { visibleWhen } })]));

  it('accepts single conditions and trees over form, row and context paths', () => {
    expect(withCondition({ path: 'form.rows.0.x', operator: 'eq', value: '1' })).toEqual([]);
    expect(
      withCondition({
        logic: 'or',
        items: [
          { path: 'context.taskItemState', operator: 'in', value: ['已办', '已处理'] },
          { logic: 'and', items: [{ path: 'row.x', operator: 'empty' }] },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses unknown paths, operators and misplaced values', () => {
    expect(withCondition({ path: 'context.token', operator: 'empty' })[0]).toMatch(
      /^条件路径应为 form\.<字段>/,
    );
    expect(withCondition({ path: 'form.a', operator: 'like', value: 'x' })[0]).toMatch(
      /^取值无效，可选值：eq、ne、in、notIn、gt、gte、lt、lte、empty、notEmpty、includes、notIncludes、startsWith、matches：/,
    );
    const problems: [string, unknown, string][] = [
      ['eq', undefined, '运算符 eq 需要一个值（字符串、数字、布尔值或 null）'],
      ['in', '1', '运算符 in 需要一个值列表'],
      ['gt', 'abc', '运算符 gt 需要数字或日期（yyyy-MM-dd）'],
      ['empty', '1', '运算符 empty 不需要 value'],
      ['includes', null, '运算符 includes 需要一个非空值'],
      ['startsWith', 1, '运算符 startsWith 需要一个字符串'],
      ['matches', '/(a|a)+/', '正则表达式不可用（量词内的选择分支不能有重叠）'],
    ];
    for (const [operator, value, message] of problems) {
      expect(withCondition({ path: 'form.b', operator, value })).toEqual([
        `${message}：groups[0].fields[0].conditions.visibleWhen.value`,
      ]);
    }
  });

  it('reports the failing item of a nested tree, not the whole union', () => {
    const tree = {
      logic: 'and',
      items: [
        { path: 'form.a', operator: 'eq', value: 1 },
        { logic: 'xor', items: [] },
      ],
    };
    expect(withCondition(tree)).toEqual([
      '取值无效，可选值：and、or：groups[0].fields[0].conditions.visibleWhen.items[1].logic',
      '至少需要1项：groups[0].fields[0].conditions.visibleWhen.items[1].items',
    ]);
  });
});

describe('parseFormSchema: select, checkbox and sub-table props', () => {
  it('validates the props that matter and keeps the others', () => {
    const select = (props: unknown) => ({
      type: 'select',
      prop: 's',
      label: 'S',
      options: staticOptions,
      props,
    });
    expect(errorsOf(form([select({ multipleLimit: 0 })]))).toEqual([
      '不能小于1：groups[0].fields[0].props.multipleLimit',
    ]);
    expect(errorsOf(form([select({ multipleLimit: 2, collapseTags: true })]))).toEqual([]);
    const checkbox = {
      type: 'checkbox',
      prop: 'c',
      label: 'C',
      options: staticOptions,
      props: { min: 3, max: 2 },
    };
    expect(errorsOf(form([checkbox]))).toEqual(['min 不能大于 max：groups[0].fields[0].props.min']);
    const subTable = {
      type: 'subTable',
      prop: 't',
      label: 'T',
      columns: [input('x')],
      props: { canAddRows: 'yes' },
    };
    expect(errorsOf(form([subTable]))).toEqual([
      '类型错误，应为布尔值：groups[0].fields[0].props.canAddRows',
    ]);
  });
});
