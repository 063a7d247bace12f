import { z } from 'zod';
import { page } from './envelope.js';

/** Page sizes of the shareholder search dialog and the holder tables (000 §5; default 5). */
export const HOLDER_PAGE_SIZES = [5, 10, 15, 20, 30] as const;
/** A product type (or one of productTypes) of 999 means "no filter" (000 §7). */
export const PRODUCT_TYPE_ANY = '999';
/** Totals above this are answered as this number with `totalCapped: true` (holder-search README). */
export const HOLDER_COUNT_CAP = 10_000;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const text = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { message }).optional());

const organType = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: '股东类型不正确' })
    .int({ message: '股东类型不正确' })
    .refine((v) => v === 1 || v === 2 || v === 3, {
      message: '股东类型只能为1（机构）、2（个人）或3（产品）',
    })
    .optional(),
);

const productTypeCode = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}$/.test(v), { message: '产品类型不正确' });

/** Paging and filters shared by queryByKey and queryByPage. */
export const holderQueryParams = z.object({
  pageNo: z.coerce
    .number({ message: '当前页码必须为正整数' })
    .int()
    .min(1, { message: '当前页码必须为正整数' })
    .default(1),
  pageSize: z.coerce
    .number({ message: '每页条数只能为5、10、15、20或30' })
    .refine((v) => (HOLDER_PAGE_SIZES as readonly number[]).includes(v), {
      message: '每页条数只能为5、10、15、20或30',
    })
    .default(5),
  isSign: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .refine((v) => v === 0 || v === 1, { message: '签约状态只能为0或1' })
      .optional(),
  ),
  organType,
  productType: z.preprocess(blankToUndefined, productTypeCode.optional()),
  productTypes: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.split(',')) : blankToUndefined(v)),
    z.array(productTypeCode).max(20, { message: '产品类型最多20个' }).optional(),
  ),
  /** A free key: Chinese → name substring; otherwise an exact account or certificate number. */
  key: text(100, '关键字长度不能超过100'),
  holderName: text(100, '股东名称长度不能超过100'),
  accountNumber: text(32, '登记账号长度不能超过32'),
  certificateNo: text(18, '证件号码长度不能超过18位'),
  userCode: text(32, '用户代码长度不能超过32'),
  mobile: text(11, '手机号长度不能超过11'),
  companyName: text(200, '企业名称长度不能超过200'),
  companyId: z.preprocess(blankToUndefined, z.uuid({ message: '企业编号格式不正确' }).optional()),
  holderAccountStatus: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .refine((v) => [0, 1, 2, 3].includes(v), { message: '账户状态只能为0、1、2或3' })
      .optional(),
  ),
});
export type HolderQueryParams = z.infer<typeof holderQueryParams>;

/** The holder search row (000 §3), with the personal data masked. */
export const holderRecord = z.object({
  uuid: z.string(),
  holderUuid: z.string(),
  holderName: z.string(),
  accountNumber: z.string(),
  userCode: z.string().nullable(),
  organType: z.number().int(),
  certType: z.string(),
  certificateNo: z.string(),
  mobile: z.string().nullable(),
  capitalAccount: z.string().nullable(),
  holderAccountStatus: z.number().int(),
  holderType: z.number().int(),
  companyId: z.string().nullable(),
  productType: z.string().nullable(),
  isSign: z.number().int(),
});
export type HolderRecord = z.infer<typeof holderRecord>;

export const holderPage = page(holderRecord).extend({
  /** True when the match count reached the cap: `total` is then the cap, not the exact count. */
  totalCapped: z.boolean(),
});
export type HolderPage = z.infer<typeof holderPage>;

/** The holder lookup of the shareholder search dialog (name, idNumber, organType, idType; 550221 names). */
export const holderLookupParams = z.object({
  name: text(100, '股东名称长度不能超过100'),
  holderName: text(100, '股东名称长度不能超过100'),
  idNumber: z.preprocess(blankToUndefined, z.string().optional()),
  certificateNo: z.preprocess(blankToUndefined, z.string().optional()),
  organType,
  orgType: organType,
  idType: text(8, '证件类型不正确'),
  certType: text(8, '证件类型不正确'),
});
export type HolderLookupParams = z.infer<typeof holderLookupParams>;

export const companyNameParams = z.object({
  companyName: z.preprocess(
    blankToUndefined,
    z.string({ message: '企业名称不能为空' }).trim().max(200, { message: '企业名称长度不能超过200' }),
  ),
});

/** 001 §7 bondtargetedinvestors/acquireOptionalInvestors: the company whose investors may be targeted. */
export const optionalInvestorsParams = z.object({
  companyId: z.preprocess(
    blankToUndefined,
    z.string({ message: '企业ID：不能为空' }).uuid({ message: '企业ID：格式不正确' }),
  ),
  companyCode: z.preprocess(
    blankToUndefined,
    z.string().trim().max(50, { message: '企业代码：长度不能超过50' }).optional(),
  ),
});

/** A targeted investor of the bond picker (001 §2.7, §3.15); the certificate number masked. */
export const targetedInvestor = z.object({
  shareHolderId: z.string(),
  investorName: z.string(),
  investorCertNo: z.string(),
  investorNo: z.string(),
  organType: z.number().int(),
});

/** A shareholder or creditor option of the disclosure-scope pickers (001 §3.3). */
export const holderOption = z.object({
  holderId: z.string(),
  holderType: z.number().int(),
  label: z.string(),
  holderName: z.string(),
  certificateNo: z.string(),
  accountNumber: z.string(),
  organType: z.number().int(),
});

/** A member of a company (001 §7 getMemberByCompanyName). */
export const memberOption = z.object({
  id: z.string(),
  memberId: z.string(),
  label: z.string(),
  chineseName: z.string(),
  memberName: z.string(),
  holderName: z.string(),
  certificateNo: z.string().nullable(),
  custno: z.string(),
  memberCode: z.string(),
  accountNumber: z.string(),
  organType: z.number().int(),
});

export const memberListItem = z.object({ custno: z.string(), chineseName: z.string() });
