import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { ensureIntegrated, verifyLedger } from '../evidence-ledger/index.js';
import { verifyRegister } from '../share-register/index.js';
import {
  COMPANY,
  call,
  enterprise,
  FIRM,
  type Headers,
  holdingOf,
  key,
  PERSON,
  plantDemoRegister,
  planted,
  staff,
  TENANT,
  transferForm,
} from './testing/workflow-fixture.js';

/**
 * Issue 18: final approvals of many transfers out of one holding, fired together. On PostgreSQL
 * (TEST_DB=postgres) they really race for the company lock; PGlite runs them one after another
 * (the outcome must be the same). The app's clock moves on at every reading, as a real one does
 * between requests, so a time taken before the lock would be earlier than a rival's recorded one.
 */
describe('final approvals fired together', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await plantDemoRegister(t);
    org = await enterprise(t);
    first = await staff(t, 'reviewer1');
    second = await staff(t, 'reviewer2');
    t.clock.autoAdvance(1);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Submitted and past the first review: each waits for its final approval (RecheckApprove). */
  async function awaitingFinal(count: number, form: () => Record<string, unknown>): Promise<string[]> {
    const uuids: string[] = [];
    for (let i = 0; i < count; i++) {
      const submitted = await call(t, org, '/application/submit', {
        appId: '550004',
        idempotencyKey: key(),
        formData: await planted(t, form()),
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const { uuid } = submitted.json().data;
      const approved = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
      expect(approved.statusCode, approved.body).toBe(200);
      uuids.push(uuid);
    }
    return uuids;
  }

  const approveAll = (uuids: string[]) =>
    Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );

  async function expectRegisterAndLedgerAgree(events: number): Promise<void> {
    const register = await t.testDb.db.withTenant(TENANT, (tx) =>
      verifyRegister({ tx, tenantId: TENANT, companyId: COMPANY }),
    );
    expect(register.differences).toEqual([]);
    expect(register.eventCount).toBe(events);
    await ensureIntegrated(t.testDb.db, TENANT);
    const ledger = await verifyLedger(t.testDb.db.orm, {
      tenantId: TENANT,
      publicKeyRaw: null,
      verifyRegister,
    });
    expect(ledger.differences).toEqual([]);
    expect(ledger.registerEventCount).toBe(events);
  }

  it('50 transfers the holding covers: every final approval succeeds, register and ledger agree', async () => {
    const before = await holdingOf(t, PERSON.uuid, '4');
    const uuids = await awaitingFinal(50, () => transferForm({ quantity: '1000' }));
    const answers = await approveAll(uuids);
    const refusals = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().msg);
    expect(refusals).toEqual([]);
    expect(await holdingOf(t, PERSON.uuid, '4')).toBe(before - 50_000n);
    const events = await rows<{ seq: number; at: string }>(
      t.testDb.db.orm,
      sql`select seq, occurred_at::text as at from register_event where company_id = ${COMPANY} order by seq`,
    );
    expect(events).toHaveLength(51);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await expectRegisterAndLedgerAgree(51);
  });

  it('transfers the holding covers only in part: exactly the covered ones succeed, the rest 可用股份不足', async () => {
    const before = await holdingOf(t, FIRM.uuid, '3');
    expect(before).toBe(3_000_000n);
    const uuids = await awaitingFinal(20, () =>
      transferForm({
        transferorAccountNumber: FIRM.accountNumber,
        transferorName: FIRM.name,
        transfereeAccountNumber: PERSON.accountNumber,
        transfereeName: PERSON.name,
        shareNature: '3',
        quantity: '200000',
      }),
    );
    const answers = await approveAll(uuids);
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(15);
    expect(refused.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400]);
    for (const a of refused) expect(a.json().msg).toMatch(/^可用股份不足/);
    expect(await holdingOf(t, FIRM.uuid, '3')).toBe(0n);
    const states = await rows<{ status: string; n: number }>(
      t.testDb.db.orm,
      sql`select status, count(*)::int as n from application where uuid = any(${`{${uuids.join(',')}}`}::uuid[])
          group by status order by status`,
    );
    expect(states.map((s) => s.n).sort((a, b) => a - b)).toEqual([5, 15]);
    await expectRegisterAndLedgerAgree(51 + 15);
  });
});
