import { describe, expect, it } from 'vitest';
import { type QueryPageConfig, queryPageConfigSchema } from './page-config-schema.js';
import {
  findEmptyRequiredDefault,
  isAllowedPageSize,
  mapQueryParams,
  pageSizesOf,
  resolveDefaultValues,
} from './query-values.js';
import { visibleRowButtons } from './row-buttons.js';
import { samplePage } from './testing/sample-page.js';

const page = (): QueryPageConfig => queryPageConfigSchema.parse(samplePage());

describe('default fields', () => {
  it('take constants or the URL query, and the first empty required one is named (001 §5.7)', () => {
    const config = page();
    expect(resolveDefaultValues(config.defaultFields, { appId: '550001' })).toEqual({ appId: '550001' });
    expect(resolveDefaultValues([{ prop: 'type', label: '类型', value: 2 }], { type: '9' })).toEqual({
      type: 2,
    });
    expect(findEmptyRequiredDefault(config.defaultFields, {})).toEqual({
      field: 'appId',
      message: '业务编号值不能为空',
    });
    expect(findEmptyRequiredDefault(config.defaultFields, { appId: '  ' })?.message).toBe(
      '业务编号值不能为空',
    );
    expect(findEmptyRequiredDefault(config.defaultFields, { appId: '550001' })).toBeNull();
  });
});

describe('mapQueryParams', () => {
  it('renames mapped fields, adds constants, splits date ranges and drops empty values', () => {
    const mapped = mapQueryParams(page(), {
      appId: '550001',
      name: '  演示 ',
      organType: '',
      status: '1',
      openDate: ['2026-01-01', '2026-02-01'],
    });
    expect(mapped).toEqual({
      ok: true,
      value: {
        appId: '550001',
        holderName: '演示',
        status: '1',
        openStart: '2026-01-01',
        openEnd: '2026-02-01',
        holderAccountStatus: 1,
      },
    });
  });

  it('refuses an empty required default field, unknown keys, bad options, dates and lengths', () => {
    const config = page();
    expect(mapQueryParams(config, { name: 'x' })).toEqual({
      ok: false,
      field: 'appId',
      message: '业务编号值不能为空',
    });
    const base = { appId: '550001' };
    expect(mapQueryParams(config, { ...base, url: 'http://x' })).toMatchObject({
      message: '查询条件不存在：url',
    });
    expect(mapQueryParams(config, { ...base, status: '9' })).toMatchObject({ message: '状态的选项无效' });
    expect(mapQueryParams(config, { ...base, status: { a: 1 } })).toMatchObject({
      message: '状态的格式不正确',
    });
    expect(mapQueryParams(config, { ...base, openDate: ['2026-13-01', ''] })).toMatchObject({
      message: '开户日期的日期格式应为yyyy-MM-dd',
    });
    expect(mapQueryParams(config, { ...base, openDate: ['2026-03-01', '2026-02-01'] })).toMatchObject({
      message: '开户日期的结束日期不能早于开始日期',
    });
    expect(mapQueryParams(config, { ...base, openDate: '2026-03-01' })).toMatchObject({
      message: '开户日期的格式不正确',
    });
    expect(mapQueryParams(config, { ...base, name: 'x'.repeat(51) })).toMatchObject({
      field: 'name',
      message: '股东名称长度不能超过50个字符',
    });
  });

  it('checks dictionary selects through the given lookup, and takes constant defaults from the page only', () => {
    const config = page();
    const dictionaryHas = (code: string, key: string) => code === 'organType' && ['1', '2'].includes(key);
    expect(mapQueryParams(config, { appId: 'a', organType: '3' }, { dictionaryHas })).toMatchObject({
      message: '股东类型的选项无效',
    });
    expect(mapQueryParams(config, { appId: 'a', organType: '2' }, { dictionaryHas }).ok).toBe(true);
    const fixed = { ...config, defaultFields: [{ prop: 'appId', label: '业务编号', value: '550001' }] };
    expect(mapQueryParams(fixed, { appId: 'tampered' })).toMatchObject({ value: { appId: '550001' } });
  });
});

describe('page sizes and row buttons', () => {
  it('offers 5, 10, 15, 20, 30 with default 5 unless the page narrows them', () => {
    expect(pageSizesOf({})).toEqual({ sizes: [5, 10, 15, 20, 30], initial: 5 });
    expect(pageSizesOf({ pagination: { pageSizes: [10, 20], defaultPageSize: 10 } })).toEqual({
      sizes: [10, 20],
      initial: 10,
    });
    expect(isAllowedPageSize({}, 30)).toBe(true);
    expect(isAllowedPageSize({}, 500)).toBe(false);
    expect(isAllowedPageSize({ pagination: { pageSizes: [10] } }, 5)).toBe(false);
  });

  it('shows a button only on rows matching its visibleWhen', () => {
    const { rowButtons } = page();
    expect(visibleRowButtons(rowButtons, { status: 1 }).map((b) => b.label)).toEqual(['详情']);
    expect(visibleRowButtons(rowButtons, { status: 2 })).toEqual([]);
    expect(visibleRowButtons(undefined, {})).toEqual([]);
  });
});
