import { describe, expect, it } from 'vitest';
import { evaluateSrdiForm, pinProblem, SRDI_MESSAGES, showsScoreGroups } from './index.js';
import { readSrdiAnswers } from './srdi-answers.js';
import {
  accordsInnovative,
  entryRules,
  evaluateSrdi,
  fastTrack,
  innovativeScores,
  suggestedTier,
} from './srdi-evaluation.js';
import { readFinancialInfo, type YearFigures } from './srdi-figures.js';
import { answers, financialRows, type RowInput, srdiForm } from './srdi-testing.js';

function years(last: RowInput = {}, middle: RowInput = {}, first: RowInput = {}): YearFigures[] {
  const read = readFinancialInfo(financialRows(last, middle, first));
  if (!read.ok) throw new Error(read.message);
  return read.years;
}

/** A company that fails the score (no IP, no organisation, nothing distinctive, no growth). */
const weak = answers({
  provincialScore: 0,
  ipClassOne: 0,
  rndOrgLevel: 0,
  digitalLevel: 1,
  qualityItems: 0,
  hasKeyAreaProduct: false,
});
const flat = { mainBusinessIncome: '4500' };

describe('550200 entry rules (001 §5.21)', () => {
  it('needs R&D of at least 100万 and 3 % of revenue, both bounds inclusive', () => {
    const rd = (rdExpenses: string, businessIncome: string) =>
      entryRules(years({ rdExpenses, businessIncome, mainBusinessIncome: '1' }), answers()).rdSpend;
    expect(rd('100', '3333.33')).toBe(true);
    expect(rd('99.999999', '1000')).toBe(false);
    expect(rd('150', '5000')).toBe(true);
    expect(rd('150', '5000.01')).toBe(false);
  });

  it('needs revenue of 1000万 or 2000万 of equity financing over the last two years', () => {
    const rule = (last: RowInput, middle: RowInput = {}, first: RowInput = {}) =>
      entryRules(years({ mainBusinessIncome: '1', rdExpenses: '1', ...last }, middle, first), answers())
        .revenueOrFinancing;
    expect(rule({ businessIncome: '1000' })).toBe(true);
    expect(rule({ businessIncome: '999.99' })).toBe(false);
    expect(
      rule({ businessIncome: '500', totalEquityFinancing: '1000' }, { totalEquityFinancing: '1000' }),
    ).toBe(true);
    expect(
      rule({ businessIncome: '500', totalEquityFinancing: '1000' }, { totalEquityFinancing: '999.99' }),
    ).toBe(false);
    // The year before those two does not count.
    expect(rule({ businessIncome: '500' }, {}, { totalEquityFinancing: '5000' })).toBe(false);
  });

  it('needs two years in the market segment', () => {
    expect(entryRules(years(), answers({ marketYears: 2 })).marketTwoYears).toBe(true);
    expect(entryRules(years(), answers({ marketYears: 1 })).marketTwoYears).toBe(false);
  });
});

describe('550200 fast track (MIIT’s four conditions, ADR 81)', () => {
  it('holds each condition on its own', () => {
    expect(fastTrack(years(), answers())).toEqual({
      technologyAward: false,
      rdAverageTenMillion: false,
      financingSixtyMillion: false,
      cnmakerTop500: false,
    });
    expect(fastTrack(years(), answers({ technologyAward: true })).technologyAward).toBe(true);
    expect(fastTrack(years(), answers({ cnmakerTop500: true })).cnmakerTop500).toBe(true);
    const rd = (last: string, middle: string, first = '5000') =>
      fastTrack(years({ rdExpenses: last }, { rdExpenses: middle }, { rdExpenses: first }), answers())
        .rdAverageTenMillion;
    expect(rd('1200', '800')).toBe(true);
    expect(rd('1200', '799.999999')).toBe(false);
    const fin = (last: string, middle: string, first = '9000') =>
      fastTrack(
        years(
          { totalEquityFinancing: last },
          { totalEquityFinancing: middle },
          { totalEquityFinancing: first },
        ),
        answers(),
      ).financingSixtyMillion;
    expect(fin('3000', '3000')).toBe(true);
    expect(fin('3000', '2999.99')).toBe(false);
  });

  it('stands in for the 60 points but never for an entry rule', () => {
    const low = evaluateSrdi(years(flat, flat, flat), weak);
    expect(low.total).toBeLessThan(60);
    expect(low.ifAccordSRDI).toBe(false);
    const awarded = evaluateSrdi(years(flat, flat, flat), { ...weak, technologyAward: true });
    expect(awarded.ifAccordSRDI).toBe(true);
    expect(awarded.tier).toBe('standard');
    const noRd = evaluateSrdi(years({ ...flat, rdExpenses: '99' }, flat, flat), {
      ...weak,
      technologyAward: true,
    });
    expect(noRd.ifAccordSRDI).toBe(false);
    const young = evaluateSrdi(years(), answers({ marketYears: 1, technologyAward: true }));
    expect(young.ifAccordSRDI).toBe(false);
    const small = evaluateSrdi(
      years({ businessIncome: '999', mainBusinessIncome: '900', rdExpenses: '100' }),
      answers(),
    );
    expect(small.entry.revenueOrFinancing).toBe(false);
    expect(small.ifAccordSRDI).toBe(false);
  });

  it('admits at exactly 60 points and not at 59', () => {
    const modest = { rndOrgLevel: 0, ipClassOne: 0, digitalLevel: 1 };
    expect(evaluateSrdi(years(), answers({ ...modest, provincialScore: 0 })).total).toBe(56);
    const at60 = evaluateSrdi(years(), answers({ ...modest, provincialScore: 4 }));
    expect(at60).toMatchObject({ total: 60, ifAccordSRDI: true, tier: 'standard' });
    const at59 = evaluateSrdi(years(), answers({ ...modest, provincialScore: 3 }));
    expect(at59).toMatchObject({ total: 59, ifAccordSRDI: false });
  });
});

