import { randomUUID } from 'node:crypto';
import type { TokenAnswer } from '@rer/contracts';
import { captcha } from '../db/schema.js';
import { CAPTCHA_TTL_MS, captchaAnswerHash, DEMO_PASSWORD } from '../modules/identity/index.js';
import type { TestApp } from './test-app.js';

export const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** Captcha answers are never readable: tests plant one with a known answer. */
export async function plantCaptcha(t: TestApp, answer = 'ab12'): Promise<{ key: string; code: string }> {
  const key = randomUUID();
  const now = t.clock.now();
  await t.testDb.db.orm.insert(captcha).values({
    key,
    answerHash: captchaAnswerHash(key, answer),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString(),
  });
  return { key, code: answer };
}

export interface LoginOptions {
  password?: string;
  landingMode?: string;
  tenantId?: string;
  ip?: string;
}

/** Posts the captcha grant; answers the raw inject response. */
export async function postLogin(t: TestApp, account: string, options: LoginOptions = {}) {
  const { key, code } = await plantCaptcha(t);
  const tenantId = options.tenantId ?? '000000';
  const query = new URLSearchParams({ tenantId, grant_type: 'captcha', scope: 'all', type: 'account' });
  if (options.landingMode) query.set('landingMode', options.landingMode);
  return t.app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?${query}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { authorization: CLIENT_BASIC, 'tenant-id': tenantId, 'captcha-key': key, 'captcha-code': code },
    payload: { account, password: options.password ?? DEMO_PASSWORD },
  });
}

/** Signs a demo account in; answers the token and the headers the browser client would send. */
export async function signIn(
  t: TestApp,
  account = 'admin',
  options: LoginOptions = {},
): Promise<{ token: TokenAnswer; headers: Record<string, string> }> {
  const res = await postLogin(t, account, options);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${res.statusCode} ${res.body}`);
  const token = res.json() as TokenAnswer;
  return {
    token,
    headers: {
      authorization: CLIENT_BASIC,
      'blade-auth': `bearer ${token.access_token}`,
      'tenant-id': options.tenantId ?? '000000',
    },
  };
}

/** The demo administrator and the demo enterprise applicant (org zone), signed in: their headers. */
export async function signInAdminAndApplicant(
  t: TestApp,
): Promise<{ admin: Record<string, string>; applicant: Record<string, string> }> {
  const admin = (await signIn(t, 'admin')).headers;
  const applicant = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
  return { admin, applicant };
}
