import { describe, expect, it } from 'vitest';
import { companyRecordUpdateBody } from './company-record.js';
import { installChineseZodMessages } from './zod-messages.js';

installChineseZodMessages();
const base = { companyId: '00000000-0000-4000-8000-000000000001', recordVersion: 1 };
const messages = (input: unknown) => {
  const parsed = companyRecordUpdateBody.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}|${i.message}`);
};

describe('companyRecordUpdateBody', () => {
  it('names each refused field in Chinese', () => {
    expect(messages({ ...base, basic: { registryDate: '2024-02-30' } })).toEqual([
      'basic.registryDate|成立日期：日期格式不正确，应为yyyy-MM-dd',
    ]);
    expect(messages({ ...base, basic: { registeredCapital: '-5' } })).toEqual([
      'basic.registeredCapital|注册资本（元）：请输入不超过六位小数的非负数',
    ]);
    expect(messages({ ...base, basic: { provinceCode: '21' } })).toEqual([
      'basic.provinceCode|所在省份：应为6位行政区划代码',
    ]);
    expect(messages({ ...base, legal: { mobile: '1234' } })).toEqual([
      'legal.mobile|法定代表人手机号码：请输入正确的手机号码',
    ]);
    expect(messages({ ...base, financials: [{ year: 2024, netProfit: 'abc' }] })).toEqual([
      'financials.0.netProfit|净利润：请输入不超过六位小数的数',
    ]);
  });

  it('refuses an empty change, unknown fields, repeated years and a wrong USCC', () => {
    expect(messages(base)).toEqual(['|请至少修改一项企业信息']);
    expect(messages({ ...base, basic: { nickname: 'x' } })[0]).toContain('不支持的字段：nickname');
    expect(messages({ ...base, financials: [{ year: 2024 }, { year: 2024 }] })).toEqual([
      'financials|财务数据：2024年度重复',
    ]);
    expect(messages({ ...base, basic: { idType: '11', idNumber: '91210200MA0D00010X' } })).toEqual([
      'basic.idNumber|证件号码：请输入正确的统一社会信用代码',
    ]);
  });

  it('keeps blank text as null and trims ratios to four decimals', () => {
    const parsed = companyRecordUpdateBody.parse({
      ...base,
      basic: { shortName: '  ', registeredCapital: 1000000 },
      controllers: { firstShareholderRatio: '51.123456' },
    });
    expect(parsed.basic).toEqual({ shortName: null, registeredCapital: '1000000' });
    expect(parsed.controllers?.firstShareholderRatio).toBe('51.1234');
  });
});
