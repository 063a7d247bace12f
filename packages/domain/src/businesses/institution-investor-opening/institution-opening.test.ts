import { describe, expect, it } from 'vitest';
import { businessOf, NOT_OFFERED_BUSINESSES } from '../index.js';
import { openingChoicesFor } from '../investor-opening/index.js';
import { productHolderOf } from '../product-investor-opening/index.js';
import {
  hasOpenAccount,
  INSTITUTION_OPENING_MESSAGES,
  institutionApplicantProblem,
  institutionHolderOf,
  lookThroughProblem,
  type OrganisationApplicant,
  shareholderRowsOf,
} from './index.js';

const CODE = '91210200MA0D00017X';
const APPLICANT: OrganisationApplicant = {
  orgType: 2,
  zone: 'org',
  isStaff: false,
  institutions: [{ name: '大连演示科技股份有限公司', creditCode: CODE }],
};
const LABELS = { name: '机构名称', creditCode: '统一社会信用代码' };
const INSTITUTION = { name: '大连演示科技股份有限公司', creditCode: CODE.toLowerCase() };

describe('550131, 550132 and 550136 are built (ADR 64)', () => {
  it('have their definitions and are no longer in the not-offered list', () => {
    expect(businessOf('550131')?.completionEffect).toBe('institutionInvestorOpening');
    expect(businessOf('550132')?.completionEffect).toBe('productInvestorOpening');
    expect(businessOf('550136')?.pageRoute).toBe('/newInvestor/550136');
    expect(NOT_OFFERED_BUSINESSES.filter((b) => ['550131', '550132', '550136'].includes(b.appId))).toEqual(
      [],
    );
  });

  it('550136 leads a person to 550130 and an organisation to 550131 or 550132', () => {
    expect(openingChoicesFor(1)).toEqual([{ appId: '550130', landingMode: 'personalholder' }]);
    expect(openingChoicesFor(2)).toEqual([
      { appId: '550131', landingMode: 'orgholder' },
      { appId: '550132', landingMode: 'productholder' },
    ]);
    expect(openingChoicesFor(null)).toEqual([]);
  });
});

describe('who may open an institution account', () => {
  it('lets the login open its own registered or bound institution, whatever the case of the code', () => {
    expect(institutionApplicantProblem(INSTITUTION, APPLICANT, LABELS)).toBeNull();
    expect(institutionApplicantProblem(INSTITUTION, { ...APPLICANT, zone: 'orgholder' }, LABELS)).toBeNull();
  });

  it('refuses a personal login, staff, or a zone that is not an organisation one', () => {
    const refused = { field: '申请人', message: INSTITUTION_OPENING_MESSAGES.notOrganisationLogin };
    expect(institutionApplicantProblem(INSTITUTION, { ...APPLICANT, orgType: 1 }, LABELS)).toEqual(refused);
    expect(institutionApplicantProblem(INSTITUTION, { ...APPLICANT, isStaff: true }, LABELS)).toEqual(
      refused,
    );
    expect(institutionApplicantProblem(INSTITUTION, { ...APPLICANT, zone: 'member' }, LABELS)).toEqual(
      refused,
    );
  });

  it('refuses another institution than its own, and its own under another name', () => {
    const other = { name: '别的公司', creditCode: '91210200MA0D00025P' };
    expect(institutionApplicantProblem(other, APPLICANT, LABELS)).toEqual({
      field: '统一社会信用代码',
      message: '须为本账号注册或绑定的企业',
    });
    expect(institutionApplicantProblem({ ...INSTITUTION, name: '别的公司' }, APPLICANT, LABELS)).toEqual({
      field: '机构名称',
      message: '须与本账号注册或绑定的企业名称一致',
    });
  });

  it('compares codes and names trimmed, codes in any case, on both sides', () => {
    const spaced = { name: ' 大连演示科技股份有限公司 ', creditCode: ` ${CODE.toLowerCase()} ` };
    const boundSpaced = {
      ...APPLICANT,
      institutions: [{ name: '大连演示科技股份有限公司 ', creditCode: ` ${CODE} ` }],
    };
    expect(institutionApplicantProblem(spaced, APPLICANT, LABELS)).toBeNull();
    expect(institutionApplicantProblem(INSTITUTION, boundSpaced, LABELS)).toBeNull();
  });

  it('lets a closed account (status 2) be opened again, and nothing else', () => {
    expect(hasOpenAccount([])).toBe(false);
    expect(hasOpenAccount([{ status: 2 }, { status: 2 }])).toBe(false);
    expect(hasOpenAccount([{ status: 2 }, { status: 1 }])).toBe(true);
    expect(hasOpenAccount([{ status: 0 }])).toBe(true);
  });

  it('reads numbers of the form as text, anything else as blank', () => {
    const holder = institutionHolderOf({ holderName: true, capitalAccount: 12345, mobile: { n: 1 } });
    expect([holder.holderName, holder.capitalAccount, holder.mobile]).toEqual(['', '12345', '']);
  });

  it('reads a product: the certificate type of its product type, 29 for another, codes upper-case', () => {
    const product = productHolderOf({
      productName: ' 一号基金 ',
      productType: 1,
      managerCreditCode: ` ${CODE.toLowerCase()} `,
      capitalAccount: 12345,
      mobile: true,
    });
    expect([product.holderName, product.productType, product.certType]).toEqual(['一号基金', '1', '21']);
    expect([product.managerCreditCode, product.capitalAccount, product.mobile]).toEqual([CODE, '12345', '']);
    expect(productHolderOf({ productType: '9' }).certType).toBe('29');
    expect(productHolderOf({}).productType).toBe('');
  });

  it('reads the institution and the product from the form', () => {
    const holder = institutionHolderOf({ holderName: ' 甲公司 ', certificateNo: ` ${CODE.toLowerCase()} ` });
    expect([holder.holderName, holder.certType, holder.certificateNo]).toEqual(['甲公司', '11', CODE]);
    const product = productHolderOf({ productName: '一号基金', productType: '2', filingNo: 'sxx123' });
    expect([product.holderName, product.certType, product.certificateNo]).toEqual([
      '一号基金',
      '22',
      'SXX123',
    ]);
  });
});

