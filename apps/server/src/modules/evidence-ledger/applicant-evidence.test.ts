import { randomUUID } from 'node:crypto';
import { type LedgerReceipt, verifyReceipt } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { recordRegisterEvent } from '../share-register/index.js';
import { insertApplication, recordEvidence } from '../workflow/index.js';
import {
  COMPANY,
  call,
  enterprise,
  FIRM,
  type Headers,
  PERSON,
  plantDemoRegister,
  staff,
  TENANT,
} from '../workflow/testing/workflow-fixture.js';
import { sm3 } from './testing/ledger-fixture.js';

interface Planted {
  uuid: string;
  bizSn: string;
}

/**
 * An application of an investor account, submitted (its `application.submit` entry through the
 * workflow's own evidence call) and, when `transfer` is set, completed with a register event
 * recorded under its biz_sn.
 */
async function plantInvestorApplication(t: TestApp, account: string, bizSn: string, transfer: boolean) {
  const [owner] = await rows<{ id: string }>(
    t.testDb.db.orm,
    sql`select id from account where account = ${account} and tenant_id = ${TENANT}`,
  );
  const uuid = randomUUID();
  await t.testDb.db.withTenant(TENANT, async (tx) => {
    await insertApplication(tx, {
      uuid,
      tenantId: TENANT,
      bizSn,
      appId: '550004',
      flowVersion: 1,
      businessTypeName: '股份转让',
      applicantId: owner!.id,
      applicantName: account,
      landingMode: 'personalholder',
      companyId: COMPANY,
      holderId: null,
      productId: null,
      status: 'in_review',
      currentNode: 'PreliminaryApprove',
      round: 1,
      handlers: [],
      reviewerActed: false,
      formData: {},
      formVersion: null,
      idempotencyKey: null,
    });
    await recordEvidence(tx, {
      tenantId: TENANT,
      applicationId: uuid,
      bizSn,
      appId: '550004',
      businessTypeName: '股份转让',
      action: 'submit',
      round: 1,
      companyId: COMPANY,
    });
    if (transfer) {
      await recordRegisterEvent({
        tx,
        tenantId: TENANT,
        companyId: COMPANY,
        event: {
          type: 'transfer',
          holderId: PERSON.uuid,
          shareNature: '4',
          toHolderId: FIRM.uuid,
          reason: 'agreement',
          quantity: 10n,
          occurredAt: t.clock.now().toISOString(),
          basis: { kind: 'application', reference: bizSn },
          bizSn,
        },
        actor: { actorId: 'test' },
      });
    }
  });
  return { uuid, bizSn } satisfies Planted;
}

describe('evidence of an investor’s own applications', () => {
  let t: TestApp;
  let mine: Planted;
  let theirs: Planted;
  let person: Headers;
  let orgInvestor: Headers;
  let product: Headers;

  const statements = async (headers: Headers, key: string, appId?: string) => {
    const query = new URLSearchParams(appId ? { uuid: key, appId } : { uuid: key });
    const res = await call(t, headers, `/statement/getStatementDetail?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { ext: string; uuid: string | null; biz_sn: string; receipt: LedgerReceipt }[];
  };

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await plantDemoRegister(t);
    mine = await plantInvestorApplication(t, 'person_demo', '20261121990001', true);
    theirs = await plantInvestorApplication(t, 'orginv_demo', '20261121990002', false);
    person = (await signIn(t, 'person_demo')).headers;
    orgInvestor = (await signIn(t, 'orginv_demo')).headers;
    product = (await signIn(t, 'product_demo')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('the applicant sees its application’s entries, with receipts that verify', async () => {
    // By the application's uuid too: its own entry and the register change recorded under its biz_sn.
    const byUuid = await statements(person, mine.uuid, '550004');
    expect(byUuid.map((s) => s.ext)).toEqual(['register.event', 'application.submit']);
    for (const s of byUuid) expect(verifyReceipt(s.receipt, sm3).ok).toBe(true);
    const byBizSn = await statements(person, mine.bizSn);
    expect(byBizSn.map((s) => s.ext).sort()).toEqual(['application.submit', 'register.event']);
    for (const s of byBizSn) expect(verifyReceipt(s.receipt, sm3).ok).toBe(true);
  });

  it('nobody else’s: another investor’s application, a wrong appId, another zone', async () => {
    expect(await statements(person, theirs.uuid)).toEqual([]);
    expect(await statements(person, theirs.bizSn)).toEqual([]);
    expect(await statements(person, mine.uuid, '550002')).toEqual([]);
    expect(await statements(orgInvestor, mine.bizSn)).toEqual([]);
    expect((await statements(orgInvestor, theirs.uuid)).map((s) => s.ext)).toEqual(['application.submit']);
    expect(await statements(product, mine.uuid)).toEqual([]);
    expect(await statements(product, theirs.uuid)).toEqual([]);
  });

  it('staff and the enterprise of the company keep their scopes', async () => {
    const admin = await staff(t, 'admin');
    expect(await statements(admin, mine.bizSn)).toHaveLength(2);
    expect(await statements(await enterprise(t), theirs.uuid)).toHaveLength(1);
  });

  it('the applicant may make the evidence package of its own application, not of another’s', async () => {
    const own = await call(t, person, '/evidencePrint/getAttachZip', {
      applyName: '股份转让',
      uuid: mine.uuid,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ fileCount: 0, receiptCount: 2 });
    const other = await call(t, person, '/evidencePrint/getAttachZip', {
      applyName: '股份转让',
      bizSn: theirs.bizSn,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe(`业务申请不存在：${theirs.bizSn}`);
  });
});