describe('创新型中小企业 and the tier (002 §4)', () => {
  it('scores the six innovative indicators', () => {
    expect(innovativeScores(years(), answers())).toEqual({
      innovation: 20 + 20,
      growth: 5 + 10,
      specialisation: 5 + 20,
    });
    expect(
      innovativeScores(years(), answers({ overseasCognate: false, strategicEmerging: true })),
    ).toMatchObject({
      innovation: 10 + 20,
      specialisation: 10 + 20,
    });
    expect(innovativeScores(years(), answers({ ipClassOne: 0, ipClassTwo: 1 })).innovation).toBe(25);
    expect(innovativeScores(years(), answers({ ipClassOne: 0, ipClassTwo: 0 })).innovation).toBe(20);
  });

  it('accords by score with each category’s minimum, or by a direct condition', () => {
    const plain = answers({ ipClassOne: 0, rndOrgLevel: 0 });
    // R&D 0.9 %, main share 49 %: too little innovation and specialisation to score.
    const poor = years({ rdExpenses: '45', mainBusinessIncome: '2450' });
    expect(accordsInnovative(poor, plain)).toBe(false);
    expect(accordsInnovative(poor, { ...plain, technologyAward: true })).toBe(true);
    expect(accordsInnovative(poor, { ...plain, innovationHonours: 1 })).toBe(true);
    expect(accordsInnovative(poor, { ...plain, rndOrgLevel: 3 })).toBe(true);
    expect(accordsInnovative(poor, { ...plain, rndOrgLevel: 2 })).toBe(false);
    expect(
      accordsInnovative(
        years({ rdExpenses: '45', mainBusinessIncome: '2450', totalEquityFinancing: '500' }),
        plain,
      ),
    ).toBe(true);
    expect(
      accordsInnovative(
        years({ rdExpenses: '45', mainBusinessIncome: '2450', totalEquityFinancing: '499.99' }),
        plain,
      ),
    ).toBe(false);
    expect(accordsInnovative(years(), plain)).toBe(true);
  });

  it('suggests standard when SRDI, else incubation when innovative, else nothing', () => {
    expect(suggestedTier(true, true)).toBe('standard');
    expect(suggestedTier(true, false)).toBe('standard');
    expect(suggestedTier(false, true)).toBe('incubation');
    expect(suggestedTier(false, false)).toBeNull();
    const incubation = evaluateSrdi(years(flat, flat, flat), { ...weak, rndOrgLevel: 3 });
    expect(incubation).toMatchObject({ ifAccordSRDI: false, ifAccordInnovative: true, tier: 'incubation' });
  });
});

