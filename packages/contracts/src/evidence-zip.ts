import { z } from 'zod';
import { bizSnField } from './workflow.js';

/**
 * `POST …/evidencePrint/getAttachZip` (002 §7: applyName, attachments → a link): the evidence
 * package of one application — its attachments with their SHA-256 and SM3, the ledger receipts of
 * the application and a verification guide — stored as an attachment of the caller.
 */
const attachmentRef = z.object({
  attachId: z.uuid({ error: '附件编号格式不正确' }),
  /** The spec's attachment carries these too; the server uses the stored name. */
  originalName: z.string().max(255).optional(),
  name: z.string().max(255).optional(),
});

/** At most this many attachments may be listed in one request (the package's own limit is lower). */
export const ATTACH_ZIP_MAX_LISTED = 1000;

export const attachZipBody = z
  .object({
    /** The business name shown to the user (e.g. 股份转让); it names the package file. */
    applyName: z
      .string({ error: '业务名称不能为空' })
      .trim()
      .min(1, { error: '业务名称不能为空' })
      .max(60, { error: '业务名称不能超过60个字符' }),
    /** The application: its uuid (processInstanceId) or its biz_sn. */
    uuid: z.uuid({ error: '申请编号格式不正确' }).optional(),
    bizSn: bizSnField.optional(),
    /** A subset of the application's attachments; absent or empty: all of them. */
    attachments: z
      .array(attachmentRef)
      .max(ATTACH_ZIP_MAX_LISTED, { error: `一次最多选择${ATTACH_ZIP_MAX_LISTED}个附件` })
      .optional(),
  })
  .refine((b) => b.uuid !== undefined || b.bizSn !== undefined, {
    error: '业务编号不能为空',
    path: ['bizSn'],
  });
export type AttachZipBody = z.infer<typeof attachZipBody>;

export const attachZipAnswer = z.object({
  /** `/api/blade-resource/oss/endpoint/downloadFile?attachId=…` (downloads follow attachment access). */
  link: z.string(),
  attachId: z.string(),
  /** The package's file name (…_存证材料包.zip). */
  name: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  fileCount: z.number().int().nonnegative(),
  receiptCount: z.number().int().nonnegative(),
});
export type AttachZipAnswer = z.infer<typeof attachZipAnswer>;
