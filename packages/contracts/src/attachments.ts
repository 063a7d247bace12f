import { z } from 'zod';

/**
 * Attachments (issue 6): uploads through `blade-resource/oss/endpoint/put-file-attach` and
 * `put-model-file-attach`, downloads through `oss/endpoint/downloadFile` (signed in) and
 * `nonds/oss/endpoint/downloadFile` (public, tenant-aware), and the preview call.
 */

/** Every extension the platform accepts at all (000 §5, 001 §5.10–§5.11, 000 §9 preview types). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'xlsx',
  'xls',
  'docx',
  'doc',
  'txt',
  'avi',
  'wmv',
  'mpeg',
  'mp4',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The other-materials row of an upload form (000 §5). */
export const OTHER_MATERIAL_EXTENSIONS: readonly AttachmentExtension[] = [
  'png',
  'jpg',
  'xlsx',
  'txt',
  'docx',
  'pdf',
  'avi',
  'wmv',
  'mpeg',
  'mp4',
];

/** Pledge and judicial uploads (001 §5.10), the default of `put-model-file-attach`. */
export const MODEL_FILE_EXTENSIONS: readonly AttachmentExtension[] = ['jpg', 'jpeg', 'png', 'pdf'];

/** The platform-wide upload limit (001 §9): 50 MB. */
export const ATTACHMENT_MAX_MB = 50;

const uuid = z.uuid({ message: 'attachId格式不正确' });
const attachId = z.string({ message: 'attachId不能为空' }).min(1, { message: 'attachId不能为空' }).pipe(uuid);

/** The upload answer (BladeX `BladeFile`). */
export const uploadedAttachment = z.object({
  /** Where the file is downloaded (signed in). */
  link: z.string(),
  /** The origin part of the link; empty: the link is relative to the API's origin. */
  domain: z.string(),
  /** The stored object's name. */
  name: z.string(),
  originalName: z.string(),
  attachId: z.string(),
  /** Bytes and SHA-256 of what was stored (extras: the evidence ledger records the hash). */
  size: z.number().int(),
  sha256: z.string(),
  mediaType: z.string(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachment>;

/**
 * The row's limits of an upload (query string or form fields before the file): `accept` is a
 * comma-separated list of extensions (`.pdf,.jpg` or `pdf,jpg`) that must all be in
 * ATTACHMENT_EXTENSIONS; `maxSize` the row's limit in MB (at most 50).
 */
export const uploadLimitsQuery = z.object({
  accept: z.string().max(200, { message: 'accept长度不能超过200' }).optional(),
  maxSize: z.coerce
    .number({ message: 'maxSize必须是数字' })
    .positive({ message: 'maxSize必须大于0' })
    .max(ATTACHMENT_MAX_MB, { message: `maxSize不能超过${ATTACHMENT_MAX_MB}` })
    .optional(),
});
export type UploadLimitsQuery = z.infer<typeof uploadLimitsQuery>;

/** `GET …/oss/endpoint/downloadFile?attachId=` (with `inline=1` for the preview dialog). */
export const downloadFileQuery = z.object({
  attachId,
  inline: z.enum(['0', '1'], { message: 'inline只能为0或1' }).optional(),
  /** Signed preview links (from the preview call) carry these instead of the token header. */
  tenantId: z
    .string()
    .regex(/^\d{6}$/, { message: 'tenantId格式不正确' })
    .optional(),
  uid: z.uuid({ message: 'uid格式不正确' }).optional(),
  expires: z
    .string()
    .regex(/^\d{1,13}$/, { message: 'expires格式不正确' })
    .optional(),
  sign: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'sign格式不正确' })
    .optional(),
});

/** `GET …/nonds/oss/endpoint/downloadFile?attachId=&tenantId=` (public). */
export const publicDownloadFileQuery = z.object({
  attachId,
  tenantId: z.string({ message: 'tenantId不能为空' }).regex(/^\d{6}$/, { message: 'tenantId格式不正确' }),
  inline: z.enum(['0', '1'], { message: 'inline只能为0或1' }).optional(),
});

export const attachmentPreviewQuery = z.object({ attachId });

export const PREVIEW_MAX_SHEET_ROWS = 500;
export const PREVIEW_MAX_SHEET_COLUMNS = 50;
export const PREVIEW_MAX_TEXT_CHARS = 200_000;

/** What the preview dialog shows; image, pdf and video load the signed inline link. */
export const attachmentPreview = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['image', 'pdf', 'video']),
    originalName: z.string(),
    mediaType: z.string(),
    /** A short-lived link to the file shown inline (an `<img>`, `<iframe>` or `<video>` source). */
    inlineUrl: z.string(),
  }),
  z.object({
    kind: z.literal('text'),
    originalName: z.string(),
    text: z.string(),
    charset: z.enum(['utf-8', 'gb18030', 'utf-16le', 'utf-16be']),
    truncated: z.boolean(),
  }),
  z.object({
    kind: z.literal('word'),
    originalName: z.string(),
    /** Sanitised HTML: no scripts, event handlers, styles or javascript: links. */
    html: z.string(),
  }),
  z.object({
    kind: z.literal('excel'),
    originalName: z.string(),
    sheets: z.array(
      z.object({
        name: z.string(),
        rows: z.array(z.array(z.string())),
        truncated: z.boolean(),
      }),
    ),
  }),
]);
export type AttachmentPreview = z.infer<typeof attachmentPreview>;
