import { z } from 'zod';

/**
 * Pledgee confirmation of an equity pledge (550063; issue 23, ADR 72): the confirmation SMS, the
 * pledgee's public confirmation page reached through its link, the face check and its picture.
 */
const BIZ = '/api/rem-registrationbizweb';

/** GET ?uuid= (the applicant or register staff): sends the pledgee the SMS with a fresh link. */
export const PLEDGEE_SEND_SMS_URL = `${BIZ}/pledgeeInfo/sendConfirmSms`;
/** GET ?uuid= (the applicant or register staff): the 人脸识别 picture's attachment id. */
export const PLEDGEE_FACE_PICTURE_URL = `${BIZ}/pledgeeInfo/getFaceRecPic`;
/** GET ?uuid= (register staff): a fresh confirmation link without an SMS (another channel). */
export const PLEDGEE_CONFIRM_LINK_URL = `${BIZ}/share/getConfirmUrl`;
/** GET ?uuid= (the applicant or register staff): confirmed or not, the attachments of the pledge info. */
export const PLEDGEE_STATUS_URL = `${BIZ}/pledgeeInfo/status`;
/** Public (the pledgee has no login): the pledge the link is for. GET ?token= */
export const PLEDGEE_LINK_URL = `${BIZ}/nonds/pledgeeInfo/link`;
/** Public: starts the pledgee's face check. POST { token } */
export const PLEDGEE_FACE_START_URL = `${BIZ}/nonds/pledgeeInfo/faceCheck`;
/** Public, sandbox only (沙箱): the simulated liveness result. POST { token, certifyId, passed } */
export const PLEDGEE_FACE_SANDBOX_URL = `${BIZ}/nonds/pledgeeInfo/faceCheckSandbox`;
/** Public: records the confirmation once the face check passed. POST { token, certifyId } */
export const PLEDGEE_CONFIRM_URL = `${BIZ}/nonds/pledgeeInfo/confirm`;

/** The web page the SMS link opens. */
export const PLEDGEE_CONFIRM_PAGE = '/pledgeeConfirm';
/** 001 §8/§9: the message after sending, also the refusal of a resend inside 3 minutes. */
export const PLEDGEE_SMS_HINT = '短信已发送，若未收到短信，请3分钟后重试。';
/** 001 §8: the prompt before sending (title 提示). */
export const PLEDGEE_SMS_PROMPT = '确定发送确认短信？';
/** 000 §3 / 001 §9: the face-recognition attachment is identified by this name. */
export const FACE_PICTURE_NAME = '人脸识别';

const uuid = z
  .string({ message: '不能为空' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: '格式不正确' });
export const pledgeeUuidQuery = z.object({ uuid });

/** 32 random bytes, base64url: what the link carries (only its SHA-256 is stored). */
const token = z
  .string({ message: '确认链接不正确' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: '确认链接不正确' });
export const pledgeeTokenQuery = z.object({ token });
export const pledgeeTokenBody = z.object({ token });
const certifyId = z.string({ message: '请先进行人脸识别' }).min(1, { message: '请先进行人脸识别' }).max(64);
export const pledgeeConfirmBody = z.object({ token, certifyId });
export const pledgeeSandboxBody = z.object({ token, certifyId, passed: z.boolean() });

export const pledgeeLinkIssued = z.object({ url: z.string(), expiresAt: z.string() });
export type PledgeeLinkIssued = z.infer<typeof pledgeeLinkIssued>;

const attachmentRef = z.object({ attachId: z.string(), originalName: z.string() });
export const pledgeeStatus = z.object({
  confirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  /** The pledge info's attachments (001 §2.2 attchments): the 人脸识别 picture once confirmed. */
  attachments: z.array(attachmentRef),
  /** When the latest SMS went out (null: never). */
  lastSentAt: z.string().nullable(),
});
export type PledgeeStatus = z.infer<typeof pledgeeStatus>;

/** What the pledgee's page shows: the pledge, the pledgor masked. */
export const pledgeeLinkView = z.object({
  bizSn: z.string(),
  companyName: z.string().nullable(),
  pledgorName: z.string(),
  pledgeeName: z.string(),
  quantity: z.string().nullable(),
  expiresAt: z.string(),
  confirmed: z.boolean(),
});
export type PledgeeLinkView = z.infer<typeof pledgeeLinkView>;

export const pledgeeFaceStart = z.object({
  certifyId: z.string(),
  url: z.string(),
  provider: z.enum(['sandbox', 'aliyun']),
});
export type PledgeeFaceStart = z.infer<typeof pledgeeFaceStart>;

/** E-contract calls of the pledge (000/002 §7; ADR 72), under the business service. */
export const ECONTRACT_REGISTER_USER_URL = `${BIZ}/eContract/registerEContractUser`;
export const ECONTRACT_INFO_URL = `${BIZ}/eContract/queryEContractInfo`;
export const ECONTRACT_PLEDGEE_INFO_URL = `${BIZ}/eContract/queryPledgeeEContractInfo`;
export const ECONTRACT_SIGN_URL = `${BIZ}/eContract/getSignMgrUrl`;
/** Public: the pledgee's sign link from its confirmation page. POST { token } */
export const ECONTRACT_PLEDGEE_SIGN_URL = `${BIZ}/nonds/eContract/pledgeeSignUrl`;

const contractRole = z.enum(['pledgor', 'pledgee'], {
  message: '签署方只能是 pledgor（出质人）或 pledgee（质权人）',
});
export const eContractPartyBody = z.object({ uuid, role: contractRole });
export const eContractSignQuery = z.object({ uuid, role: contractRole.default('pledgor') });
export const eContractInfoBody = z
  .object({
    uuid: uuid.optional(),
    bizSn: z
      .string()
      .regex(/^\d{14}$/, { message: '格式不正确' })
      .optional(),
  })
  .refine((v) => v.uuid !== undefined || v.bizSn !== undefined, {
    message: 'uuid或bizSn不能为空',
    path: ['uuid'],
  });
export const eContractUser = z.object({
  accountRef: z.string(),
  realNamed: z.boolean(),
  authUrl: z.string().nullable(),
});
export const eContractStatus = z.object({
  opened: z.boolean(),
  provider: z.string().nullable(),
  pledgorSigned: z.boolean(),
  pledgeeSigned: z.boolean(),
  finished: z.boolean(),
});
export type EContractStatusAnswer = z.infer<typeof eContractStatus>;
export const eContractSignAnswer = z.object({ url: z.string() });
export const eContractSandboxSignQuery = z.object({
  contractRef: z.string().min(1).max(128),
  account: z.string().regex(/^sandbox-[0-9a-f]{16}$/, { message: '格式不正确' }),
  redirectUrl: z.string().max(1000),
});
