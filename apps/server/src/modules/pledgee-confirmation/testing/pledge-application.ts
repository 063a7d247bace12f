import { randomUUID } from 'node:crypto';
import { PLEDGEE_CONFIRM_URL, PLEDGEE_FACE_SANDBOX_URL, PLEDGEE_FACE_START_URL } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { rows } from '../../../platform/db/database.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { demoIdNumber } from '../../identity/index.js';
import { insertApplication } from '../../workflow/index.js';
import { COMPANY, call, type Headers, TENANT } from '../../workflow/testing/workflow-fixture.js';

/** The pledgee props of the 550063 form (001 §3.9 + zqrMobile), a fake but valid ID number. */
export function pledgeRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    securityAccountNo: 'D000000001',
    holderName: '演示投资者甲',
    natureOfInvestor: '2',
    pledgeShares: '100000',
    zqrName: '演示银行股份有限公司',
    zqrCertType: '11',
    zqrCertno: demoIdNumber(7),
    zqrType: '1',
    zqrMobile: '13900000007',
    ...overrides,
  };
}

/**
 * An application in review whose form holds a pledge row (the shape helper A's 550063 form
 * declares), filed by `applicant` — the workflow's own insert, as a submitted application is.
 */
export async function plantPledgeApplication(
  t: TestApp,
  applicant = 'person_demo',
  form: Record<string, unknown> = { pledgeInfo: [pledgeRow()] },
): Promise<string> {
  const [owner] = await rows<{ id: string }>(
    t.testDb.db.orm,
    sql`select id from account where account = ${applicant} and tenant_id = ${TENANT}`,
  );
  if (!owner) throw new Error(`no account ${applicant}`);
  const uuid = randomUUID();
  await t.testDb.db.withTenant(TENANT, (tx) =>
    insertApplication(tx, {
      uuid,
      tenantId: TENANT,
      bizSn: `2026112${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      appId: '550063',
      flowVersion: 1,
      businessTypeName: '股权质押登记',
      applicantId: owner.id,
      applicantName: applicant,
      landingMode: 'personalholder',
      companyId: COMPANY,
      holderId: null,
      productId: null,
      status: 'in_review',
      currentNode: 'PreliminaryApprove',
      round: 1,
      handlers: [],
      reviewerActed: false,
      formData: form,
      formVersion: null,
      idempotencyKey: null,
    }),
  );
  return uuid;
}

/** The links the sandbox SMS carried to a mobile, newest last. */
export async function sentLinks(t: TestApp, mobile: string): Promise<string[]> {
  const found = await rows<{ url: string }>(
    t.testDb.db.orm,
    sql`select params->>'url' as url from sms_outbox
        where mobile = ${mobile} and template = 'pledgeeConfirm' order by id`,
  );
  return found.map((r) => r.url);
}

export const tokenOf = (url: string): string => new URL(url).searchParams.get('token') ?? '';

/**
 * The pledgee confirms an application as its SMS link lets it (ADR 72): `sender` (the applicant or
 * register staff) sends the link, the pledgee passes the sandbox face check and confirms.
 */
export async function confirmAsPledgee(
  t: TestApp,
  sender: Headers,
  uuid: string,
  mobile: string,
): Promise<void> {
  const sent = await call(t, sender, `/pledgeeInfo/sendConfirmSms?uuid=${uuid}`, undefined, 'GET');
  if (sent.statusCode !== 200) throw new Error(`sendConfirmSms: ${sent.body}`);
  const token = tokenOf((await sentLinks(t, mobile)).at(-1) ?? '');
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'tenant-id': TENANT } });
  const started = await post(PLEDGEE_FACE_START_URL, { token });
  const certifyId = started.json().data?.certifyId as string;
  await post(PLEDGEE_FACE_SANDBOX_URL, { token, certifyId, passed: true });
  const confirmed = await post(PLEDGEE_CONFIRM_URL, { token, certifyId });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
}