describe('穿透核查 (look-through)', () => {
  const row = (
    holderName: string,
    organType: string,
    parentName = '',
    endPoint = '',
    ratio: unknown = '',
  ) => ({
    holderName,
    organType,
    parentName,
    endPoint,
    ratio,
  });

  it('accepts chains that end at natural persons, the state or a listed company', () => {
    const rows = shareholderRowsOf([
      row('张三', '2', '', '', '40'),
      row('甲投资有限公司', '1', '', '', 35),
      row('李四', '2', '甲投资有限公司'),
      row('乙基金', '3', '甲投资有限公司'),
      row('王五', '2', '乙基金'),
      row('大连市国资委', '1', '', '1', '15'),
      row('某上市股份公司', '1', '', '2', '10'),
    ]);
    expect(lookThroughProblem(rows)).toBeNull();
  });

  it('refuses an institution or product not looked through', () => {
    expect(lookThroughProblem(shareholderRowsOf([row('张三', '2'), row('甲投资有限公司', '1')]))).toBe(
      '第2行「甲投资有限公司」须继续穿透至自然人、国有主体或上市公司',
    );
    expect(lookThroughProblem(shareholderRowsOf([row('乙基金', '3')]))).toBe(
      '第1行「乙基金」须继续穿透至自然人、国有主体或上市公司',
    );
  });

  it('refuses a parent that is missing or a natural person, and a cycle', () => {
    expect(lookThroughProblem(shareholderRowsOf([row('张三', '2', '丙公司')]))).toBe(
      '第1行上级股东「丙公司」须为本表中的机构或产品股东',
    );
    expect(lookThroughProblem(shareholderRowsOf([row('张三', '2'), row('李四', '2', '张三')]))).toBe(
      '第2行上级股东「张三」须为本表中的机构或产品股东',
    );
    const cycle = [row('甲公司', '1', '乙公司'), row('乙公司', '1', '甲公司')];
    expect(lookThroughProblem(shareholderRowsOf(cycle))).toBe('第1行穿透关系成环');
  });

  it('reads the table: trimmed text, a ratio only when it is a number, no rows from a non-table', () => {
    expect(shareholderRowsOf('x')).toEqual([]);
    expect(shareholderRowsOf(null)).toEqual([]);
    const [a, b, c, d] = shareholderRowsOf([
      row(' 张三 ', '2', '', '', ' 12.5 '),
      { ...row('甲公司', '', '', '', 'abc'), organType: 1 },
      null,
      row('乙公司', '1', '', '2', 0),
    ]);
    expect(a).toEqual({ holderName: '张三', organType: '2', parentName: '', endPoint: '', ratio: 12.5 });
    expect([b?.organType, b?.ratio]).toEqual(['1', null]);
    expect(c).toEqual({ holderName: '', organType: '', parentName: '', endPoint: '', ratio: null });
    expect(d?.ratio).toBe(0);
  });

  it('counts the direct holdings only, up to exactly 100%', () => {
    const rows = [
      row('张三', '2', '', '', 60),
      row('甲公司', '1', '', '', 40),
      row('李四', '2', '甲公司', '', 90),
    ];
    expect(lookThroughProblem(shareholderRowsOf(rows))).toBeNull();
  });

  it('refuses an empty table and direct holdings over 100%', () => {
    expect(lookThroughProblem(shareholderRowsOf([]))).toBe('请填写股东信息');
    expect(
      lookThroughProblem(shareholderRowsOf([row('张三', '2', '', '', 60), row('李四', '2', '', '', 40.5)])),
    ).toBe('直接股东持股比例合计不能超过100%');
  });
});
