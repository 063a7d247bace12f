import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { demoCreditCode } from '../../../modules/identity/index.js';
import { type Headers, TENANT } from '../../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../../platform/db/database.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { registeredApplicant } from '../../personal-investor-opening/testing/opening-fixture.js';

export interface Organisation {
  login: string;
  name: string;
  creditCode: string;
  headers: Headers;
}

/** An organisation registered as /register does (its name and credit code, the org zone), signed in. */
export async function registeredOrganisation(t: TestApp, n: number): Promise<Organisation> {
  const login = `org_open_${n}`;
  const name = `大连开户测试${'甲乙丙丁戊己庚辛壬癸'[n % 10]}有限公司`;
  const creditCode = demoCreditCode(100 + n);
  const headers = await registeredApplicant(t, {
    login,
    realName: name,
    idNumber: creditCode,
    orgType: 2,
    zone: 'org',
  });
  return { login, name, creditCode, headers };
}

const file = (name: string) => [{ attachId: randomUUID(), originalName: name, size: 1024 }];

const COMMON = {
  contactName: '王经办',
  mobile: '19930000002',
  email: 'org@example.com',
  address: '大连市中山区演示路8号',
  postalCode: '116001',
  bankName: '演示银行大连分行',
  bankCard: '6222021234567890128',
  capitalAccount: '880012345678',
  qualificationList: [{ qualificationCategory: '1', maketRole: '3', qualificationStatus: '1' }],
  qualificationValidUntil: '2028-11-29',
};

/** The 550131 form of an institution, with a looked-through shareholders table. */
export function institutionForm(
  org: Pick<Organisation, 'name' | 'creditCode'>,
  overrides: Record<string, unknown> = {},
) {
  return {
    holderName: org.name,
    certType: '11',
    certificateNo: org.creditCode,
    legalName: '赵法人',
    legalCertType: '1',
    legalCertNo: '210202199001011232',
    ...COMMON,
    executives: [{ name: '钱总', position: '总经理', certType: '1', certificateNo: '210202199001011240' }],
    shareholders: [
      {
        organType: '2',
        holderName: '孙股东',
        certType: '1',
        certificateNo: '210202199001011259',
        ratio: '60',
      },
      {
        organType: '1',
        holderName: '大连上级投资有限公司',
        certType: '11',
        certificateNo: demoCreditCode(90),
        ratio: '40',
      },
      {
        organType: '2',
        holderName: '李间接',
        certType: '1',
        certificateNo: '210202199001011267',
        parentName: '大连上级投资有限公司',
      },
    ],
    attachments: { businessLicense: file('营业执照.pdf'), legalIdCard: file('法定代表人身份证.pdf') },
    ...overrides,
  };
}

/** The 550132 form of a product managed by the organisation. */
export function productForm(
  org: Pick<Organisation, 'name' | 'creditCode'>,
  filingNo: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    productName: `演示${filingNo}号私募基金`,
    productType: '1',
    filingNo,
    custodian: '演示证券股份有限公司',
    managerName: org.name,
    managerCreditCode: org.creditCode,
    ...COMMON,
    attachments: {
      filingCertificate: file('备案证明.pdf'),
      productContract: file('产品合同.pdf'),
      managerLicense: file('管理人营业执照.pdf'),
    },
    ...overrides,
  };
}

/** Holder accounts bound to a login, with the profile and product of each. */
export async function accountsOf(t: TestApp, login: string) {
  return rows<{
    accountNumber: string;
    status: number;
    organType: number;
    holderName: string;
    capitalAccount: string | null;
    productCode: string | null;
    expires: string | null;
    profiles: number;
  }>(
    t.testDb.db.orm,
    sql`select h.account_number as "accountNumber", h.status::int as status, h.organ_type::int as "organType",
               h.holder_name as "holderName", h.capital_account as "capitalAccount", p.product_code as "productCode",
               (select to_char(q.qualification_expires_on, 'YYYY-MM-DD') from investor_profile q where q.holder_id = h.uuid) as expires,
               (select count(*)::int from investor_profile q where q.holder_id = h.uuid) as profiles
        from account a join account_holder b on b.account_id = a.id join holder_account h on h.uuid = b.holder_id
        left join product p on p.uuid = b.product_id
        where a.account = ${login} and a.tenant_id = ${TENANT} order by h.organ_type`,
  );
}
