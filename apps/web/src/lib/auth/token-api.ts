import type { SmsSendAnswer, TokenAnswer } from '@rer/contracts';
import { http } from '../http';
import type { LandingMode } from '../session';

/** The identity endpoints the web client calls (server: apps/server/src/modules/identity). */
export const authUrls = {
  captcha: '/api/blade-auth/oauth/captcha',
  token: '/api/blade-auth/oauth/token',
  logout: '/api/blade-auth/oauth/logout',
  smsSend: '/api/blade-auth/oauth/sms/send',
  demoAccounts: '/api/blade-system/demo-accounts',
} as const;

export interface Captcha {
  key: string;
  /** A `data:image/svg+xml;base64,…` URL. */
  image: string;
}

/** A failed token call (flat OAuth error); the transport has already shown its message. */
export class TokenError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The token endpoint answers flat JSON: a token, or `{code, msg, error_description}`. */
export function readTokenAnswer(raw: unknown): TokenAnswer {
  if (isRecord(raw) && typeof raw.access_token === 'string' && typeof raw.refresh_token === 'string') {
    return raw as unknown as TokenAnswer;
  }
  const record = isRecord(raw) ? raw : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const message = text(record.error_description) || text(record.msg);
  throw new TokenError(message, typeof record.code === 'number' ? record.code : 0);
}

export const fetchCaptcha = (): Promise<Captcha> =>
  http.getData<Captcha>(authUrls.captcha, { authorization: false });

export interface CaptchaLogin {
  tenantId: string;
  account: string;
  password: string;
  landingMode: LandingMode;
  captchaKey: string;
  captchaCode: string;
}

/** `grant_type=captcha` (spec 000 §7): params in the query, account and password in the body. */
export async function loginWithCaptcha(login: CaptchaLogin): Promise<TokenAnswer> {
  const raw = await http.request<unknown>(authUrls.token, {
    method: 'POST',
    authorization: false,
    params: {
      tenantId: login.tenantId,
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
      landingMode: login.landingMode,
    },
    body: { account: login.account, password: login.password },
    headers: { 'Captcha-Key': login.captchaKey, 'Captcha-Code': login.captchaCode },
  });
  return readTokenAnswer(raw);
}

export interface MobileLogin {
  tenantId: string;
  landingMode: LandingMode;
  smsKey: string;
  smsCode: string;
}

/** `grant_type=mobile`: the SMS code id and the code; the number is the code's own. */
export async function loginWithMobile(login: MobileLogin): Promise<TokenAnswer> {
  const raw = await http.request<unknown>(authUrls.token, {
    method: 'POST',
    authorization: false,
    params: {
      tenantId: login.tenantId,
      grant_type: 'mobile',
      scope: 'all',
      type: 'phone',
      landingMode: login.landingMode,
    },
    headers: { 'Mobile-Key': login.smsKey, 'Mobile-Code': login.smsCode },
  });
  return readTokenAnswer(raw);
}

/** Sends a login SMS code; answers the code id (`data.key`) and the provider. Needs the graphic captcha. */
export const sendLoginSms = (
  phone: string,
  captchaKey: string,
  captchaCode: string,
): Promise<SmsSendAnswer> =>
  http.getData<SmsSendAnswer>(authUrls.smsSend, {
    authorization: false,
    params: { phone, purpose: 'login' },
    headers: { 'Captcha-Key': captchaKey, 'Captcha-Code': captchaCode },
  });

/** Sends an SMS code for registration, password retrieval or reset (same captcha rule as login). */
export const sendSmsCode = (
  phone: string,
  purpose: 'login' | 'register' | 'reset',
  captchaKey: string,
  captchaCode: string,
): Promise<SmsSendAnswer> =>
  http.getData<SmsSendAnswer>(authUrls.smsSend, {
    authorization: false,
    params: { phone, purpose },
    headers: { 'Captcha-Key': captchaKey, 'Captcha-Code': captchaCode },
  });

/** `grant_type=refresh_token`. Not cancelled by route changes: the whole app depends on it. */
export async function refreshAccessToken(tenantId: string, refreshToken: string): Promise<TokenAnswer> {
  const raw = await http.request<unknown>(authUrls.token, {
    method: 'POST',
    authorization: false,
    keepOnRouteChange: true,
    params: { tenantId, grant_type: 'refresh_token', scope: 'all' },
    // In the body, not the query: query strings end up in access logs.
    body: { refresh_token: refreshToken },
  });
  return readTokenAnswer(raw);
}

export const logoutCall = (): Promise<unknown> =>
  http.request(authUrls.logout, { method: 'GET', keepOnRouteChange: true });
