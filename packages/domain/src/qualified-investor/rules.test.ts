import { describe, expect, it } from 'vitest';
import {
  checkRule,
  evidenceNumber,
  QUALIFICATION_RULES,
  qualificationEvidenceOf,
  qualificationExpiry,
  qualificationProblem,
  qualificationRule,
  qualificationStatus,
  rulesOfKind,
  sourceText,
} from './index.js';

const rule = (id: string) => {
  const r = qualificationRule(id);
  if (!r) throw new Error(id);
  return r;
};

describe('qualified-investor rules as data', () => {
  it('names its source for every rule, unverified until checked against the order', () => {
    for (const r of QUALIFICATION_RULES) {
      expect(r.source.document).toBe('《区域性股权市场监督管理试行办法》（证监会令第132号）');
      expect(r.source.verified).toBe(r.source.article !== null);
    }
    expect(sourceText(rule('legalPerson').source)).toContain('条号待核对原文');
    expect(sourceText({ document: '《办法》', article: '第一条', verified: true })).toBe('《办法》第一条');
  });

  it('gives each kind its rules', () => {
    expect(rulesOfKind('institution').map((r) => r.id)).toEqual([
      'financialInstitution',
      'legalPerson',
      'partnership',
    ]);
    expect(rulesOfKind('product').map((r) => r.id)).toEqual(['registeredProduct']);
    expect(rulesOfKind('person').map((r) => r.id)).toEqual(['naturalPerson']);
    expect(qualificationRule('nope')).toBeNull();
  });
});

describe('each threshold, at its boundary', () => {
  it.each([
    ['legalPerson', { netAssets: '200' }, true],
    ['legalPerson', { netAssets: '199.99' }, false],
    ['legalPerson', { netAssets: 200.01 }, true],
    ['partnership', { paidInCapital: '200' }, true],
    ['partnership', { paidInCapital: '199' }, false],
    ['partnership', { netAssets: '1000' }, false],
    ['naturalPerson', { financialAssets: '50', experienceYears: '2' }, true],
    ['naturalPerson', { financialAssets: '49.9', experienceYears: '10' }, false],
    ['naturalPerson', { financialAssets: '500', experienceYears: '1.9' }, false],
    ['naturalPerson', { financialAssets: '50' }, false],
  ])('%s with %j → %s', (id, evidence, met) => {
    expect(checkRule(rule(id), evidence).met).toBe(met);
  });
});

describe('the exceptions: qualified by status, with the document asked', () => {
  it.each([
    ['financialInstitution', { licenceNo: 'B0001H' }, true],
    ['financialInstitution', { licenceNo: '  ' }, false],
    ['financialInstitution', { netAssets: '0', licenceNo: 'X1' }, true],
    ['registeredProduct', { filingNo: 'SXX123' }, true],
    ['registeredProduct', {}, false],
  ])('%s with %j → %s', (id, evidence, met) => {
    expect(checkRule(rule(id), evidence).met).toBe(met);
  });
});

describe('qualificationProblem: the field and the message', () => {
  it('asks for the category, of this kind only', () => {
    const ask = { field: '合格投资者类别', message: '请选择合格投资者类别' };
    expect(qualificationProblem('institution', {})).toEqual(ask);
    expect(qualificationProblem('institution', { qualificationCategory: 'naturalPerson' })).toEqual(ask);
    expect(
      qualificationProblem('person', { qualificationCategory: 'legalPerson', netAssets: '900' }),
    ).toEqual(ask);
  });

  it('names the missing or short threshold', () => {
    expect(qualificationProblem('institution', { qualificationCategory: 'legalPerson' })).toEqual({
      field: '净资产（万元）',
      message: '请填写净资产',
    });
    expect(
      qualificationProblem('institution', { qualificationCategory: 'legalPerson', netAssets: '100' }),
    ).toEqual({
      field: '净资产（万元）',
      message: '法人机构须不低于200万元（依法设立且净资产不低于人民币200万元的法人机构）',
    });
    expect(
      qualificationProblem('person', {
        qualificationCategory: 'naturalPerson',
        financialAssets: '60',
        experienceYears: '1',
      }),
    ).toMatchObject({ field: '投资或金融行业工作年限（年）' });
  });

  it('names the missing document of a status rule', () => {
    expect(qualificationProblem('product', { qualificationCategory: 'registeredProduct' })).toEqual({
      field: '产品备案编号',
      message: '请填写产品备案编号',
    });
  });

  it('answers null when qualified', () => {
    expect(
      qualificationProblem('institution', { qualificationCategory: 'partnership', paidInCapital: '300' }),
    ).toBeNull();
    expect(
      qualificationProblem('product', { qualificationCategory: 'registeredProduct', filingNo: 'S1' }),
    ).toBeNull();
    expect(
      qualificationProblem('person', {
        qualificationCategory: 'naturalPerson',
        financialAssets: 50,
        experienceYears: 2,
      }),
    ).toBeNull();
  });
});

describe('the document number and the evidence recorded', () => {
  it('records the document number trimmed', () => {
    expect(checkRule(rule('financialInstitution'), { licenceNo: ' B0001H ' }).documentNo).toBe('B0001H');
    expect(checkRule(rule('legalPerson'), { licenceNo: 'B0001H' }).documentNo).toBeNull();
  });

  it('keeps the evidence fields the form gave, nothing else', () => {
    const form = {
      qualificationCategory: 'legalPerson',
      investorName: '某某有限公司',
      netAssets: '300',
      financialAssets: undefined,
      password: 'x',
      licenceNo: '',
    };
    expect(qualificationEvidenceOf(form)).toEqual({
      qualificationCategory: 'legalPerson',
      investorName: '某某有限公司',
      netAssets: '300',
      licenceNo: '',
    });
    expect(Object.keys(qualificationEvidenceOf(form))).not.toContain('financialAssets');
    expect(qualificationEvidenceOf({})).toEqual({});
  });
});

describe('evidence numbers', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['200.25', 200.25],
    ['12.', null],
    [7, 7],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [Number.NaN, null],
    [null, null],
  ])('%j → %j', (value, expected) => expect(evidenceNumber(value)).toBe(expected));
});

describe('expiry and status', () => {
  it('stands one year from completion', () => {
    expect(qualificationExpiry(new Date('2026-11-29T08:00:00Z')).toISOString()).toBe(
      '2027-11-29T08:00:00.000Z',
    );
    expect(qualificationExpiry(new Date('2028-02-29T08:00:00Z')).toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
  });

  it('is effective before its expiry, expired from it, none without one', () => {
    const end = new Date('2027-01-01T00:00:00Z');
    expect(qualificationStatus(end, new Date('2026-12-31T23:59:59Z'))).toBe(0);
    expect(qualificationStatus(end, end)).toBe(1);
    expect(qualificationStatus(null, end)).toBe(2);
  });
});
