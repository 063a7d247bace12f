import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_BASIC, plantCaptcha, signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_PASSWORD } from './demo-identity.js';

/** Single use under concurrency; meaningful on PostgreSQL (PGlite serialises transactions). */
describe('single use under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets exactly one of two parallel uses of a refresh token through', async () => {
    for (let round = 0; round < 3; round++) {
      const { token } = await signIn(t, 'org_demo');
      const use = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/blade-auth/oauth/token?tenantId=000000&grant_type=refresh_token&refresh_token=${token.refresh_token}`,
          headers: { authorization: CLIENT_BASIC },
        });
      const results = await Promise.all([use(), use()]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    }
  });

  it('lets exactly one of two parallel logins with the same captcha through', async () => {
    for (let round = 0; round < 3; round++) {
      const { key, code } = await plantCaptcha(t);
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/blade-auth/oauth/token?tenantId=000000&grant_type=captcha',
          headers: { authorization: CLIENT_BASIC, 'captcha-key': key, 'captcha-code': code },
          payload: { account: 'member_demo', password: DEMO_PASSWORD },
        });
      const results = await Promise.all([login(), login()]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    }
  });
});
