import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  COMPANY,
  call,
  enterprise,
  type Headers,
  holdingOf,
  key,
  PERSON,
  plantDemoRegister,
  planted,
  plantReviewer,
  staff,
  transferForm,
} from './testing/workflow-fixture.js';

/** On PostgreSQL (TEST_DB=postgres) these requests really run at once; PGlite serialises them. */
describe('workflow under concurrency', () => {
  let t: TestApp;
  let org: Headers;
  let firstA: Headers;
  let firstB: Headers;
  let second: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await plantDemoRegister(t);
    await plantReviewer(t, 'reviewer1b', 'reviewer_first');
    org = await enterprise(t);
    firstA = await staff(t, 'reviewer1');
    firstB = await staff(t, 'reviewer1b');
    second = await staff(t, 'reviewer2');
  });
  afterAll(async () => {
    await t.close();
  });

  it('two reviewers approving the same task at once: exactly one wins, the other is told (409)', async () => {
    for (let round = 0; round < 3; round++) {
      const { uuid } = (
        await call(t, org, '/application/submit', {
          appId: '550004',
          idempotencyKey: key(),
          formData: await planted(t, transferForm()),
        })
      ).json().data;
      const answers = await Promise.all(
        [firstA, firstB].map((h) =>
          call(t, h, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().msg).toBe('该任务已被处理，请刷新后查看');
      const tasks = await rows<{ node_id: string; state: string }>(
        t.testDb.db.orm,
        sql`select node_id, state from task where application_id = ${uuid} order by id`,
      );
      expect(tasks).toEqual([
        { node_id: 'PreliminaryApprove', state: '已办' },
        { node_id: 'RecheckApprove', state: '待办' },
      ]);
    }
  });

  it('two transfers draining one account: one completes, the other is refused, nothing negative', async () => {
    const available = await holdingOf(t, PERSON.uuid, '4');
    const share = (available * 2n) / 3n;
    const uuids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const submitted = await call(t, org, '/application/submit', {
        appId: '550004',
        idempotencyKey: key(),
        formData: await planted(t, transferForm({ quantity: share.toString() })),
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const { uuid } = submitted.json().data;
      expect(
        (await call(t, firstA, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
      ).toBe(200);
      uuids.push(uuid);
    }
    const finals = await Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(finals.map((f) => f.statusCode).sort()).toEqual([200, 400]);
    expect(finals.find((f) => f.statusCode === 400)!.json().msg).toMatch(/可用股份不足/);
    expect(await holdingOf(t, PERSON.uuid, '4')).toBe(available - share);
    const negative = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from holding where company_id = ${COMPANY} and (held < 0 or available < 0)`,
    );
    expect(negative[0]!.n).toBe(0);
  });

  it('a double-clicked submit (same key, at once) creates one application', async () => {
    const idempotencyKey = key();
    const body = { appId: '550004', idempotencyKey, formData: await planted(t, transferForm()) };
    const answers = await Promise.all([1, 2, 3].map(() => call(t, org, '/application/submit', body)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.uuid)).size).toBe(1);
    const [count] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from application where idempotency_key = ${idempotencyKey}`,
    );
    expect(count!.n).toBe(1);
    const [open] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from task t join application a on a.uuid = t.application_id
          where a.idempotency_key = ${idempotencyKey}`,
    );
    expect(open!.n).toBe(1);
  });
});
