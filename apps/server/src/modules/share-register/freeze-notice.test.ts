import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import type { JobRecord } from '../../platform/jobs.js';
import { createSandboxSmsProvider } from '../../platform/sms/sandbox-sms.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { expireFreezes } from './freeze-expiry.js';
import { FREEZE_NOTICE_QUEUE, sendFreezeLapsedNotice } from './freeze-notice.js';
import { verifyRegister } from './register-replay.js';
import { plantRegister, record, TENANT } from './testing/register-fixture.js';

/**
 * A freeze that lapses at its term tells the holder (ADR 73): the daily job queues an SMS notice
 * in the transaction of the release, the notice job sends it (sandbox: `sms_outbox`); a queued
 * freeze that took effect lapses the same way; a holder without a mobile gets no job.
 */
describe('share register: the freeze-lapsed notice', () => {
  let t: TestDatabase;
  let companyId: string;
  let A: string;
  let B: string;
  const N = '4';
  const court = { court: '大连市中级人民法院', startsOn: '2026-01-01' };
  beforeAll(async () => {
    t = await createTestDatabase();
    const planted = await plantRegister(t.db, 2);
    companyId = planted.companyId;
    [A, B] = planted.holders as [string, string];
    await t.db.orm.execute(sql`update holder_account set mobile = '19900001234' where uuid = ${A}::uuid`);
    await record(t.db, companyId, {
      type: 'initialRegistration',
      entries: [
        { holderId: A, shareNature: N, quantity: 1_000n },
        { holderId: B, shareNature: N, quantity: 500n },
      ],
    });
    // A: all 1,000 frozen to 2026-02-10, 400 queued behind to 2026-03-31; B (no mobile) to 2026-02-10.
    const freeze = { type: 'judicialFreeze', shareNature: N, ...court } as const;
    await record(t.db, companyId, {
      ...freeze,
      holderId: A,
      quantity: 1_000n,
      documentNo: '(2026)辽02执1号',
      endsOn: '2026-02-10',
    });
    await record(t.db, companyId, {
      ...freeze,
      type: 'queuedFreeze',
      holderId: A,
      quantity: 400n,
      documentNo: '(2026)辽02执2号',
      endsOn: '2026-03-31',
    });
    await record(t.db, companyId, {
      ...freeze,
      holderId: B,
      quantity: 500n,
      documentNo: '(2026)辽02执3号',
      endsOn: '2026-02-10',
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  const jobs = () =>
    rows<{ id: string; tenant_id: string; payload: Record<string, string> }>(
      t.db.orm,
      sql`select id::text, tenant_id, payload from job where queue = ${FREEZE_NOTICE_QUEUE} order by id`,
    );
  const sendAll = async () => {
    const sms = createSandboxSmsProvider('test');
    for (const job of await jobs())
      await sendFreezeLapsedNotice(t.db, sms, {
        id: job.id,
        tenantId: job.tenant_id,
        payload: job.payload,
      } as unknown as JobRecord);
    return rows<{ mobile: string; template: string; params: Record<string, string> }>(
      t.db.orm,
      sql`select mobile, template, params from sms_outbox where template = 'freezeLapsed' order by id`,
    );
  };

  it('queues one notice to the holder with a mobile when its freeze lapses, and sends it', async () => {
    expect(await expireFreezes(t.db, new Date('2026-02-11T01:00:00Z'))).toEqual({
      released: 2,
      failures: [],
    });
    const queued = await jobs();
    expect(queued.map((j) => j.payload)).toEqual([
      {
        mobile: '19900001234',
        companyName: '测试股份有限公司',
        quantity: '1000',
        endsOn: '2026-02-10',
        documentNo: '(2026)辽02执1号',
      },
    ]);
    expect(queued[0]?.tenant_id).toBe(TENANT);
    expect(await sendAll()).toEqual([
      {
        mobile: '19900001234',
        template: 'freezeLapsed',
        params: {
          companyName: '测试股份有限公司',
          quantity: '1000',
          endsOn: '2026-02-10',
          documentNo: '(2026)辽02执1号',
        },
      },
    ]);
  });

  it('does not queue it again when the job runs again', async () => {
    expect(await expireFreezes(t.db, new Date('2026-02-12T01:00:00Z'))).toEqual({
      released: 0,
      failures: [],
    });
    expect(await jobs()).toHaveLength(1);
  });

  it('lapses the queued freeze that took effect at its own term, with its notice', async () => {
    expect(await expireFreezes(t.db, new Date('2026-04-01T01:00:00Z'))).toEqual({
      released: 1,
      failures: [],
    });
    expect((await jobs()).map((j) => [j.payload.quantity, j.payload.documentNo])).toEqual([
      ['1000', '(2026)辽02执1号'],
      ['400', '(2026)辽02执2号'],
    ]);
    const [left] = await rows<{ frozen: string }>(
      t.db.orm,
      sql`select frozen::text from holding where company_id = ${companyId} and holder_id = ${A}::uuid`,
    );
    expect(left?.frozen).toBe('0');
    const check = await t.db.withTenant(TENANT, (tx) => verifyRegister({ tx, tenantId: TENANT, companyId }));
    expect(check.differences).toEqual([]);
  });
});
