import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  transferForm,
} from './testing/workflow-fixture.js';

const REUSED = '幂等键已用于其他内容的申请，请勿重复使用';

describe('workflow (issue 18): repeated submits and outsiders', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let outsider: Headers;
  beforeAll(async () => {
    ({ t, org, first } = await openWorkflowApp());
    outsider = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const storedWith = (idempotencyKey: string) =>
    rows<{ uuid: string; quantity: string }>(
      t.testDb.db.orm,
      sql`select uuid, form_data->>'quantity' as quantity from application where idempotency_key = ${idempotencyKey}`,
    );

  it('answers the first application for the same key and content, and 409 for the same key with other content', async () => {
    const idempotencyKey = key();
    const formData = await planted(t, transferForm({ quantity: '100' }));
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey,
      formData,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    // The same content with its members in another order is the same content.
    const reordered = Object.fromEntries(Object.entries(formData).reverse());
    const again = await call(t, org, '/application/submit', {
      idempotencyKey,
      formData: reordered,
      appId: '550004',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.uuid).toBe(uuid);
    const other = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey,
      formData: { ...formData, quantity: '200' },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, msg: REUSED });
    expect(await storedWith(idempotencyKey)).toEqual([{ uuid, quantity: '100' }]);
  });

  it('refuses one of two concurrent submits of one key with different content, storing one application', async () => {
    const idempotencyKey = key();
    const formData = await planted(t, transferForm({ quantity: '100' }));
    const answers = await Promise.all(
      ['100', '300'].map((quantity) =>
        call(t, org, '/application/submit', {
          appId: '550004',
          idempotencyKey,
          formData: { ...formData, quantity },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().msg).toBe(REUSED);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    const stored = await storedWith(idempotencyKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.uuid).toBe(winner.uuid);
  });

  it('tells an outsider nothing about an application on withdraw or cancel, the applicant everything', async () => {
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ quantity: '10' })),
    });
    const { uuid, version } = submitted.json().data;
    const missing = randomUUID();
    const asMissing = async (action: string, target: string, extra: object = {}) => {
      const res = await call(t, outsider, `/application/${action}`, { uuid: target, ...extra });
      return { status: res.statusCode, msg: res.json().msg.replace(target, '<uuid>') };
    };
    const nothing = await asMissing('withdraw', missing);
    expect(nothing).toEqual({ status: 400, msg: '业务申请不存在：<uuid>' });
    // In review: not 只有申请人本人可以办理该操作.
    expect(await asMissing('withdraw', uuid)).toEqual(nothing);
    expect(await asMissing('cancel', uuid)).toEqual(nothing);
    // A stale version does not say 数据已被他人修改 either.
    expect(await asMissing('withdraw', uuid, { version: version + 5 })).toEqual(nothing);
    // Staff may see it: they get the engine's refusal.
    expect((await call(t, first, '/application/withdraw', { uuid })).json().msg).toBe(
      '只有申请人本人可以办理该操作',
    );
    // Ended: not 流程已结束 for the outsider, but for the applicant.
    const withdrawn = await call(t, org, '/application/withdraw', { uuid, version });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await call(t, org, '/application/cancel', { uuid })).statusCode).toBe(200);
    expect(await asMissing('cancel', uuid)).toEqual(nothing);
    expect(await asMissing('withdraw', uuid)).toEqual(nothing);
    expect((await call(t, org, '/application/cancel', { uuid })).json().msg).toMatch(/^流程已结束/);
  });
});
