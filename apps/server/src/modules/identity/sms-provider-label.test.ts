import { smsSendAnswer } from '@rer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantCaptcha } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('sms/send names the provider (the login page labels the sandbox 沙箱)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers provider "sandbox" with the code id when the sandbox is active', async () => {
    const captcha = await plantCaptcha(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/blade-auth/oauth/sms/send?phone=19900000005&purpose=login',
      headers: { 'captcha-key': captcha.key, 'captcha-code': captcha.code },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { provider: 'sandbox' } });
    expect(smsSendAnswer.parse(body.data)).toEqual({ key: body.data.key, provider: 'sandbox' });
  });
});
