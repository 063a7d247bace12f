import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, TEST_CAPTCHA_ANSWER } from './constants.js';

const TENANT = '000000';
/** The web client's OAuth client (the development default of AUTH_CLIENTS). */
const CLIENT_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** A demo account's API headers, signed in through the captcha grant (the journeys' fixed answer). */
export async function apiHeaders(
  request: APIRequestContext,
  account = 'admin',
  landingMode = 'mgr',
): Promise<Record<string, string>> {
  const captcha = await request.get('/api/blade-auth/oauth/captcha', { headers: { 'tenant-id': TENANT } });
  const { key } = ((await captcha.json()) as { data: { key: string } }).data;
  const token = await request.post(
    `/api/blade-auth/oauth/token?tenantId=${TENANT}&grant_type=captcha&scope=all&type=account&landingMode=${landingMode}`,
    {
      headers: {
        authorization: CLIENT_BASIC,
        'tenant-id': TENANT,
        'captcha-key': key,
        'captcha-code': TEST_CAPTCHA_ANSWER,
      },
      data: { account, password: DEMO_PASSWORD },
    },
  );
  const accessToken = ((await token.json()) as { access_token?: string }).access_token;
  if (!accessToken) throw new Error(`${account} could not sign in: ${token.status()}`);
  return { authorization: CLIENT_BASIC, 'blade-auth': `bearer ${accessToken}`, 'tenant-id': TENANT };
}

/** The demo administrator's headers: the outbox is for administrators only (issue 20). */
const administratorHeaders = (request: APIRequestContext) => apiHeaders(request);

/** The newest message the SMS sandbox wrote for a mobile (its template parameters). */
export async function latestSmsParams(
  request: APIRequestContext,
  mobile: string,
): Promise<Record<string, string>> {
  const outbox = await request.get(`/api/blade-system/sms-outbox?mobile=${mobile}`, {
    headers: await administratorHeaders(request),
  });
  const params = ((await outbox.json()) as { data: { params: Record<string, string> }[] }).data[0]?.params;
  if (!params) throw new Error(`no SMS for ${mobile}: ${outbox.status()}`);
  return params;
}

/** The newest code the SMS sandbox wrote for a mobile, read from the outbox as the administrator. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const code = (await latestSmsParams(request, mobile)).code;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}
