import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { demoIdNumber } from '../../../modules/identity/index.js';
import { COMPANY, call, type Headers, PERSON } from '../../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../../platform/db/database.js';
import { signIn } from '../../../test-support/identity.js';
import type { TestApp } from '../../../test-support/test-app.js';

/** A published sample credit code (a bank's), checksum valid; no person's data. */
export const BANK = { name: '演示银行股份有限公司', creditCode: '91110000710926094P' };

const file = (name: string) => [{ attachId: randomUUID(), originalName: name, size: 2048 }];

/** The declaration of a pledge of the demo person's nature-4 shares to the bank (001 §3.9). */
export function pledgeRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyId: COMPANY,
    securityAccountNo: PERSON.accountNumber,
    idNumber: demoIdNumber(1),
    holderName: PERSON.name,
    natureOfInvestor: '4',
    applyDate: '2026-11-29',
    securityCode: 'DEMO01',
    securityShorterForm: '大连演示',
    natureOfShare: '4',
    pledgeShares: '1000000',
    unitCode: '91110000600037341L',
    unitName: '大连演示科技股份有限公司',
    czrDelegate: '0',
    stateOwnedShareholder: '0',
    directionalSecurityAccount: '0',
    zqrDelegate: '0',
    allottedShare: '1',
    zqrName: BANK.name,
    zqrCertType: '11',
    zqrCertno: BANK.creditCode,
    zqrType: '1',
    zqrMobile: PLEDGEE_MOBILE,
    contractNum: 'ZY-2026-001',
    financingEndDate: '2027-11-28',
    receiver: PERSON.name,
    receiverMobile: '13900139000',
    receiverAddress: '辽宁省大连市中山区演示路1号',
    sendType: '1',
    att: {
      '1011': file('质押登记通知书.pdf'),
      '1012': file('质押合同.pdf'),
      '1013': file('出质人身份证明.jpg'),
      '1014': file('质权人营业执照.png'),
    },
    ...overrides,
  };
}

export const pledgeForm = (overrides: Record<string, unknown> = {}) => ({
  pledgeInfo: [pledgeRow(overrides)],
});

/** The demo person in its investor zone, acting for its registration account. */
export async function investor(t: TestApp): Promise<Headers> {
  const { headers } = await signIn(t, 'person_demo', { landingMode: 'personalholder' });
  return { ...headers, 'current-holder': PERSON.uuid };
}

/** The pledge row's 质权人手机号码: where the confirmation link goes. */
export const PLEDGEE_MOBILE = '13800138000';

export async function approveBoth(t: TestApp, first: Headers, second: Headers, uuid: string) {
  const a = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
  expect(a.statusCode, a.body).toBe(200);
  return call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
}

export async function pledgedOf(t: TestApp, holderId: string, nature: string): Promise<bigint> {
  const [row] = await rows<{ pledged: string }>(
    t.testDb.db.orm,
    sql`select pledged::text from holding where company_id = ${COMPANY} and holder_id = ${holderId} and share_nature = ${nature}`,
  );
  return BigInt(row?.pledged ?? '0');
}

export async function countApplications(t: TestApp, appId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t.testDb.db.orm,
    sql`select count(*)::int as n from application where app_id = ${appId}`,
  );
  return row?.n ?? 0;
}
