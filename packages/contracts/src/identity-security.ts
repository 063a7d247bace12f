import { z } from 'zod';
import { password, resetPasswordBody } from './identity-sms.js';
import { tenantId } from './system.js';

/** POST /api/rem-registrationbizweb/user/updatePassword: the login password, old + new (ADR 6 policy). */
export const updatePasswordBody = z.object({
  passwordOld: z.string({ message: '请输入原密码' }).min(1, { message: '请输入原密码' }).max(100),
  passwordNew: password,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export const faceCheckProviderName = z.enum(['sandbox', 'aliyun']);
export type FaceCheckProviderName = z.infer<typeof faceCheckProviderName>;

/** POST …/user/getFaceRecognitionUrl: starts a face check of the signed-in account. */
export const faceRecognitionUrlBody = z.object({
  /** Where the provider's page returns to: a path of this site. */
  returnUrl: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, { message: '返回地址须为本站路径' })
    .default('/securityCenter'),
  /** The provider's browser SDK fingerprint (Aliyun getMetaInfo()), when available. */
  metaInfo: z.string().max(4000).optional(),
});
export const faceRecognitionUrlAnswer = z.object({
  certifyId: z.string(),
  url: z.string(),
  provider: faceCheckProviderName,
});
export type FaceRecognitionUrlAnswer = z.infer<typeof faceRecognitionUrlAnswer>;

const certifyId = z.string({ message: '请先进行人脸识别' }).min(1, { message: '请先进行人脸识别' }).max(64);

/** GET …/user/getFaceRecognitionResult?certifyId= */
export const faceRecognitionResultQuery = z.object({ certifyId });
export const faceCheckStatus = z.enum(['pending', 'passed', 'failed']);
export type FaceCheckStatus = z.infer<typeof faceCheckStatus>;
export const faceRecognitionResultAnswer = z.object({ certifyId: z.string(), status: faceCheckStatus });

/** POST …/user/resetPasswordByFace: the reset-password dialog of 000 §2 (SMS code + a passed face check). */
export const resetPasswordByFaceBody = resetPasswordBody.extend({ certifyId });
export type ResetPasswordByFaceBody = z.infer<typeof resetPasswordByFaceBody>;

/** POST …/user/faceCheckSandbox/complete: the sandbox page's simulated liveness result. */
export const faceSandboxCompleteBody = z.object({ certifyId, passed: z.boolean() });

/** GET …/equityProduct/getCurrentProductInfo: the current enterprise's registration product. */
export const currentProductInfo = z.object({
  companyId: z.string(),
  companyName: z.string(),
  code: z.string().nullable(),
  listCode: z.string().nullable(),
  showCode: z.string().nullable(),
});
export type CurrentProductInfo = z.infer<typeof currentProductInfo>;

/** GET …/nonds/sharePledge/enable?tenantId= → '1' when the pledge list is enabled, else '0'. */
export const sharePledgeEnableQuery = z.object({ tenantId: tenantId.optional() });
export const sharePledgeEnableAnswer = z.enum(['0', '1']);

/**
 * Extra top-menu items (002 §2.4 "extra server-defined top menu items are appended"): the tenant parameter
 * `bizTopMenu.extra` holds a JSON list of `{ key, title, path, newWindow? }`. Only internal routes are allowed:
 * `/x` or `#/x` (the hash form of the old client), never `//host` (protocol-relative), a backslash, whitespace
 * or control characters, so `javascript:`, `data:` and `http(s):` are all refused.
 */
export const INTERNAL_MENU_PATH = /^#?\/(?![/\\])[^\s\\]*$/;
export function isInternalMenuPath(path: string): boolean {
  const control = [...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return path.length <= 500 && !control && INTERNAL_MENU_PATH.test(path);
}
export const TOP_MENU_EXTRA_PARAM = 'bizTopMenu.extra';
export const TOP_MENU_EXTRA_LIMIT = 20;

/** One entry as the parameter holds it (checked one by one; a bad entry is dropped, not the list). */
export const topMenuExtraEntry = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
  title: z.string().trim().min(1).max(20),
  path: z.string().trim().refine(isInternalMenuPath),
  newWindow: z.boolean().optional(),
});

/** GET /api/blade-system/nonds/param/getBizTopMenuExtra?tenantId= → the checked items, paths starting with `/`. */
export const topMenuExtraQuery = z.object({ tenantId: tenantId.optional() });
export const topMenuExtraItem = z.object({
  key: z.string(),
  title: z.string(),
  path: z.string(),
  newWindow: z.boolean(),
});
export type TopMenuExtraItem = z.infer<typeof topMenuExtraItem>;
