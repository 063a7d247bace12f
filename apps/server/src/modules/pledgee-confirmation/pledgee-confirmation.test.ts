import {
  PLEDGEE_CONFIRM_LINK_URL,
  PLEDGEE_CONFIRM_URL,
  PLEDGEE_FACE_PICTURE_URL,
  PLEDGEE_FACE_SANDBOX_URL,
  PLEDGEE_FACE_START_URL,
  PLEDGEE_LINK_URL,
  PLEDGEE_SEND_SMS_URL,
  PLEDGEE_STATUS_URL,
} from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { enterprise, type Headers, staff, TENANT } from '../workflow/testing/workflow-fixture.js';
import { PLEDGEE_LIMITS, requirePledgeeConfirmed } from './index.js';
import { plantPledgeApplication, sentLinks, tokenOf } from './testing/pledge-application.js';

const MOBILE = '13900000007';
const HINT = '短信已发送，若未收到短信，请3分钟后重试。';

describe('pledgee confirmation: SMS link, face check, picture (ADR 72)', () => {
  let t: TestApp;
  let person: Headers;
  let other: Headers;
  let org: Headers;
  let reviewer: Headers;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  // The tests move the clock by minutes and days: sign in afresh so access tokens stay valid.
  beforeEach(async () => {
    person = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
    other = (await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers;
    org = await enterprise(t);
    reviewer = await staff(t, 'reviewer1');
  });
  afterAll(async () => t.close());

  const get = (headers: Headers, url: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, headers });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'tenant-id': TENANT } });
  const publicGet = (url: string, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `${url}?${new URLSearchParams(query)}`,
      headers: { 'tenant-id': TENANT },
    });

  async function passFaceCheck(token: string, passed = true): Promise<string> {
    const started = await post(PLEDGEE_FACE_START_URL, { token });
    expect(started.statusCode, started.body).toBe(200);
    const certifyId = started.json().data.certifyId as string;
    expect(started.json().data.provider).toBe('sandbox');
    const done = await post(PLEDGEE_FACE_SANDBOX_URL, { token, certifyId, passed });
    expect(done.statusCode, done.body).toBe(200);
    return certifyId;
  }

  /** Sends the SMS as the applicant and answers the token it carried. */
  async function sendAndRead(uuid: string, headers = person): Promise<string> {
    const res = await get(headers, PLEDGEE_SEND_SMS_URL, { uuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(HINT);
    return tokenOf((await sentLinks(t, MOBILE)).at(-1)!);
  }

  it('refuses bad input with a 400 naming the field, nothing sent', async () => {
    const before = (await sentLinks(t, MOBILE)).length;
    const missing = await get(person, PLEDGEE_SEND_SMS_URL, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('uuid');
    const malformed = await get(person, PLEDGEE_SEND_SMS_URL, { uuid: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toContain('uuid');
    const badToken = await publicGet(PLEDGEE_LINK_URL, { token: 'short' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().msg).toContain('token');
    const noCertify = await post(PLEDGEE_CONFIRM_URL, { token: 'a'.repeat(43) });
    expect(noCertify.statusCode).toBe(400);
    expect(noCertify.json().msg).toContain('certifyId');
    expect((await sentLinks(t, MOBILE)).length).toBe(before);
  });

  it('sends the link to zqrMobile; a resend inside 3 minutes is refused with the hint, later one supersedes', async () => {
    const uuid = await plantPledgeApplication(t);
    const first = await sendAndRead(uuid);
    const again = await get(person, PLEDGEE_SEND_SMS_URL, { uuid });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(HINT);
    t.clock.advance(PLEDGEE_LIMITS.resendAfterMs - 1000);
    expect((await get(reviewer, PLEDGEE_SEND_SMS_URL, { uuid })).statusCode).toBe(400);
    t.clock.advance(1000);
    const second = await sendAndRead(uuid, reviewer);
    expect(second).not.toBe(first);
    // Only the latest link works: the first was superseded.
    expect((await publicGet(PLEDGEE_LINK_URL, { token: first })).json().msg).toMatch(
      /^token：确认链接无效或已过期/,
    );
    const view = await publicGet(PLEDGEE_LINK_URL, { token: second });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      pledgorName: '演*****',
      pledgeeName: '演示银行股份有限公司',
      quantity: '100000',
      confirmed: false,
    });
  });

  it('only the applicant and register staff may send; others are told it does not exist', async () => {
    const uuid = await plantPledgeApplication(t);
    for (const headers of [other, org]) {
      const res = await get(headers, PLEDGEE_SEND_SMS_URL, { uuid });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(`业务申请不存在：${uuid}`);
    }
    const link = await get(person, PLEDGEE_CONFIRM_LINK_URL, { uuid });
    expect(link.statusCode).toBe(403);
  });

  it('a passed face check confirms once: picture stored as 人脸识别, the link spent, approval allowed', async () => {
    const uuid = await plantPledgeApplication(t);
    t.clock.advance(PLEDGEE_LIMITS.resendAfterMs);
    const token = await sendAndRead(uuid);
    const unconfirmed = await t.testDb.db.withTenant(TENANT, (tx) =>
      requirePledgeeConfirmed(tx, { tenantId: TENANT, applicationId: uuid }).then(
        () => 'allowed',
        (e: Error) => e.message,
      ),
    );
    expect(unconfirmed).toBe('质权人尚未完成确认（短信链接及人脸识别），暂不能审核通过');
    const failedCheck = await passFaceCheck(token, false);
    const refused = await post(PLEDGEE_CONFIRM_URL, { token, certifyId: failedCheck });
    expect(refused.json().msg).toBe('人脸识别未通过');
    const certifyId = await passFaceCheck(token);
    const confirmed = await post(PLEDGEE_CONFIRM_URL, { token, certifyId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Reuse of the spent link is refused.
    const reuse = await post(PLEDGEE_CONFIRM_URL, { token, certifyId });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toMatch(/^token：确认链接无效或已过期/);
    await expect(
      t.testDb.db.withTenant(TENANT, (tx) =>
        requirePledgeeConfirmed(tx, { tenantId: TENANT, applicationId: uuid }),
      ),
    ).resolves.toBeUndefined();
    const status = await get(person, PLEDGEE_STATUS_URL, { uuid });
    expect(status.json().data.confirmed).toBe(true);
    expect(status.json().data.attachments).toEqual([
      { attachId: expect.any(String), originalName: '人脸识别.png' },
    ]);
    const again = await get(person, PLEDGEE_SEND_SMS_URL, { uuid });
    expect(again.json().msg).toBe('质权人已确认，无需重复操作');
  });

  it('the face picture: the applicant and reviewers see it, another applicant and the enterprise do not', async () => {
    const uuid = await plantPledgeApplication(t);
    t.clock.advance(PLEDGEE_LIMITS.resendAfterMs);
    const token = await sendAndRead(uuid);
    expect((await get(person, PLEDGEE_FACE_PICTURE_URL, { uuid })).json().msg).toBe(
      '获取人脸核身结果失败：质权人尚未完成人脸识别',
    );
    const certifyId = await passFaceCheck(token);
    expect((await post(PLEDGEE_CONFIRM_URL, { token, certifyId })).statusCode).toBe(200);
    const mine = await get(person, PLEDGEE_FACE_PICTURE_URL, { uuid });
    expect(mine.statusCode, mine.body).toBe(200);
    const attachId = mine.json().data as string;
    expect((await get(reviewer, PLEDGEE_FACE_PICTURE_URL, { uuid })).json().data).toBe(attachId);
    const download = (headers: Headers) =>
      get(headers, '/api/blade-resource/oss/endpoint/downloadFile', { attachId });
    const file = await download(reviewer);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    for (const outsider of [other, org]) {
      expect((await get(outsider, PLEDGEE_FACE_PICTURE_URL, { uuid })).statusCode).toBe(400);
      expect((await download(outsider)).statusCode).not.toBe(200);
    }
  });

  it('an expired link is refused', async () => {
    const uuid = await plantPledgeApplication(t);
    t.clock.advance(PLEDGEE_LIMITS.resendAfterMs);
    const token = await sendAndRead(uuid);
    t.clock.advance(PLEDGEE_LIMITS.linkValidMs);
    const view = await publicGet(PLEDGEE_LINK_URL, { token });
    expect(view.statusCode).toBe(400);
    expect((await post(PLEDGEE_FACE_START_URL, { token })).statusCode).toBe(400);
  });

  it('two confirmations of one link at once: exactly one succeeds, one confirmation row', async () => {
    const uuid = await plantPledgeApplication(t);
    t.clock.advance(PLEDGEE_LIMITS.resendAfterMs);
    const token = await sendAndRead(uuid);
    const certifyId = await passFaceCheck(token);
    const answers = await Promise.all([1, 2, 3].map(() => post(PLEDGEE_CONFIRM_URL, { token, certifyId })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const [count] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from pledgee_confirmation where application_id = ${uuid}`,
    );
    expect(count!.n).toBe(1);
  });
});