describe('550200 form (002 §3, §4)', () => {
  it('shows the score groups only for credit “5” first and a conforming company', () => {
    expect(showsScoreGroups({ corporateCredit: ['5'], conformsCompany: '1' })).toBe(true);
    expect(showsScoreGroups({ corporateCredit: ['1', '5'], conformsCompany: '1' })).toBe(false);
    expect(showsScoreGroups({ corporateCredit: ['5'], conformsCompany: '0' })).toBe(false);
    expect(showsScoreGroups({ corporateCredit: '5', conformsCompany: '1' })).toBe(false);
  });

  it('refuses a pinned option together with another', () => {
    expect(pinProblem(srdiForm())).toBeNull();
    expect(pinProblem(srdiForm({ corporateCredit: ['5', '2'] }))).toEqual({
      field: 'corporateCredit',
      message: '【企业信用情况】选择“5”项时不能同时选择其他选项',
    });
    expect(pinProblem(srdiForm({ qualityAssurance: ['1', '0'] }))?.field).toBe('qualityAssurance');
    expect(pinProblem(srdiForm({ certificates: ['0', '1'] }))?.field).toBe('certificates');
    expect(pinProblem(srdiForm({ certificates: ['1', '2'] }))).toBeNull();
  });

  it('reads the answers from the form’s fields', () => {
    expect(readSrdiAnswers(srdiForm())).toEqual(
      answers({ ipClassOne: 2, ipClassTwo: 3, strategicEmerging: true, qualityItems: 2 }),
    );
    const odd = readSrdiAnswers({
      year: '-3',
      digitalize: 'x',
      qualityAssurance: ['0'],
      rndOrgs: '9',
      provincialScore: 40,
    });
    expect(odd).toMatchObject({
      marketYears: 0,
      digitalLevel: 0,
      qualityItems: 0,
      rndOrgLevel: 4,
      provincialScore: 15,
    });
    expect(readSrdiAnswers({ products: [{ isSixBasicFields: '1' }] })).toMatchObject({
      hasKeyAreaProduct: false,
      hasSixBasicProduct: true,
    });
  });

  it('evaluates a whole form or names its first problem', () => {
    const good = evaluateSrdiForm(srdiForm());
    expect(good.ok && good.evaluation.tier).toBe('standard');
    expect(good.ok && good.evaluation.total).toBe(96);
    expect(evaluateSrdiForm(srdiForm({ conformsCompany: '0' }))).toEqual({
      ok: false,
      field: 'corporateCredit',
      message: SRDI_MESSAGES.notEvaluable,
    });
    expect(evaluateSrdiForm(srdiForm({ corporateCredit: ['5', '1'] }))).toMatchObject({
      ok: false,
      field: 'corporateCredit',
    });
    expect(evaluateSrdiForm(srdiForm({ financialInfo: [] }))).toMatchObject({
      ok: false,
      field: 'financialInfo',
    });
  });
});

describe('创新型中小企业 score minimums', () => {
  // Scores of innovativeScores for the default years: debt 25 % → 10, growth 2.27 % → 5.
  const plain = answers({ technologyAward: false, rndOrgLevel: 0, innovationHonours: 0 });

  it('needs 20 innovation points even at 60 in all', () => {
    // IP none (0) + R&D 12 % (20) = 20: accords; R&D 4 % (15) = 15: not, though 15 + 25 + 30 = 70.
    expect(accordsInnovative(years(), { ...plain, ipClassOne: 0 })).toBe(true);
    const low = years({ rdExpenses: '200' }, { mainBusinessIncome: '4000' });
    expect(innovativeScores(low, { ...plain, ipClassOne: 0, strategicEmerging: true })).toEqual({
      innovation: 15,
      growth: 25,
      specialisation: 30,
    });
    expect(accordsInnovative(low, { ...plain, ipClassOne: 0, strategicEmerging: true })).toBe(false);
  });

  it('needs 15 growth points and 15 specialisation points', () => {
    // Debt 80 % → 0 and growth 2.27 % → 5: growth 5, though innovation 40 + specialisation 25 = 65.
    const indebted = years({ totalLiabilities: '3200' });
    expect(innovativeScores(indebted, plain)).toEqual({ innovation: 40, growth: 5, specialisation: 25 });
    expect(accordsInnovative(indebted, plain)).toBe(false);
    // Debt 60 % → 5 with growth 2.27 % → 5: growth 10, still short.
    expect(innovativeScores(years({ totalLiabilities: '2400' }), plain).growth).toBe(10);
    // Main share 50 % → 5 + field 5 = 10 specialisation: short, whatever else.
    const diffuse = years({ mainBusinessIncome: '2500' }, { mainBusinessIncome: '2000' });
    expect(innovativeScores(diffuse, plain)).toMatchObject({ specialisation: 10 });
    expect(accordsInnovative(diffuse, plain)).toBe(false);
    // Main share 55 % → 10 + field 5 = exactly 15: enough.
    const focused = years({ mainBusinessIncome: '2750' }, { mainBusinessIncome: '2200' });
    expect(innovativeScores(focused, plain).specialisation).toBe(15);
    expect(accordsInnovative(focused, plain)).toBe(true);
  });
});

describe('550200 answers at their edges', () => {
  it('counts a product list by any product, tolerates empty rows and ignores blank choices', () => {
    const read = readSrdiAnswers({
      products: [null, { isKeyAreas: '0' }, { isKeyAreas: '1', isSixBasicFields: '0' }],
      qualityAssurance: ['', '1', '1', '3'],
    });
    expect(read).toMatchObject({ hasKeyAreaProduct: true, hasSixBasicProduct: false, qualityItems: 2 });
    expect(readSrdiAnswers({ products: 'x' })).toMatchObject({
      hasKeyAreaProduct: false,
      hasSixBasicProduct: false,
    });
  });
});
