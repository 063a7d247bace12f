import {
  ECONTRACT_INFO_URL,
  ECONTRACT_PLEDGEE_INFO_URL,
  ECONTRACT_PLEDGEE_SIGN_URL,
  ECONTRACT_REGISTER_USER_URL,
  ECONTRACT_SIGN_URL,
  PLEDGEE_SEND_SMS_URL,
} from '@rer/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type Headers, TENANT } from '../workflow/testing/workflow-fixture.js';
import { plantPledgeApplication, sentLinks, tokenOf } from './testing/pledge-application.js';

describe('the pledge contract through the e-contract sandbox (沙箱, ADR 72)', () => {
  let t: TestApp;
  let person: Headers;
  let other: Headers;
  let uuid: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    uuid = await plantPledgeApplication(t);
  });
  beforeEach(async () => {
    person = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
    other = (await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers;
  });
  afterAll(async () => t.close());

  const status = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: ECONTRACT_PLEDGEE_INFO_URL,
        headers: person,
        payload: { uuid },
      })
    ).json().data;
  /** Follows a sandbox sign link: the sandbox records the signature and sends the browser back. */
  const follow = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'tenant-id': TENANT } });

  it('refuses bad input naming the field', async () => {
    const role = await t.app.inject({
      method: 'POST',
      url: ECONTRACT_REGISTER_USER_URL,
      headers: person,
      payload: { uuid, role: 'x' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().msg).toContain('role');
    const neither = await t.app.inject({
      method: 'POST',
      url: ECONTRACT_INFO_URL,
      headers: person,
      payload: {},
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().msg).toContain('uuid');
    const outsider = await t.app.inject({
      method: 'GET',
      url: `${ECONTRACT_SIGN_URL}?uuid=${uuid}`,
      headers: other,
    });
    expect(outsider.json().msg).toBe(`业务申请不存在：${uuid}`);
  });

  it('registers the parties, the pledgor signs through getSignMgrUrl, the pledgee through its link', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: ECONTRACT_REGISTER_USER_URL,
      headers: person,
      payload: { uuid, role: 'pledgee' },
    });
    expect(registered.json().data).toMatchObject({ realNamed: true, authUrl: null });
    expect((await status()).opened).toBe(false);
    const sign = await t.app.inject({
      method: 'GET',
      url: `${ECONTRACT_SIGN_URL}?uuid=${uuid}`,
      headers: person,
    });
    expect(sign.statusCode, sign.body).toBe(200);
    const back = await follow(sign.json().data.url);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toMatch(/\/wel\/index$/);
    expect(await status()).toMatchObject({
      opened: true,
      provider: 'sandbox',
      pledgorSigned: true,
      pledgeeSigned: false,
      finished: false,
    });

    await t.app.inject({ method: 'GET', url: `${PLEDGEE_SEND_SMS_URL}?uuid=${uuid}`, headers: person });
    const token = tokenOf((await sentLinks(t, '13900000007')).at(-1)!);
    const pledgeeSign = await t.app.inject({
      method: 'POST',
      url: ECONTRACT_PLEDGEE_SIGN_URL,
      headers: { 'tenant-id': TENANT },
      payload: { token },
    });
    expect(pledgeeSign.statusCode, pledgeeSign.body).toBe(200);
    expect((await follow(pledgeeSign.json().data.url)).headers.location).toContain(
      `/pledgeeConfirm?token=${token}`,
    );
    expect(await status()).toMatchObject({ pledgorSigned: true, pledgeeSigned: true, finished: true });
  });

  it('queryEContractInfo answers the contract PDF to whoever sees the application', async () => {
    const pdf = await t.app.inject({
      method: 'POST',
      url: ECONTRACT_INFO_URL,
      headers: person,
      payload: { uuid },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const outsider = await t.app.inject({
      method: 'POST',
      url: ECONTRACT_INFO_URL,
      headers: other,
      payload: { uuid },
    });
    expect(outsider.statusCode).toBe(400);
  });

  it('the sandbox sign link never redirects off the site', async () => {
    const url = `/api/rem-registrationbizweb/nonds/eContractSandbox/sign?${new URLSearchParams({
      contractRef: 'sandbox-x',
      account: 'sandbox-0123456789abcdef',
      redirectUrl: 'https://evil.example/',
    })}`;
    const res = await follow(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});
