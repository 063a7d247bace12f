import { describe, expect, it } from 'vitest';
import { checkPatents, patentRulesRelaxed, removePatentGroup } from './index.js';

const patent = (extra: Record<string, unknown> = {}) => ({
  name: '一种托管方法',
  patentNo: 'ZL202010000001.1',
  type: '1',
  legalStatus: '1',
  applyNo: '202010000001.1',
  applyDate: '2020-01-02',
  publicNo: 'CN111000001A',
  publicDate: '2020-06-02',
  transferDate: '2021-01-02',
  pledgerFinancing: '0',
  hasOtherPatent: '0',
  hasFamilyPatent: '0',
  ...extra,
});
const list = (value: unknown, appId = '550001', route = '/process/550001/apply') =>
  checkPatents(value, { variant: 'list', appId, route });
const pledge = {
  financialOrg: '某银行',
  financialProduct: '知识产权贷',
  financialDate: '2022-01-01',
  financialAmount: '100',
};
const family = {
  familyApplyArea: '美国',
  familyApplyDate: '2021-02-01',
  familyCertOrg: 'USPTO',
  familyPatentId: 'US1',
  familyPatentName: '同族',
};

describe('patent list form (001 §3.5, §5.5)', () => {
  it('accepts a complete patent, with pledge and family rows when flagged', () => {
    expect(list([patent()])).toEqual([]);
    expect(
      list([
        patent({
          pledgerFinancing: '1',
          patentCnPledgeInfo: [pledge],
          hasFamilyPatent: '1',
          patentCnFamilyInfo: [family],
        }),
      ]),
    ).toEqual([]);
    expect(list(undefined)).toEqual([]);
  });

  it('needs one group at least: 至少填写一组知识产权信息', () => {
    expect(list([])).toEqual([{ part: '', message: '至少填写一组知识产权信息' }]);
    expect(checkPatents([], { variant: 'table' })).toEqual([]);
    expect(removePatentGroup([1], 0)).toEqual({ error: '至少填写一组知识产权信息' });
    expect(removePatentGroup([1, 2, 3], 1)).toEqual({ rows: [1, 3] });
  });

  it('requires the eight patent fields, each named', () => {
    const problems = list([{}]);
    expect(problems.map((p) => p.message)).toEqual([
      '第1行请填写专利名称',
      '第1行请填写专利号',
      '第1行请填写专利类型',
      '第1行请填写法律状态',
      '第1行请填写申请号',
      '第1行请填写申请日',
      '第1行请填写公开号',
      '第1行请填写公开日',
      '第1行请填写转让日期',
      '第1行请填写是否质押融资',
      '第1行请填写是否有其他专利',
      '第1行请填写是否有同族专利',
    ]);
    expect(problems[0]?.part).toBe('0.name');
  });

  it('relaxes the transfer date, flags and pledge fields for 550200 and companyRuBan paths only', () => {
    const bare = patent({ transferDate: '', pledgerFinancing: '', hasOtherPatent: '', hasFamilyPatent: '' });
    expect(list([bare], '550200')).toEqual([]);
    expect(list([bare], '550001', '/companyRuBan/edit')).toEqual([]);
    expect(list([bare]).length).toBe(4);
    expect(patentRulesRelaxed({ appId: '550201' })).toBe(false);
    expect(list([patent({ pledgerFinancing: '1' })], '550200')).toEqual([]);
  });

  it('wants a pledge row with its fields when pledged, family rows when hasFamilyPatent is 1', () => {
    expect(list([patent({ pledgerFinancing: '1' })])).toEqual([
      { part: '0.patentCnPledgeInfo', message: '第1行请至少添加一条质押融资信息' },
    ]);
    expect(list([patent({ hasFamilyPatent: '1' })])).toEqual([
      { part: '0.patentCnFamilyInfo', message: '第1行请至少添加一条同族专利信息' },
    ]);
    expect(
      list(
        [patent({ hasFamilyPatent: '1', patentCnFamilyInfo: [{ ...family, familyCertOrg: '' }] })],
        '550200',
      ),
    ).toEqual([
      { part: '0.patentCnFamilyInfo.0.familyCertOrg', message: '第1行同族专利第1条请填写同族授权机构' },
    ]);
    expect(
      list([
        patent({ pledgerFinancing: '1', patentCnPledgeInfo: [pledge, { ...pledge, financialOrg: '' }] }),
      ]),
    ).toEqual([
      { part: '0.patentCnPledgeInfo.1.financialOrg', message: '第1行质押融资第2条请填写质押融资机构' },
    ]);
    // The older flat fields stand for the rows.
    expect(list([patent({ pledgerFinancing: '1', ...pledge, hasFamilyPatent: '1', ...family })])).toEqual([]);
  });

  it('wants financialAmount a positive integer of at most 20 characters', () => {
    const amount = (financialAmount: string) =>
      list([patent({ pledgerFinancing: '1', patentCnPledgeInfo: [{ ...pledge, financialAmount }] })]).map(
        (p) => p.message,
      );
    expect(amount('1')).toEqual([]);
    expect(amount('9'.repeat(20))).toEqual([]);
    expect(amount('0')).toEqual(['第1行质押融资第1条请输入正整数']);
    expect(amount('01')).toEqual(['第1行质押融资第1条请输入正整数']);
    expect(amount('1.5')).toEqual(['第1行质押融资第1条请输入正整数']);
    expect(amount('-1')).toEqual(['第1行质押融资第1条请输入正整数']);
    expect(amount('9'.repeat(21))).toEqual(['第1行质押融资第1条长度不能超过20个字符']);
    expect(list([patent({ financialAmount: '0' })])[0]?.message).toBe('第1行请输入正整数');
  });

  it('limits pledge and family text to 100 characters and patent text to 50', () => {
    const long = (n: number) => '字'.repeat(n);
    const pledged = (org: string) =>
      list([patent({ pledgerFinancing: '1', patentCnPledgeInfo: [{ ...pledge, financialOrg: org }] })]);
    expect(pledged(long(100))).toEqual([]);
    expect(pledged(long(101))[0]?.message).toBe('第1行质押融资第1条长度不能超过100个字符');
    expect(list([patent({ name: long(50) })])).toEqual([]);
    expect(list([patent({ name: long(51) })])).toEqual([
      { part: '0.name', message: '第1行长度不能超过50个字符' },
    ]);
  });

  it('refuses bad dates, flags other than 1/0 and unknown fields', () => {
    expect(list([patent({ applyDate: '2020-13-01' })])[0]?.message).toBe('第1行请输入正确的日期');
    expect(list([patent({ hasOtherPatent: '2' })])[0]?.message).toBe('第1行是否有其他专利的选项无效');
    expect(list([patent({ x: '1' })])).toEqual([{ part: '0.x', message: '第1行知识产权信息格式不正确' }]);
    expect(list([patent({ patentCnPledgeInfo: 'x' })])[0]?.message).toBe('第1行知识产权信息格式不正确');
    expect(list([patent({ patentCnPledgeInfo: [{ y: 1 }] })])[0]?.message).toBe(
      '第1行知识产权信息格式不正确',
    );
    expect(list(['x'])).toEqual([{ part: '0', message: '第1行知识产权信息格式不正确' }]);
    expect(list('x')).toEqual([{ part: '', message: '知识产权信息格式不正确' }]);
  });
});

describe('patent table (001 §5.5: nothing required, text max 50)', () => {
  const table = (value: unknown) => checkPatents(value, { variant: 'table' });
  it('requires nothing and limits text to 50', () => {
    expect(table([{}])).toEqual([]);
    expect(table([{ pledgerFinancing: '1', hasFamilyPatent: '1' }])).toEqual([]);
    expect(table([{ applicants: 'a'.repeat(51) }])).toEqual([
      { part: '0.applicants', message: '第1行长度不能超过50个字符' },
    ]);
  });
});
