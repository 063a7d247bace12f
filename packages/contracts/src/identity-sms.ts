import { isMobileNumber, VALIDATION_MESSAGES } from '@rer/domain';
import { z } from 'zod';
import { tenantId } from './system.js';

/** The domain's mobile rule and message (请输入正确的手机号码), the same as the web forms use. */
const mobile = z
  .string({ message: '请输入手机号' })
  .trim()
  .min(1, { message: '请输入手机号' })
  .refine((value) => isMobileNumber(value), { message: VALIDATION_MESSAGES.mobile });

/** The password policy (ADR 6): 8–20 characters with at least one letter and one digit. */
export const PASSWORD_POLICY_MESSAGE = '密码须为8到20位，且同时包含字母和数字';
export const password = z
  .string({ message: '请输入密码' })
  .min(1, { message: '请输入密码' })
  .refine((v) => v.length >= 8 && v.length <= 20 && /[A-Za-z]/.test(v) && /\d/.test(v), {
    message: PASSWORD_POLICY_MESSAGE,
  });

export const smsPurpose = z.enum(['login', 'register', 'reset', 'pledgeConfirm'], {
  message: '短信用途不正确',
});

/** GET /api/blade-auth/oauth/sms/send?phone=&purpose= (headers Captcha-Key, Captcha-Code) */
export const smsSendQuery = z.object({
  phone: mobile,
  purpose: smsPurpose.default('login'),
  tenantId: tenantId.optional(),
});
/** The SMS providers: `sandbox` sends nothing (the code lands in the test outbox; shown as 沙箱). */
export const smsProviderName = z.enum(['sandbox', 'aliyun']);
export type SmsProviderName = z.infer<typeof smsProviderName>;
/** The code id, and which provider sent it (the login page shows 沙箱 for the sandbox). */
export const smsSendAnswer = z.object({ key: z.string(), provider: smsProviderName });
export type SmsSendAnswer = z.infer<typeof smsSendAnswer>;

const smsCode = z
  .string({ message: '请输入短信验证码' })
  .min(1, { message: '请输入短信验证码' })
  .regex(/^\d{6}$/, { message: '短信验证码为6位数字' });
const smsKey = z.string({ message: '请先获取短信验证码' }).min(1, { message: '请先获取短信验证码' }).max(64);

/**
 * The user agreement and privacy policy a new account accepts (ADR 32): the version shown on the
 * registration page and recorded with the registration. A new text gets a new version.
 */
export const USER_AGREEMENT_VERSION = '2026-11-27';
export const AGREEMENT_REQUIRED_MESSAGE = '请阅读并同意《用户协议》和《隐私政策》';

/** POST /api/rem-registrationbizweb/user/registerAccount (002 §3 registration payload). */
export const registerAccountBody = z.object({
  account: z
    .string({ message: '请输入账号' })
    .min(1, { message: '请输入账号' })
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { message: '账号须为4到32位字母、数字或下划线，以字母开头' }),
  password,
  mobile,
  realName: z
    .string({ message: '请输入真实姓名' })
    .min(1, { message: '请输入真实姓名' })
    .max(100, { message: '真实姓名长度不能超过100' }),
  idNumber: z.string({ message: '请输入证件号码' }).min(1, { message: '请输入证件号码' }).max(18),
  email: z.email({ message: '请输入正确的电子邮箱' }).max(100).optional().or(z.literal('')),
  validCode: smsCode,
  id: smsKey,
  tenantId: tenantId.optional(),
  /** 1 person (ID card), 2 organisation (USCC). */
  realnameType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)], { message: '实名类型不正确' }))
    .default(1),
  /** The applicant ticked 我已阅读并同意《用户协议》和《隐私政策》: nothing is registered without it. */
  agreed: z.literal(true, { message: AGREEMENT_REQUIRED_MESSAGE }),
});
export type RegisterAccountBody = z.infer<typeof registerAccountBody>;

/** POST /api/rem-registrationbizweb/user/resetPassword */
export const resetPasswordBody = z.object({
  mobile,
  validCode: smsCode,
  id: smsKey,
  password,
  tenantId: tenantId.optional(),
});

const capitalPassword = (field: string) =>
  z
    .string({ message: `请输入${field}` })
    .min(1, { message: `请输入${field}` })
    .regex(/^\d{6}$/, { message: `${field}须为6位数字` });

/** POST updateCapitalPassword (uuid, passwordOld, passwordNew). The first time, passwordOld may be empty. */
export const updateCapitalPasswordBody = z.object({
  uuid: z.string().max(64).optional(),
  passwordOld: z.string().max(6, { message: '原资金密码须为6位数字' }).optional(),
  passwordNew: capitalPassword('新资金密码'),
});
export const verifyPasswordBody = z.object({ password: capitalPassword('资金密码') });

/** 短信沙箱发件箱: one mobile's messages, or the tenant's latest without one. */
export const smsOutboxQuery = z.object({ mobile: mobile.optional() });
export const smsOutboxItem = z.object({
  id: z.string(),
  mobile: z.string(),
  template: z.string(),
  params: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItem>;
