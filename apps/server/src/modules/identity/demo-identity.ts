import { chineseIdCheckDigit, organizationCodeCheckChar, unifiedSocialCreditCheckChar } from '@rer/domain';
import type { LandingMode } from '../../db/schema-identity.js';

/**
 * Demonstration accounts of tenant 000000 (loaded only with SEED_DEMO_DATA=true). Every identifier
 * is generated and fake: USCCs and ID numbers carry correct check characters but name nobody.
 */
export const DEMO_TENANT_ID = '000000';
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_CAPITAL_PASSWORD = '135790';

/** Deterministic ids keep the load idempotent: `a…` accounts, `c…` companies, `f…` holders, `d…` roles, `e…` bindings, `b…` products. */
const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A fake USCC: 91 (enterprise), Dalian 210200, organisation code MA0D#### with its check characters. */
export function demoCreditCode(n: number): string {
  const body = `MA0D${String(n).padStart(4, '0')}`;
  const first17 = `91210200${body}${organizationCodeCheckChar(body)}`;
  return first17 + unifiedSocialCreditCheckChar(first17);
}

/** A fake 18-digit ID number: Dalian Zhongshan district 210202, born 1990-01-0n. */
export function demoIdNumber(n: number): string {
  const first17 = `2102021990010${n % 10}${String(100 + n).slice(-3)}`;
  return first17 + chineseIdCheckDigit(first17);
}

export const DEMO_ROLES = [
  { id: id('d', 1), alias: 'applicant', name: '申请人' },
  { id: id('d', 2), alias: 'reviewer_first', name: '初审' },
  { id: id('d', 3), alias: 'reviewer_second', name: '复审' },
  { id: id('d', 4), alias: 'administrator', name: '管理员' },
] as const;

export interface DemoAccount {
  id: string;
  account: string;
  realName: string;
  orgType: 1 | 2;
  mobile: string | null;
  zones: LandingMode[];
  roles: string[];
  system: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: id('a', 1),
    account: 'org_demo',
    realName: '演示企业经办人',
    orgType: 2,
    mobile: '19900000001',
    zones: ['org'],
    roles: ['applicant'],
    system: '企业专区',
  },
  {
    id: id('a', 2),
    account: 'member_demo',
    realName: '演示会员机构',
    orgType: 2,
    mobile: '19900000002',
    zones: ['member'],
    roles: ['applicant'],
    system: '会员专区',
  },
  {
    id: id('a', 3),
    account: 'person_demo',
    realName: '演示投资者甲',
    orgType: 1,
    mobile: '19900000003',
    zones: ['personalholder'],
    roles: ['applicant'],
    system: '个人投资者专区',
  },
  {
    id: id('a', 4),
    account: 'orginv_demo',
    realName: '演示机构投资者',
    orgType: 2,
    mobile: '19900000004',
    zones: ['orgholder'],
    roles: ['applicant'],
    system: '机构投资者专区',
  },
  {
    id: id('a', 5),
    account: 'product_demo',
    realName: '演示产品管理人',
    orgType: 2,
    mobile: '19900000005',
    zones: ['productholder'],
    roles: ['applicant'],
    system: '产品投资者专区',
  },
  {
    id: id('a', 6),
    account: 'reviewer1',
    realName: '演示初审员',
    orgType: 1,
    mobile: null,
    zones: ['mgr'],
    roles: ['reviewer_first'],
    system: '管理端（初审）',
  },
  {
    id: id('a', 7),
    account: 'reviewer2',
    realName: '演示复审员',
    orgType: 1,
    mobile: null,
    zones: ['mgr'],
    roles: ['reviewer_second'],
    system: '管理端（复审）',
  },
  {
    id: id('a', 8),
    account: 'admin',
    realName: '演示管理员',
    orgType: 1,
    mobile: null,
    zones: ['mgr'],
    roles: ['administrator'],
    system: '管理端（管理员）',
  },
];

export const DEMO_COMPANIES = [
  {
    uuid: id('c', 1),
    name: '大连演示科技股份有限公司',
    shortName: '演示科技',
    creditCode: demoCreditCode(1),
    /** 托管代码 (the product code of the share-transfer record picker). */
    code: '880001',
    companyType: 2,
  },
  {
    uuid: id('c', 2),
    name: '大连演示制造有限公司',
    shortName: '演示制造',
    creditCode: demoCreditCode(2),
    /** 托管代码 (the product code of the share-transfer record picker). */
    code: '880002',
    companyType: 1,
  },
  {
    uuid: id('c', 3),
    name: '大连演示服务合伙企业（有限合伙）',
    shortName: '演示服务',
    creditCode: demoCreditCode(3),
    /** 托管代码 (the product code of the share-transfer record picker). */
    code: '880003',
    companyType: 3,
  },
];

export const DEMO_COMPANY_BINDINGS = [
  { accountId: id('a', 1), companyId: id('c', 1), relation: 'enterprise' as const },
  { accountId: id('a', 1), companyId: id('c', 2), relation: 'enterprise' as const },
  { accountId: id('a', 2), companyId: id('c', 3), relation: 'member_cooperation' as const },
];

export const DEMO_PRODUCTS = [
  { uuid: id('b', 1), productCode: 'DEMO0001', productName: '演示一号私募股权基金' },
  { uuid: id('b', 2), productCode: 'DEMO0002', productName: '演示二号私募股权基金' },
];

const person = (n: number, status: number, accountNumber: string) => ({
  uuid: id('f', n),
  accountNumber,
  /** One investor, one user code, three registration accounts. */
  userCode: 'U000000001',
  organType: 2,
  holderName: '演示投资者甲',
  certType: '1',
  certificateNo: demoIdNumber(3),
  mobile: '19900000003',
  status,
});

export const DEMO_HOLDERS = [
  person(1, 1, 'D000000001'),
  person(2, 3, 'D000000002'),
  person(3, 2, 'D000000003'),
  {
    uuid: id('f', 4),
    accountNumber: 'D000000004',
    userCode: 'U000000004',
    organType: 1,
    holderName: '大连演示制造有限公司',
    certType: '11', // 统一社会信用代码 (organTypeValidator)
    certificateNo: demoCreditCode(2),
    mobile: null,
    status: 1,
  },
  {
    uuid: id('f', 5),
    accountNumber: 'D000000005',
    userCode: 'U000000005',
    organType: 3,
    holderName: '演示一号私募股权基金',
    certType: '21', // 私募投资基金备案编码 (productInfoIdType)
    certificateNo: 'SDM001',
    mobile: null,
    status: 1,
  },
];

export const DEMO_HOLDER_BINDINGS = [
  { id: id('e', 1), accountId: id('a', 3), holderId: id('f', 1), productId: null },
  { id: id('e', 2), accountId: id('a', 3), holderId: id('f', 2), productId: null },
  { id: id('e', 3), accountId: id('a', 3), holderId: id('f', 3), productId: null },
  { id: id('e', 4), accountId: id('a', 4), holderId: id('f', 4), productId: null },
  { id: id('e', 5), accountId: id('a', 5), holderId: id('f', 5), productId: id('b', 1) },
  { id: id('e', 6), accountId: id('a', 5), holderId: id('f', 5), productId: id('b', 2) },
];
