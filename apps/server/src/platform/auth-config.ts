import { z } from 'zod';
import { CLIENT_SECRET_RULE, JWT_SECRET_RULE, weakSecretProblem } from './secret-strength.js';

/** Identity settings: tokens, clients, SMS provider. Listed in ADR 6 and the README. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';
const DEFAULT_CLIENT_SECRET = 'saber_secret';
const DEFAULT_CLIENTS = `saber:${DEFAULT_CLIENT_SECRET}`;

const booleanFlag = z.enum(['true', 'false']).default('false');

export const authEnvironment = {
  AUTH_JWT_SECRET: z.string().min(32, { message: 'AUTH_JWT_SECRET 至少32个字符' }).default(DEV_JWT_SECRET),
  AUTH_ACCESS_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  AUTH_REFRESH_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .max(30 * 86_400)
    .default(7 * 86_400),
  /** `id:secret` pairs separated by commas; the Basic header of the token endpoint must match one. */
  AUTH_CLIENTS: z
    .string()
    .regex(/^[^:,\s]+:[^:,\s]+(,[^:,\s]+:[^:,\s]+)*$/, {
      message: 'AUTH_CLIENTS 格式应为 id:secret[,id:secret]',
    })
    .default(DEFAULT_CLIENTS),
  /** The `password` grant (no captcha) is refused unless allowed. */
  AUTH_ALLOW_PASSWORD_GRANT: booleanFlag,
  /**
   * How long the guard may reuse a session snapshot (ms; 0 = read the session on every request).
   * Changes are pushed by database triggers (`identity.changed`); this bounds a missed notice.
   */
  AUTH_GUARD_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  /**
   * Test fixture: every captcha gets this answer, so browser journeys can type it. Accepted only
   * with APP_ENV=test (the server refuses to start otherwise).
   */
  AUTH_TEST_CAPTCHA_ANSWER: z
    .string()
    .regex(/^[a-hj-km-np-z2-9]{4}$/, { message: 'AUTH_TEST_CAPTCHA_ANSWER 必须是4位验证码字符' })
    .optional(),
  SMS_PROVIDER: z.enum(['sandbox', 'aliyun']).default('sandbox'),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /** The member-account-closure notice (001 §3.4; ADR 68): template parameters memberName, companyName. */
  ALIYUN_SMS_MEMBER_NOTICE_TEMPLATE_CODE: z.string().optional(),
  /** The freeze-lapsed notice to the holder (ADR 73): parameters companyName, quantity, endsOn, documentNo. */
  ALIYUN_SMS_FREEZE_NOTICE_TEMPLATE_CODE: z.string().optional(),
  /** The pledgee's confirmation link (550063, ADR 72): template parameters companyName, url. */
  ALIYUN_SMS_PLEDGEE_CONFIRM_TEMPLATE_CODE: z.string().optional(),
  FACE_CHECK_PROVIDER: z.enum(['sandbox', 'aliyun']).default('sandbox'),
  ALIYUN_FACE_ENDPOINT: z.string().url().default('https://cloudauth.aliyuncs.com/'),
  ALIYUN_FACE_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_FACE_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_FACE_SCENE_ID: z.string().optional(),
  /** 金融级实人认证 H5: ID_PRO. */
  ALIYUN_FACE_PRODUCT_CODE: z.string().default('ID_PRO'),
};

export interface AliyunSmsConfig {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The member-account-closure notice's template (ADR 68); unset: that notice is refused, not sent. */
  memberNoticeTemplateCode?: string;
  /** The freeze-lapsed notice's template (ADR 73); unset: that notice is refused, not sent. */
  freezeNoticeTemplateCode?: string;
  /** The pledgee-confirmation link's template (ADR 72); unset: that message is refused, not sent. */
  pledgeeConfirmTemplateCode?: string;
}

export interface AliyunFaceConfig {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  sceneId: string;
  productCode: string;
}

export type FaceCheckConfig = { provider: 'sandbox' } | ({ provider: 'aliyun' } & AliyunFaceConfig);

export interface AuthConfig {
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  clients: { id: string; secret: string }[];
  allowPasswordGrant: boolean;
  /** AUTH_GUARD_CACHE_MS: the guard's session-snapshot cache lifetime (0 disables it). */
  guardCacheMs?: number;
  /** Fixed captcha answer for browser journeys (APP_ENV=test only), else null. */
  testCaptchaAnswer: string | null;
  sms: { provider: 'sandbox' } | ({ provider: 'aliyun' } & AliyunSmsConfig);
  faceCheck: FaceCheckConfig;
}

type AuthEnv = z.infer<z.ZodObject<typeof authEnvironment>>;

export class AuthConfigError extends Error {}

