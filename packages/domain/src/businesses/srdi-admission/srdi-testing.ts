import type { SrdiAnswers } from './srdi-answers.js';

/** Test data of 550200's evaluation: a strong company, overridable per year and per answer. */
export type RowInput = Record<string, string>;

export function financialRow(year: number, overrides: RowInput = {}): RowInput {
  return {
    financialYear: String(year),
    businessIncome: '5000',
    mainBusinessIncome: '4500',
    totalLiabilities: '1000',
    totalAssets: '4000',
    rdExpenses: '600',
    netProfit: '600',
    totalEquityFinancing: '0',
    totalEmplyess: '100',
    rdPersonnel: '25',
    valuation: '30000',
    ...overrides,
  };
}

/** Three years 2023–2025, main income 4000 → 4400 → 4500 unless overridden. */
export function financialRows(last: RowInput = {}, middle: RowInput = {}, first: RowInput = {}): RowInput[] {
  return [
    financialRow(2023, { mainBusinessIncome: '4000', ...first }),
    financialRow(2024, { mainBusinessIncome: '4400', ...middle }),
    financialRow(2025, last),
  ];
}

export function answers(overrides: Partial<SrdiAnswers> = {}): SrdiAnswers {
  return {
    marketYears: 10,
    hasKeyAreaProduct: true,
    hasSixBasicProduct: false,
    digitalLevel: 3,
    qualityItems: 2,
    provincialScore: 15,
    ipClassOne: 1,
    ipClassTwo: 0,
    overseasCognate: true,
    rndOrgLevel: 4,
    technologyAward: false,
    cnmakerTop500: false,
    innovationHonours: 0,
    strategicEmerging: false,
    ...overrides,
  };
}

/** A whole 550200 form of a company that is scored and admitted at the standard tier. */
export function srdiForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    corporateCredit: ['5'],
    conformsCompany: '1',
    year: '10',
    products: [
      { name: '精密轴承', releaseDate: '2020-01-01', industry: 'C', isKeyAreas: '1', isSixBasicFields: '0' },
    ],
    digitalize: '3',
    qualityAssurance: ['1', '2'],
    certificates: ['0'],
    provincialScore: '15',
    intellectualPropertyNumber1: '2',
    intellectualPropertyNumber2: '3',
    isOverseasCognate: '1',
    rndOrgs: '4',
    isTechnologyAward: '0',
    cnmaker: '0',
    emergingIndustry: '1',
    financialInfo: financialRows(),
    jbrName: '演示经办人',
    // A fake number with a valid check digit (testing/fake-id-number's fakeId18, birth 19850101).
    jbrCertificateNo: '110105198501011234',
    jbrPhone: '13800000000',
    ...overrides,
  };
}
