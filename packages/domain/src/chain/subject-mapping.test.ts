import { describe, expect, it } from 'vitest';
import { decimalText, enterpriseSubjectBody } from './mapping.js';
import { schemaFor } from './schemas/index.js';
import { CHAIN_SCHEMAS_V1 } from './schemas/v1.js';

const uscc = '91110000MA01ABCD2X';

describe('the enterprise and member 主体 (ADR 85)', () => {
  const base = { creditCode: uscc, name: '甲公司', regionCode: '110105', updatedAt: 't' };

  it('carries the company record: region, legal form and registered capital with its currency', () => {
    expect(
      enterpriseSubjectBody({
        ...base,
        companyType: 2,
        registeredCapital: '5000000.000000',
        registeredCapitalCurrency: 'USD',
      }),
    ).toEqual({
      subjectTypeCode: '01',
      subjectCode: uscc,
      subjectName: '甲公司',
      regionCode: '110105',
      legalFormCode: '02',
      registeredCapital: '5000000',
      registeredCapitalCurrency: 'USD',
      memberCode: null,
      memberStatusCode: null,
      maintainedAt: 't',
    });
    const body = enterpriseSubjectBody({ ...base, companyType: 1, registeredCapital: '12.500000' });
    expect(body).toMatchObject({
      legalFormCode: '01',
      registeredCapital: '12.5',
      registeredCapitalCurrency: 'CNY',
    });
    expect(enterpriseSubjectBody({ ...base, companyType: 3 }).legalFormCode).toBe('03');
    expect(enterpriseSubjectBody({ ...base, companyType: 9 }).legalFormCode).toBeNull();
    expect(enterpriseSubjectBody({ ...base, regionCode: '11010' }).regionCode).toBeNull();
    expect(enterpriseSubjectBody({ ...base, regionCode: '1101051' }).regionCode).toBeNull();
  });

  it('is an institution (03) when only a member holds the code, with its member code and status', () => {
    const member = enterpriseSubjectBody({
      ...base,
      isCompany: false,
      registeredCapital: '10',
      member: { code: 'M123', open: true },
    });
    expect(member).toMatchObject({
      subjectTypeCode: '03',
      registeredCapital: null,
      registeredCapitalCurrency: null,
      memberCode: 'M123',
      memberStatusCode: '01',
    });
    const closed = enterpriseSubjectBody({ ...base, isCompany: true, member: { code: 'M123', open: false } });
    expect(closed).toMatchObject({ subjectTypeCode: '01', memberStatusCode: '02' });
  });

  it('prints a numeric in its shortest form', () => {
    expect(decimalText(null)).toBeNull();
    expect(decimalText(undefined)).toBeNull();
    expect(decimalText(' ')).toBeNull();
    expect(decimalText('0.000000')).toBe('0');
    expect(decimalText('000100.050000')).toBe('100.05');
    expect(decimalText('100')).toBe('100');
    expect(decimalText('12.')).toBe('12');
    expect(decimalText(' 7.10 ')).toBe('7.1');
    expect(decimalText('-3.00')).toBe('-3');
    expect(decimalText('1e5')).toBe('1e5');
    expect(decimalText(' 1e5 ')).toBe('1e5');
    expect(decimalText('007')).toBe('7');
  });

  it('validates against the subject schema, and refuses what the mapping cannot code', () => {
    const valid = enterpriseSubjectBody({
      ...base,
      updatedAt: '2026-11-29T08:00:00.000Z',
      companyType: 2,
      registeredCapital: '100.5',
      member: { code: 'M1', open: false },
    });
    expect(schemaFor('1.0', 'subject', false)).toBe(CHAIN_SCHEMAS_V1.subject);
    const props = (
      CHAIN_SCHEMAS_V1.subject as { properties: Record<string, { pattern?: string; enum?: string[] }> }
    ).properties;
    expect(new RegExp(props.registeredCapital!.pattern!).test(valid.registeredCapital as string)).toBe(true);
    expect(new RegExp(props.registeredCapital!.pattern!).test('-3')).toBe(false);
    expect(new RegExp(props.registeredCapital!.pattern!).test('1.1234567')).toBe(false);
    expect(new RegExp(props.registeredCapitalCurrency!.pattern!).test('CNY')).toBe(true);
    expect(new RegExp(props.registeredCapitalCurrency!.pattern!).test('人民币')).toBe(false);
    expect(new RegExp(props.memberCode!.pattern!).test('M1')).toBe(true);
    expect(props.memberStatusCode!.enum).toEqual(['01', '02']);
    expect(props.legalFormCode!.enum).toEqual(['01', '02', '03']);
  });
});
