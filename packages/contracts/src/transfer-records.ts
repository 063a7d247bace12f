import { z } from 'zod';

/**
 * Share-transfer record selection (000 §5) and the transferable-shares check (001 §7
 * `holder/getHaveTradingData`). Shares are decimal strings (bigint on the server).
 */

/** 550222 picks a fund: its product-code field is called 基金名称 (000 §5). */
export const FUND_TRANSFER_APP_ID = '550222';

/** The server's refusals of a missing key (the web widget shows the same words before calling). */
export const TRANSFER_RECORD_MESSAGES = {
  userCodeRequired: '请先选择用户代码！',
  productCodeRequired: '请先选择产品代码！',
  fundNameRequired: '请先选择基金名称！',
  changeVolInvalid: '转让数量必须为正整数',
  accountNumberRequired: '登记账号不能为空',
} as const;

export function productCodeRequiredMessage(appCode: string | undefined | null): string {
  return appCode === FUND_TRANSFER_APP_ID
    ? TRANSFER_RECORD_MESSAGES.fundNameRequired
    : TRANSFER_RECORD_MESSAGES.productCodeRequired;
}

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const text = (max: number, message: string) =>
  z.preprocess(blank, z.string().trim().max(max, { message }).optional());
const appCode = z.preprocess(
  blank,
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{6}$/.test(v), { message: '业务编码应为6位数字' })
    .optional(),
);
const shares = z.string().regex(/^\d+$/);

/**
 * POST/GET …/holder/queryShareTransferRecords: the transferable holdings of a holder account (by
 * user code, or by account number) in one company (by its custody / product code). The keys are
 * optional here so the service can answer the spec's own message when one is missing.
 */
export const transferRecordsParams = z.object({
  userCode: text(32, '用户代码长度不能超过32'),
  accountNumber: text(32, '登记账号长度不能超过32'),
  productCode: text(64, '产品代码长度不能超过64'),
  appCode,
});
export type TransferRecordsParams = z.infer<typeof transferRecordsParams>;

/** One holding the holder may transfer from: a holder account and share nature in the company. */
export const transferRecord = z.object({
  holderId: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  userCode: z.string().nullable(),
  organType: z.number().int(),
  shareNature: z.string(),
  /** The natureOfShare dictionary's label (the key when the tenant lacks it). */
  shareNatureName: z.string(),
  held: shares,
  available: shares,
  pledged: shares,
  frozen: shares,
  locked: shares,
  /** 确权 (the spec's spelling): 1 confirmed or nothing outstanding, 0 not confirmed. */
  comfirm: z.number().int(),
  /** 0 not opened, 1 normal, 2 closed (selecting it: 用户不存在), 3 frozen (账号异常). */
  holderAccountStatus: z.number().int(),
});
export type TransferRecord = z.infer<typeof transferRecord>;

export const transferRecordList = z.object({
  companyId: z.string(),
  companyName: z.string(),
  productCode: z.string(),
  records: z.array(transferRecord),
});
export type TransferRecordList = z.infer<typeof transferRecordList>;

/** POST …/holder/getHaveTradingData (001 §7): body accountNumber, productCode, appCode, changeVol. */
export const haveTradingDataParams = z.object({
  accountNumber: text(32, '登记账号长度不能超过32'),
  productCode: text(64, '产品代码长度不能超过64'),
  appCode,
  changeVol: z.preprocess(
    blank,
    z
      .union([z.string(), z.number()], { message: TRANSFER_RECORD_MESSAGES.changeVolInvalid })
      .transform((v) => String(v).trim())
      .refine((v) => /^[1-9]\d{0,17}$/.test(v), { message: TRANSFER_RECORD_MESSAGES.changeVolInvalid })
      .optional(),
  ),
  /** Narrows the check to one share nature (the form's 股份性质); all natures together when absent. */
  shareNature: text(8, '股份性质不正确'),
});
export type HaveTradingDataParams = z.infer<typeof haveTradingDataParams>;

export const haveTradingData = z.object({
  /** Whether the account's available shares of the product cover changeVol. */
  haveTradingData: z.boolean(),
  accountNumber: z.string(),
  changeVol: shares,
  available: shares,
  holderAccountStatus: z.number().int().nullable(),
  /** Why not, in Chinese (用户不存在, 可用股份不足：…); null when it does. */
  message: z.string().nullable(),
});
export type HaveTradingData = z.infer<typeof haveTradingData>;