export function parseAuthConfig(e: AuthEnv & { APP_ENV?: string }): AuthConfig {
  if (e.AUTH_TEST_CAPTCHA_ANSWER && e.APP_ENV !== 'test') {
    throw new AuthConfigError('AUTH_TEST_CAPTCHA_ANSWER 只能在 APP_ENV=test 时使用');
  }
  const clients = e.AUTH_CLIENTS.split(',').map((pair) => {
    const [id = '', secret = ''] = pair.split(':');
    return { id, secret };
  });
  return {
    jwtSecret: e.AUTH_JWT_SECRET,
    accessTtlSeconds: e.AUTH_ACCESS_TTL_SECONDS,
    refreshTtlSeconds: e.AUTH_REFRESH_TTL_SECONDS,
    clients,
    allowPasswordGrant: e.AUTH_ALLOW_PASSWORD_GRANT === 'true',
    guardCacheMs: e.AUTH_GUARD_CACHE_MS,
    testCaptchaAnswer: e.AUTH_TEST_CAPTCHA_ANSWER ?? null,
    sms: e.SMS_PROVIDER === 'sandbox' ? { provider: 'sandbox' } : aliyunConfig(e),
    faceCheck: e.FACE_CHECK_PROVIDER === 'sandbox' ? { provider: 'sandbox' } : aliyunFaceConfig(e),
  };
}

function aliyunConfig(e: AuthEnv): AuthConfig['sms'] {
  const missing = (
    [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ] as const
  ).filter((k) => !e[k]);
  if (missing.length > 0) throw new AuthConfigError(`SMS_PROVIDER=aliyun 需要设置 ${missing.join('、')}`);
  return {
    provider: 'aliyun',
    endpoint: e.ALIYUN_SMS_ENDPOINT,
    accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
    accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
    signName: e.ALIYUN_SMS_SIGN_NAME!,
    templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
    ...(e.ALIYUN_SMS_MEMBER_NOTICE_TEMPLATE_CODE
      ? { memberNoticeTemplateCode: e.ALIYUN_SMS_MEMBER_NOTICE_TEMPLATE_CODE }
      : {}),
    ...(e.ALIYUN_SMS_FREEZE_NOTICE_TEMPLATE_CODE
      ? { freezeNoticeTemplateCode: e.ALIYUN_SMS_FREEZE_NOTICE_TEMPLATE_CODE }
      : {}),
    ...(e.ALIYUN_SMS_PLEDGEE_CONFIRM_TEMPLATE_CODE
      ? { pledgeeConfirmTemplateCode: e.ALIYUN_SMS_PLEDGEE_CONFIRM_TEMPLATE_CODE }
      : {}),
  };
}

function aliyunFaceConfig(e: AuthEnv): FaceCheckConfig {
  const missing = (
    ['ALIYUN_FACE_ACCESS_KEY_ID', 'ALIYUN_FACE_ACCESS_KEY_SECRET', 'ALIYUN_FACE_SCENE_ID'] as const
  ).filter((k) => !e[k]);
  if (missing.length > 0)
    throw new AuthConfigError(`FACE_CHECK_PROVIDER=aliyun 需要设置 ${missing.join('、')}`);
  return {
    provider: 'aliyun',
    endpoint: e.ALIYUN_FACE_ENDPOINT,
    accessKeyId: e.ALIYUN_FACE_ACCESS_KEY_ID!,
    accessKeySecret: e.ALIYUN_FACE_ACCESS_KEY_SECRET!,
    sceneId: e.ALIYUN_FACE_SCENE_ID!,
    productCode: e.ALIYUN_FACE_PRODUCT_CODE,
  };
}

/**
 * What production refuses: the development JWT secret, a low-entropy JWT or client secret, the
 * default client secret (the SPA is then built with the same pair in VITE_CLIENT_ID /
 * VITE_CLIENT_SECRET), the captcha-less password grant, and the SMS and face-check sandboxes.
 */
export function authProductionProblems(auth: AuthConfig): string[] {
  const problems: string[] = [];
  if (auth.jwtSecret === DEV_JWT_SECRET)
    problems.push('生产环境必须设置 AUTH_JWT_SECRET（不能使用开发默认值）');
  else pushIfWeak(problems, 'AUTH_JWT_SECRET', auth.jwtSecret, JWT_SECRET_RULE);
  for (const client of auth.clients) {
    if (client.secret === DEFAULT_CLIENT_SECRET) {
      problems.push(
        `生产环境必须设置 AUTH_CLIENTS 的客户端密钥，不能使用默认值 ${DEFAULT_CLIENTS}（客户端 ${client.id}）`,
      );
    } else pushIfWeak(problems, `AUTH_CLIENTS（客户端 ${client.id}）`, client.secret, CLIENT_SECRET_RULE);
  }
  if (auth.allowPasswordGrant)
    problems.push('生产环境不能开启 AUTH_ALLOW_PASSWORD_GRANT（无图形验证码的密码登录），请设置为 false');
  if (auth.sms.provider === 'sandbox') problems.push('生产环境不能使用短信沙箱，请设置 SMS_PROVIDER=aliyun');
  if (auth.faceCheck.provider === 'sandbox')
    problems.push('生产环境不能使用人脸识别沙箱，请设置 FACE_CHECK_PROVIDER=aliyun');
  return problems;
}

function pushIfWeak(
  problems: string[],
  variable: string,
  secret: string,
  rule: typeof JWT_SECRET_RULE,
): void {
  const problem = weakSecretProblem(variable, secret, rule);
  if (problem) problems.push(problem);
}
