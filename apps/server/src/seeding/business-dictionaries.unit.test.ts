import { describe, expect, it } from 'vitest';
import {
  loadBusinessDictionaries,
  loadDictBizSources,
  SPEC_DICTIONARY_CODES,
} from './business-dictionaries.js';
import { type DictRow, findDictionaryProblems } from './dictionary-rows.js';

const rows = loadBusinessDictionaries();
const itemsOf = (code: string): DictRow[] =>
  rows.filter((row) => row.code === code && row.parentKey !== null);
const valuesOf = (code: string): Record<string, string> =>
  Object.fromEntries(itemsOf(code).map((row) => [row.dictKey, row.dictValue]));

/** Application ids of catalogue.json plus the ranges 550300–550303 and 550305–550309. */
const APP_IDS = [
  ...['550001', '550002', '550003', '550004', '550012', '550017', '550020', '550021', '550023', '550024'],
  ...['550026', '550027', '550031', '550032', '550052', '550058', '550060', '550061', '550063', '550064'],
  ...['550066', '550073', '550074', '550081', '550082', '550084', '550091', '550092', '550100', '550113'],
  ...['550114', '550115', '550120', '550130', '550131', '550132', '550136', '550138', '550200', '550221'],
  ...['550222', '550223', '550224', '550226', '550227', '550300', '550301', '550302', '550303', '550305'],
  ...['550306', '550307', '550308', '550309', '550401', '550413', '550901'],
];

describe('loadBusinessDictionaries', () => {
  it('seeds every dictionary code named by the spec, each with items', () => {
    for (const code of SPEC_DICTIONARY_CODES) expect(itemsOf(code).length, code).toBeGreaterThan(0);
  });

  it('is valid: unique (code, dictKey), parents exist, no empty values, one header per code', () => {
    expect(findDictionaryProblems(rows)).toEqual([]);
    const headers = rows.filter((row) => row.parentKey === null);
    expect(headers.every((row) => row.dictKey === '-1' && row.sort === 0 && row.remark !== null)).toBe(true);
    expect(new Set(headers.map((row) => row.code)).size).toBe(headers.length);
    expect(rows.every((row) => !row.isSealed)).toBe(true);
    expect(rows.every((row) => (row.remark ?? '').length <= 255)).toBe(true);
  });

  it('includes both industry dictionaries', () => {
    expect(itemsOf('industryGeneral')).toHaveLength(20 + 97 + 473 + 1381);
    expect(itemsOf('industryCategory')).toHaveLength(19 + 90);
  });

  it('uses the keys the spec gives', () => {
    expect(valuesOf('shareHolderType')).toEqual({ 1: '机构', 2: '个人', 3: '产品' });
    expect(valuesOf('holderAccountStatus')).toEqual({ 0: '未开户', 1: '正常', 2: '销户', 3: '冻结' });
    expect(valuesOf('qualificationCategory')).toEqual({
      1: '市场角色',
      2: '金融资质',
      3: '中介资质',
      255: '其他',
    });
    expect(valuesOf('qualificationStatus')).toEqual({ 1: '生效', 0: '失效' });
    expect(valuesOf('companyType')).toEqual({ 1: '有限责任公司', 2: '股份有限公司', 3: '有限合伙企业' });
    expect(valuesOf('marketRolesType')).toMatchObject({ 1: '展示企业', 3: '投资者', 7: '其他' });
    expect(valuesOf('serviceProviderType')).toMatchObject({ 4: '推荐商', 15: '增信机构' });
    expect(valuesOf('disclosureScope')).toEqual({
      1: '所有合格投资者',
      2: '本企业股东',
      3: '本企业债权人',
      4: '本企业合作会员',
    });
    expect(Object.keys(valuesOf('fundUseType'))).toEqual(['1', '2', '255']);
    expect(Object.keys(valuesOf('registeredCapitalRange'))).toEqual([
      '-500',
      '500-1000',
      '1000-2000',
      '2000-5000',
      '5000-',
    ]);
    expect(valuesOf('currencyType')).toMatchObject({ CNY: '人民币', USD: '美元', HKD: '港币', EUR: '欧元' });
  });

  it('nests financial qualification 71–78 under the always-disabled group 7', () => {
    const children = itemsOf('financialQualificationType').filter((row) => row.parentKey === '7');
    expect(children.map((row) => row.dictKey)).toEqual(['71', '72', '73', '74', '75', '76', '77', '78']);
  });

  it('marks the transfer types that need confirmed rights (000 §4: 1, 4, 5, 6, 11, 12)', () => {
    const needConfirmation = itemsOf('transferType').filter((row) => row.remark === '须确权');
    expect(needConfirmation.map((row) => row.dictKey)).toEqual(['1', '4', '5', '6', '11', '12']);
  });

  it('keeps certificateType as the union of the person, organisation and product id types', () => {
    const union = {
      ...valuesOf('personCertType'),
      ...valuesOf('organTypeValidator'),
      ...valuesOf('productInfoIdType'),
    };
    expect(valuesOf('certificateType')).toEqual(union);
    expect(valuesOf('personCertType')).toMatchObject({ 1: '居民身份证' });
    expect(valuesOf('organTypeValidator')).toMatchObject({ 11: '统一社会信用代码' });
  });

  it('gives organTypeValidator items with a remark a pattern in /regex/flags form that works', () => {
    const uscc = itemsOf('organTypeValidator').find((row) => row.dictKey === '11');
    const match = /^\/(.+)\/([a-z]*)$/.exec(uscc?.remark ?? '');
    expect(match).not.toBeNull();
    const pattern = new RegExp(match?.[1] ?? '', match?.[2]);
    expect(pattern.test('91350100M000100Y43')).toBe(true);
    expect(pattern.test('91350100M000100Y4')).toBe(false);
  });

  it('maps every application id to a name and a route', () => {
    const flow = itemsOf('flow');
    expect(flow.map((row) => row.dictKey).sort()).toEqual([...APP_IDS].sort());
    for (const row of flow) expect(row.remark).toMatch(/^\/[A-Za-z]+\/[A-Za-z0-9]+$/);
    expect(valuesOf('flow')).toMatchObject({
      550004: '股份转让登记',
      550063: '股权质押登记',
      550200: '专精特新入板',
    });
    expect(flow.find((row) => row.dictKey === '550131')?.remark).toBe('/newInvestor/550131');
  });

  it('names every business as a market shows it, each name once (ADR 37)', () => {
    const flow = itemsOf('flow');
    const placeholders = flow.filter((row) => /待定|^业务\d/.test(row.dictValue));
    expect(placeholders.map((row) => row.dictKey)).toEqual([]);
    expect(new Set(flow.map((row) => row.dictValue)).size).toBe(flow.length);
    expect(valuesOf('flow')).toMatchObject({
      550002: '股份增加登记',
      550003: '股份减少登记',
      550082: '私募可转债发行',
      550130: '投资者开户（个人）',
      550131: '投资者开户（机构）',
      550132: '投资者开户（产品）',
      550136: '投资者开户',
    });
  });

  it('numbers sorts from 1 within each parent in the hand-written file', () => {
    for (const source of loadDictBizSources()) {
      expect(source.items.map((item) => item.sort)).toEqual(source.items.map((_, index) => index + 1));
    }
  });
});
