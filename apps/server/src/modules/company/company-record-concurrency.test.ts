import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import type { AppError } from '../../platform/errors.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_COMPANIES, DEMO_TENANT_ID } from '../identity/index.js';
import { updateCompanyRecord } from './index.js';

// The record's optimistic version (ADR 45): of changes made at the same version, one wins and the
// others are 409 with a Chinese message. Meaningful on PostgreSQL (TEST_DB=postgres), where the
// transactions really overlap; on PGlite they run one after the other and the rule still holds.
describe('company record changes at the same version, at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });
  const company = DEMO_COMPANIES[0]!;
  const versionOf = async () =>
    (
      await rows<{ v: number }>(
        t.testDb.db.orm,
        sql`select record_version as v from company where uuid = ${company.uuid}`,
      )
    )[0]?.v;

  it('over HTTP: one change wins, the others are 409 and write no revision', async () => {
    const admin = (await signIn(t, 'admin')).headers;
    const version = await versionOf();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rem-registrationmgrweb/company/record/update',
          headers: admin,
          payload: { companyId: company.uuid, recordVersion: version, basic: { fax: `0411-8000000${i}` } },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().msg).toBe(`企业信息已被他人修改（当前版本${(version ?? 0) + 1}），请刷新后重试`);
    const revisions = await rows<{ n: string }>(
      t.testDb.db.orm,
      sql`select count(*) as n from company_revision where company_id = ${company.uuid}`,
    );
    expect(Number(revisions[0]?.n)).toBe(1);
  });

  it('a change that read the record before another committed waits for its row lock, then is refused', async () => {
    const { db } = t.testDb;
    const version = (await versionOf()) as number;
    const actor = { tenantId: DEMO_TENANT_ID, ip: null, requestId: null, actorName: '并发测试' };
    const change = (fax: string) => ({ companyId: company.uuid, recordVersion: version, basic: { fax } });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstUpdated!: () => void;
    const updated = new Promise<void>((resolve) => {
      firstUpdated = resolve;
    });
    const first = db.withTenant(DEMO_TENANT_ID, async (tx) => {
      const answer = await updateCompanyRecord(tx, actor, change('0411-1'));
      firstUpdated();
      await gate; // holds the company row until the second change is waiting for it
      return answer;
    });
    await updated;
    const second = db
      .withTenant(DEMO_TENANT_ID, (tx) => updateCompanyRecord(tx, actor, change('0411-2')))
      .then(
        () => null,
        (error: AppError) => error,
      );
    if (db.kind === 'postgres') {
      // The second transaction read version N (the first has not committed) and now waits on the row.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = await rows<{ n: string }>(
          db.orm,
          sql`select count(*) as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (Number(waiting[0]?.n) > 0) break;
        if (Date.now() > deadline) throw new Error('the second change never waited for the row lock');
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    release();
    expect(await first).toEqual({ companyId: company.uuid, recordVersion: version + 1 });
    const refusal = await second;
    expect(refusal?.code).toBe('COMPANY_RECORD_CONFLICT');
    expect(refusal?.message).toBe(`企业信息已被他人修改（当前版本${version + 1}），请刷新后重试`);
    const fax = await rows<{ fax: string }>(
      db.orm,
      sql`select fax from company where uuid = ${company.uuid}`,
    );
    expect(fax[0]?.fax).toBe('0411-1');
  });
});
