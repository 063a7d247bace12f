import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/** Browser journeys type a known captcha: only a test server (APP_ENV=test) may fix the answer. */
describe('fixed captcha answer for browser journeys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_TEST_CAPTCHA_ANSWER: 'abcd' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (key: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token?tenantId=000000&grant_type=captcha&scope=all&type=account&landingMode=org',
      headers: {
        authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
        'tenant-id': '000000',
        'captcha-key': key,
        'captcha-code': code,
      },
      payload: { account: 'org_demo', password: 'Demo@2026' },
    });

  it('signs in with the fixed answer and still refuses a wrong one', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' })).json().data;
    expect((await login(first.key, 'ABCD')).statusCode).toBe(200);
    const second = (await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' })).json().data;
    const wrong = await login(second.key, 'wxyz');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_description).toBe('验证码不正确');
  });
});
