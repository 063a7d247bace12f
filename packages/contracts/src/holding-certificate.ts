import { z } from 'zod';
import { page, pageQuery } from './envelope.js';
import { ledgerReceipt } from './ledger.js';

/**
 * Holding certificates (持股证明, 550115, ADR 76): the list and download of the caller's
 * certificates, and the public verification by certificate number or by the PDF's SHA-256.
 */
export const HOLDING_CERTIFICATE_URLS = {
  list: '/api/rem-registrationbizweb/holdingCertificate/list',
  download: '/api/rem-registrationbizweb/holdingCertificate/download',
  verify: '/api/rem-registrationbizweb/nonds/holdingCertificate/verify',
} as const;

const certificateNo = z
  .string()
  .trim()
  .regex(/^CGZM\d{18}$/, { message: '证明编号应为CGZM加18位数字' });

export const holdingCertificateListQuery = pageQuery.extend({
  /** Only the certificate of this application (the application detail's download). */
  applicationId: z.uuid({ message: '业务编号（uuid）格式不正确' }).optional(),
});
export type HoldingCertificateListQuery = z.output<typeof holdingCertificateListQuery>;

export const holdingCertificateDownloadQuery = z.object({ certificateNo });

/** Exactly one of certificateNo and sha256. */
export const holdingCertificateVerifyQuery = z
  .object({
    certificateNo: certificateNo.optional(),
    sha256: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{64}$/, { message: '文件哈希应为64位十六进制字符' })
      .optional(),
  })
  .refine((q) => (q.certificateNo === undefined) !== (q.sha256 === undefined), {
    message: '请输入证明编号或上传持股证明文件（二者选一）',
    path: ['certificateNo'],
  });

export const holdingCertificateRow = z.object({
  certificateNo: z.string(),
  bizSn: z.string(),
  applicationId: z.string(),
  companyName: z.string(),
  holderName: z.string(),
  accountNumber: z.string(),
  asOf: z.string(),
  issuedAt: z.string(),
  /** 持股总数 (integer string). */
  total: z.string(),
});
export type HoldingCertificateRow = z.infer<typeof holdingCertificateRow>;
export const holdingCertificatePage = page(holdingCertificateRow);

const quantities = {
  held: z.string(),
  pledged: z.string(),
  frozen: z.string(),
  locked: z.string(),
  available: z.string(),
};

export const holdingCertificateVerification = z.object({
  certificateNo: z.string(),
  issuer: z.string(),
  issuedAt: z.string(),
  asOf: z.string(),
  companyName: z.string(),
  /** Masked when the holder is a person. */
  holderName: z.string(),
  holding: z.object({
    lines: z.array(z.object({ shareNature: z.string(), ...quantities })),
    total: z.object(quantities),
    issuedShares: z.string(),
    ratio: z.string(),
  }),
  facts: z.object({ leafHash: z.string(), receipt: ledgerReceipt.nullable() }),
  /** Null until the PDF has been produced (its first download). */
  document: z
    .object({ sha256: z.string(), size: z.number(), leafHash: z.string(), receipt: ledgerReceipt.nullable() })
    .nullable(),
});
export type HoldingCertificateVerification = z.infer<typeof holdingCertificateVerification>;
