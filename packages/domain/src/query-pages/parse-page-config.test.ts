import { describe, expect, it } from 'vitest';
import { parseQueryPageConfig } from './parse-page-config.js';
import { samplePage } from './testing/sample-page.js';

const errorsOf = (json: unknown, options = {}) => {
  const result = parseQueryPageConfig(json, options);
  return result.ok ? [] : result.errors;
};

describe('parseQueryPageConfig', () => {
  it('accepts a full page, from an object or from JSON text', () => {
    expect(parseQueryPageConfig(samplePage()).ok).toBe(true);
    expect(parseQueryPageConfig(JSON.stringify(samplePage())).ok).toBe(true);
  });

  it('accepts a page without a data source (the page then says 请填写地址和请求方式)', () => {
    const { dataSource: _gone, ...page } = samplePage();
    expect(parseQueryPageConfig(page).ok).toBe(true);
  });

  it('names the JSON path of unknown keys, missing keys and wrong types in Chinese', () => {
    const page = samplePage() as Record<string, unknown>;
    (page.columns as Record<string, unknown>[])[1] = { prop: 'organType', lable: '类型' };
    page.title = 12;
    delete page.searchFields;
    expect(errorsOf(page)).toEqual(
      expect.arrayContaining([
        '不允许的配置项：columns[1].lable',
        '缺少必填配置项：columns[1].label',
        '类型错误，应为字符串：title',
        '缺少必填配置项：searchFields',
      ]),
    );
    expect(errorsOf('{')).toEqual(['JSON 格式错误：（根）']);
  });

  it('refuses a URL as the data source and script text anywhere', () => {
    const page = samplePage();
    page.dataSource.endpoint = '/api/rem-registrationbizweb/holder/queryByKey';
    expect(errorsOf(page)).toEqual(['接口只能按注册名称引用，不能使用地址：dataSource.endpoint']);
    const scripted = samplePage();
    (scripted.rowButtons[0] as Record<string, unknown>).buttonFn = 'function (row) { return row }';
    expect(errorsOf(scripted)).toEqual(['不允许在配置中使用脚本：rowButtons[0].buttonFn']);
    const arrow = samplePage();
    arrow.columns[0]!.label = '(v) => v';
    expect(errorsOf(arrow)).toEqual(['不允许在配置中使用脚本：columns[0].label']);
  });

  it('checks page sizes: only 5, 10, 15, 20, 30, the default among them, no repeats', () => {
    const page = samplePage();
    page.pagination = { pageSizes: [5, 7], defaultPageSize: 5 };
    expect(errorsOf(page)).toEqual(['每页条数只能为5、10、15、20、30：pagination.pageSizes[1]']);
    page.pagination = { pageSizes: [10, 20], defaultPageSize: 5 };
    expect(errorsOf(page)).toEqual(['默认每页条数必须是可选条数之一：pagination.defaultPageSize']);
    page.pagination = { pageSizes: [10, 10], defaultPageSize: 10 };
    expect(errorsOf(page)).toEqual(['每页条数不能重复：pagination.pageSizes']);
  });

  it('checks references: duplicate fields and columns, mappings to unknown fields, value xor fromField', () => {
    const page = samplePage();
    page.searchFields.push({ type: 'text', prop: 'appId', label: '重复' });
    page.dataSource.params.push({ param: 'x', fromField: 'nope' });
    page.columns.push({ prop: 'holderName', label: '又一列' });
    expect(errorsOf(page)).toEqual([
      '字段名重复：appId：defaultFields[0].prop',
      '参数映射引用了不存在的字段：nope：dataSource.params[2].fromField',
      '列重复：holderName：columns[2].prop',
    ]);
    const both = samplePage();
    (both.dataSource.params[0] as Record<string, unknown>).value = 'x';
    expect(errorsOf(both)).toEqual(['参数映射需要 fromField 或 value 之一：dataSource.params[0]']);
  });

  it('refuses a date range whose two ends share a parameter', () => {
    const page = samplePage();
    const range = page.searchFields[3] as Record<string, unknown>;
    range.endParam = 'openStart';
    expect(errorsOf(page)).toEqual(['开始与结束参数不能相同：searchFields[3].endParam']);
  });

  it('checks endpoint and action names against the registries when given', () => {
    expect(errorsOf(samplePage(), { endpoints: ['holders.search'], actions: ['holder.detail'] })).toEqual([]);
    expect(errorsOf(samplePage(), { endpoints: ['dictionary.items'], actions: [] })).toEqual([
      '未注册的数据接口「holders.search」：dataSource.endpoint',
      '未注册的行操作「holder.detail」：rowButtons[0].action',
    ]);
  });

  it('refuses unknown search field types, with the allowed ones listed', () => {
    const page = samplePage();
    (page.searchFields[0] as Record<string, unknown>).type = 'cascader';
    expect(errorsOf(page)[0]).toMatch(/^取值无效，可选值：text、select、dateRange：searchFields\[0\]\.type$/);
  });
});
