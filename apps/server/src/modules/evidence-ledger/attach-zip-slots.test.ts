import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { call, type Headers, staff, TENANT } from '../workflow/testing/workflow-fixture.js';
import { accountBusyMessage, BuildSlots, PROCESS_BUSY_MESSAGE } from './attach-zip-slots.js';
import { createZipFixture, ZIP, type ZipFixture } from './testing/attach-zip-fixture.js';

const API = '/api/rem-registrationbizweb';

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('evidence package builds: per-account and per-process limits, released on error and abort', () => {
  let f: ZipFixture;
  let other: Headers;
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(f.t.testDb.db.orm, query);
  const leases = async () =>
    (await q<{ n: number }>(sql`select count(*)::int as n from evidence_package_build`))[0]!.n;
  const packages = async () =>
    (await q<{ n: number }>(sql`select count(*)::int as n from evidence_package`))[0]!.n;
  const build = (headers: Headers, applyName: string) => call(f.t, headers, ZIP, { applyName, uuid: f.uuid });

  beforeAll(async () => {
    f = await createZipFixture({
      EVIDENCE_PACKAGE_BUILDS_PER_ACCOUNT: '1',
      EVIDENCE_PACKAGE_BUILDS_PER_PROCESS: '2',
    });
    other = await staff(f.t, 'reviewer2');
  });
  afterAll(async () => {
    await f?.close();
  });

  it('refuses a second build of the same account and a third in the process, then frees the slots', async () => {
    f.gate.close();
    const one = build(f.org, '甲');
    await until(() => f.gate.entered >= 1, 'the first build to read a file');
    const two = await build(f.org, '乙');
    expect(two.statusCode).toBe(429);
    expect(two.json().msg).toBe(accountBusyMessage(1));
    expect(two.json().msg).toBe('存证材料包正在生成中，每个账号同时最多生成1个，请稍后再试');
    const three = build(f.first, '丙');
    await until(() => f.gate.entered >= 2, 'the second build to read a file');
    const four = await build(other, '丁');
    expect(four.statusCode).toBe(429);
    expect(four.json().msg).toBe(PROCESS_BUSY_MESSAGE);
    expect(await leases()).toBe(2);
    f.gate.open();
    expect((await one).statusCode).toBe(200);
    expect((await three).statusCode).toBe(200);
    expect(await leases()).toBe(0);
    const five = await build(f.org, '戊');
    expect(five.statusCode, five.body).toBe(200);
  });

  it('releases the slot when the build fails', async () => {
    const [file] = await q<{ storage_key: string }>(
      sql`select storage_key from attachment where owner_kind = 'application' order by attach_id limit 1`,
    );
    const original = await f.storage.get(file!.storage_key);
    const chunks: Buffer[] = [];
    for await (const c of original.body) chunks.push(c as Buffer);
    await f.storage.put(file!.storage_key, Buffer.from('%PDF-1.4 changed'), {
      contentType: 'application/pdf',
    });
    const before = await packages();
    const failed = await build(f.org, '改动');
    expect(failed.statusCode).toBe(500);
    expect(await leases()).toBe(0);
    expect(await packages()).toBe(before);
    await f.storage.put(file!.storage_key, Buffer.concat(chunks), { contentType: 'application/pdf' });
    expect((await build(f.org, '改动')).statusCode).toBe(200);
  });

  it('stops the build and releases the slot when the client goes away', async () => {
    const address = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await packages();
    f.gate.close();
    const entered = f.gate.entered;
    const client = new AbortController();
    const request = fetch(`${address}${API}${ZIP}`, {
      method: 'POST',
      headers: { ...f.org, 'content-type': 'application/json' },
      body: JSON.stringify({ applyName: '中途取消', uuid: f.uuid }),
      signal: client.signal,
    }).catch((error: unknown) => error);
    await until(() => f.gate.entered > entered, 'the build to read a file');
    expect(await leases()).toBe(1);
    client.abort();
    await request;
    await until(async () => (await leases()) === 0, 'the lease to be released');
    f.gate.open();
    await new Promise((r) => setTimeout(r, 100));
    expect(await packages()).toBe(before);
    // The account's only slot is free again.
    const next = await build(f.org, '中途取消');
    expect(next.statusCode, next.body).toBe(200);
  });

  it('counts leases across processes and lets an expired lease go', async () => {
    const [account] = await q<{ id: string }>(
      sql`select id from account where account = 'org_demo' and tenant_id = ${TENANT}`,
    );
    const caller = { tenantId: TENANT, accountId: account!.id };
    // Two "processes" (two slot sets) share the account's limit through the database.
    const a = new BuildSlots(f.t.testDb.db, { perAccount: 2, perProcess: 5 });
    const b = new BuildSlots(f.t.testDb.db, { perAccount: 2, perProcess: 5 });
    const racing = await Promise.allSettled([
      a.acquire(caller),
      b.acquire(caller),
      a.acquire(caller),
      b.acquire(caller),
    ]);
    const held = racing.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(held).toHaveLength(2);
    for (const r of racing)
      if (r.status === 'rejected') expect((r.reason as Error).message).toBe(accountBusyMessage(2));
    for (const s of held) await s.release();
    expect(a.inProcess + b.inProcess).toBe(0);
    // A process that died leaves a lease that expires.
    await f.t.testDb.db.orm.execute(
      sql`insert into evidence_package_build (build_id, tenant_id, account_id, lease_until)
          values (gen_random_uuid(), ${TENANT}, ${caller.accountId}, now() - interval '1 second')`,
    );
    const later = await new BuildSlots(f.t.testDb.db, { perAccount: 1, perProcess: 5 }).acquire(caller);
    expect(await leases()).toBe(1);
    await later.release();
    expect(await leases()).toBe(0);
  });
});
