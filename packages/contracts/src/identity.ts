import { z } from 'zod';
import { tenantId } from './system.js';

/** Zones a user signs in to (spec 000 §6). */
export const landingMode = z.enum(['org', 'member', 'personalholder', 'orgholder', 'productholder', 'mgr'], {
  message: '登录专区不正确',
});
export type LandingModeValue = z.infer<typeof landingMode>;

export const LANDING_MODE_NAMES: Record<LandingModeValue, string> = {
  org: '企业专区',
  member: '会员专区',
  personalholder: '个人投资者专区',
  orgholder: '机构投资者专区',
  productholder: '产品投资者专区',
  mgr: '管理端',
};

const optionalText = (max: number, tooLong: string) => z.string().max(max, { message: tooLong }).optional();

/** GET /api/blade-auth/oauth/captcha */
export const captchaAnswer = z.object({ key: z.string(), image: z.string() });

/**
 * POST /api/blade-auth/oauth/token: query and body merged; the captcha also from its headers.
 * Field presence per grant is checked by the server with the login form's own messages.
 */
export const tokenParams = z.object({
  tenantId: tenantId.optional(),
  grant_type: z.enum(['captcha', 'password', 'mobile', 'refresh_token'], { message: '不支持的登录方式' }),
  scope: optionalText(64, '授权范围过长'),
  type: optionalText(32, '登录类型过长'),
  landingMode: landingMode.optional(),
  account: optionalText(64, '用户名长度不能超过64'),
  username: optionalText(64, '用户名长度不能超过64'),
  password: optionalText(128, '密码长度不能超过128'),
  refresh_token: optionalText(128, '刷新令牌格式不正确'),
  'Captcha-Key': optionalText(64, '验证码标识格式不正确'),
  'Captcha-Code': optionalText(8, '验证码长度不能超过4'),
  'Mobile-Key': optionalText(64, '短信验证码标识格式不正确'),
  'Mobile-Code': optionalText(8, '短信验证码长度不能超过6'),
  mobile: optionalText(11, '手机号长度不能超过11'),
});
export type TokenParams = z.infer<typeof tokenParams>;

/** The flat OAuth answer of the token endpoint (no envelope). */
export const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  tenant_id: z.string(),
  user_id: z.string(),
  account: z.string(),
  user_name: z.string(),
  real_name: z.string(),
  org_type: z.number().int(),
  role_name: z.string(),
  landing_mode: landingMode,
  /** ADR 39: an administrator set the password; the client opens the change page first. */
  must_change_password: z.boolean().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

/** A failed token call: OAuth fields plus `code`/`msg` the client also reads (407 = session expired). */
export const tokenError = z.object({
  code: z.number().int(),
  success: z.literal(false),
  msg: z.string(),
  error_code: z.string(),
  error_description: z.string(),
});

/** GET /api/blade-auth/oauth/user-info */
export const oauthUserInfo = z.object({
  userId: z.string(),
  tenantId: z.string(),
  account: z.string(),
  userName: z.string(),
  realName: z.string(),
  orgType: z.number().int(),
  roles: z.array(z.string()),
  landingMode,
  /** ADR 39: only the password change is allowed until it is done. */
  mustChangePassword: z.boolean().optional(),
});

/** POST /api/rem-registrationbizweb/user/getCurrentUserInfo */
export const currentUserInfo = z.object({
  landingMode,
  landingModeName: z.string(),
  account: z.string(),
  realName: z.string(),
  orgType: z.number().int(),
  tenantId: z.string(),
  roles: z.array(z.string()),
  currentCompany: z.string().nullable(),
  currentHolder: z.string().nullable(),
  currentProduct: z.string().nullable(),
  /** 000 §3's session value for the current registration account: 0 有效, 1 已过期, 2 未认证 (ADR 69). */
  investorExpireStatus: z.number().int().nullable(),
});
export type CurrentUserInfo = z.infer<typeof currentUserInfo>;

/** getCurrentUserAllAcount: the login's zones (one row per zone it may enter). */
export const userZoneAccount = z.object({
  account: z.string(),
  realName: z.string(),
  orgType: z.number().int(),
  landingMode,
  landingModeName: z.string(),
  current: z.boolean(),
});

/** queryAllRefCompany */
export const refCompany = z.object({
  companyId: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  creditCode: z.string().nullable(),
  relation: z.enum(['enterprise', 'member_cooperation']),
  current: z.boolean(),
});

/** queryAllRefAccountNumber: serial, investor name, account number, account status. */
export const refAccountNumber = z.object({
  serial: z.number().int(),
  holderUuid: z.string(),
  holderName: z.string(),
  accountNumber: z.string(),
  holderAccountStatus: z.number().int(),
  organType: z.number().int(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  /** 0 有效, 1 已过期, 2 未认证 (000 §3; ADR 69): from the opening's qualification and the certifications. */
  investorExpireStatus: z.number().int(),
  current: z.boolean(),
});

const uuidField = (message: string) =>
  z.string({ message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message });

export const switchCompanyParams = z.object({ companyId: uuidField('请选择企业') });
export const switchHolderParams = z.object({
  holderUuid: uuidField('请选择登记账号'),
  companyId: uuidField('企业编号格式不正确')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  productId: uuidField('产品编号格式不正确')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** A side-menu item (002 §3). */
export interface MenuItem {
  id: string;
  parentId: string;
  name: string;
  path: string;
  icon: string;
  group: string;
  query: string;
  meta: { roles: string[]; i18n: string };
  children: MenuItem[];
}
export const menuItem: z.ZodType<MenuItem> = z.object({
  id: z.string(),
  parentId: z.string(),
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  group: z.string(),
  query: z.string(),
  meta: z.object({ roles: z.array(z.string()), i18n: z.string() }),
  get children() {
    return z.array(menuItem);
  },
});
export const menuRoutesQuery = z.object({ landingMode: landingMode.optional() });

/** POST /api/rem-registrationmgrweb/taskItem/getUserTasks */
export const userTasksParams = z.object({
  pageNo: z.coerce.number().int().min(1, { message: '当前页码必须为正整数' }).default(1),
  pageSize: z.coerce.number().int().min(1).max(500, { message: '每页条数不能超过500' }).default(10),
});
export const userTasksAnswer = z.object({ totalRecord: z.number().int(), records: z.array(z.unknown()) });

export const demoAccount = z.object({
  system: z.string(),
  landingMode,
  username: z.string(),
  password: z.string(),
  tenantId: z.string(),
});
