import { parseIsoDate } from '@rer/domain';
import { z } from 'zod';
import { page } from './envelope.js';

/**
 * The share register's read calls (issue 4, ADR 9). Share quantities travel as decimal strings
 * (int8, ADR 3); dates as yyyy-MM-dd.
 */

/** A calendar date (2025-02-30 and 9999-99-99 are refused, not read as some other day). */
const isoDate = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, { message: '日期不正确，应为yyyy-MM-dd格式的有效日期' });
const shares = z.string().regex(/^\d+$/);

/** The orders the register page offers (ties: holder id, then share nature). */
export const REGISTER_SORT_FIELDS = [
  'held',
  'available',
  'pledged',
  'frozen',
  'locked',
  'accountNumber',
  'holderName',
] as const;
export type RegisterSortField = (typeof REGISTER_SORT_FIELDS)[number];

/**
 * GET /api/rem-registrationbizweb/shareRegister/holdings?companyId=&asOf=&pageNo=&pageSize=&key=&sortField=&sortOrder=
 * One page of the register, searched and sorted on the server (ADR 28); `key` as the holder
 * search reads it: a Chinese name fragment, else an exact account or ID number.
 */
export const registerHoldingsQuery = z.object({
  companyId: z.uuid({ message: '公司编号格式不正确' }),
  asOf: isoDate.optional(),
  pageNo: z.coerce.number().int().min(1, { message: '页码应为正整数' }).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { message: '每页条数应为正整数' })
    .max(100, { message: '每页最多100条' })
    .default(10),
  key: z.string().trim().max(100, { message: '查询条件不能超过100个字符' }).optional(),
  sortField: z.enum(REGISTER_SORT_FIELDS, { message: '排序字段不正确' }).default('held'),
  sortOrder: z.enum(['asc', 'desc'], { message: '排序方向应为asc或desc' }).default('desc'),
});
export type RegisterHoldingsQuery = z.infer<typeof registerHoldingsQuery>;

/** A pledge, freeze, queued freeze or lock marked on a holding. */
export const encumbranceMark = z.object({
  seq: z.number().int(),
  kind: z.enum(['pledge', 'freeze', 'queuedFreeze', 'lock']),
  status: z.enum(['active', 'released', 'queued']),
  quantity: shares,
  partyName: z.string().nullable(),
  documentNo: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});
export type EncumbranceMark = z.infer<typeof encumbranceMark>;

export const registerHoldingRow = z.object({
  companyId: z.string(),
  companyName: z.string(),
  holderId: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  organType: z.number().int(),
  shareNature: z.string(),
  held: shares,
  available: shares,
  pledged: shares,
  frozen: shares,
  locked: shares,
  encumbrances: z.array(encumbranceMark),
  /** 确权 (the spec's spelling): 0 when the holder's rights in this company are marked unconfirmed. */
  comfirm: z.union([z.literal(0), z.literal(1)]),
});
export type RegisterHoldingRow = z.infer<typeof registerHoldingRow>;

export const companyRegister = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** The date asked for, or null for the register now. */
  asOf: isoDate.nullable(),
  issuedShares: shares,
  /** The seq of the last event included. */
  lastSeq: z.number().int(),
  /** The whole register's (not the search's): lines, distinct holders and the sums of the quantities. */
  totals: z.object({
    lines: z.number().int().nonnegative(),
    holders: z.number().int().nonnegative(),
    held: shares,
    available: shares,
    pledged: shares,
    frozen: shares,
    locked: shares,
  }),
  /** The lines matching the search (all lines without one); `records` is page `current` of them. */
  total: z.number().int().nonnegative(),
  current: z.number().int().positive(),
  size: z.number().int().positive(),
  records: z.array(registerHoldingRow),
});
export type CompanyRegister = z.infer<typeof companyRegister>;

/** GET /api/rem-registrationbizweb/shareRegister/myHoldings: the current holder account's holdings. */
export const myHoldings = z.object({
  holderId: z.string(),
  records: z.array(registerHoldingRow),
});
export type MyHoldings = z.infer<typeof myHoldings>;

/** GET …/shareRegister/export?companyId=&asOf=&format=xlsx|pdf — 出具股东名册 (a file, not JSON). */
export const registerExportQuery = z.object({
  companyId: z.uuid({ message: '公司编号格式不正确' }),
  asOf: isoDate.optional(),
  format: z.enum(['xlsx', 'pdf'], { message: '导出格式应为xlsx或pdf' }).default('xlsx'),
});
export type RegisterExportQuery = z.infer<typeof registerExportQuery>;

/**
 * `{app}/shareBonus/exportHolderListDataBiz` (001 §7): body holderInfo (the form's rows, account
 * numbers removed by the client), name, flowCode "550001", processType, companyType. The server
 * exports the company's holders from the register; companyId defaults to the enterprise's
 * current company.
 */
export const holderListExportRequest = z.object({
  companyId: z.uuid({ message: '公司编号格式不正确' }).optional(),
  name: z.string().max(100, { message: '文件名称不能超过100个字符' }).optional(),
  flowCode: z.string().max(20).optional(),
  processType: z.union([z.string(), z.number()]).optional(),
  companyType: z.union([z.string(), z.number()]).optional(),
  holderInfo: z.array(z.record(z.string(), z.unknown())).max(100_000).optional(),
});
export type HolderListExportRequest = z.infer<typeof holderListExportRequest>;

/**
 * POST …/shareRegister/import[/{pathCode}]?companyId=&registerDate=&basisReference=&appId=&productCode=
 * with the .xlsx file as the request body (application/octet-stream or the xlsx media type).
 * pathCode: 000000 for appIds 550060 and 550227, else the product code when one is set (000 §5).
 */
export const registerImportQuery = z.object({
  companyId: z.uuid({ message: '公司编号格式不正确' }),
  registerDate: isoDate.optional(),
  basisReference: z.string().trim().min(1).max(200).optional(),
  appId: z
    .string()
    .regex(/^\d{6}$/, { message: 'appId应为6位数字' })
    .optional(),
  productCode: z.string().max(64).optional(),
});
export type RegisterImportQuery = z.infer<typeof registerImportQuery>;

export const registerImportParams = z.object({
  pathCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: '上传路径不正确' })
    .optional(),
});

/** One problem of an import file: the Excel row number, the column's Chinese name, the message. */
export const importRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const registerImportResult = z.object({
  companyId: z.string(),
  /** Data rows read from the file. */
  rows: z.number().int(),
  /** Register entries after merging duplicates (holder account × share nature). */
  entries: z.number().int(),
  holders: z.number().int(),
  createdAccounts: z.number().int(),
  matchedAccounts: z.number().int(),
  issuedShares: shares,
  seq: z.number().int(),
});
export type RegisterImportResult = z.infer<typeof registerImportResult>;

/** The `data` of a refused import (HTTP 400): every bad row and field, and the report workbook. */
export const registerImportRefusal = z.object({
  errorCount: z.number().int(),
  /** The first 1,000 problems (all of them are in the report). */
  errors: z.array(importRowError),
  report: z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() }),
});
export type RegisterImportRefusal = z.infer<typeof registerImportRefusal>;

/** GET …/shareRegister/events?companyId=&pageNo=&pageSize=: the register's history, newest first. */
export const registerEventsQuery = z.object({
  companyId: z.string().uuid({ message: '公司编号格式不正确' }),
  pageNo: z.coerce.number().int().min(1, { message: '页码应为正整数' }).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, { message: '每页最多100条' }).default(10),
});

export const registerEventRecord = z.object({
  seq: z.number().int(),
  eventType: z.string(),
  /** 初始登记, 股份转让, 股权质押 … */
  eventTypeName: z.string(),
  occurredAt: z.string(),
  recordedAt: z.string(),
  /** application / court / contract / other, and its reference (the application's biz_sn …). */
  basisKind: z.string(),
  basisKindName: z.string(),
  basisReference: z.string(),
  bizSn: z.string().nullable(),
  /** Shares the event moves or marks (a decimal string), when it names a quantity. */
  quantity: z.string().nullable(),
  reason: z.string().nullable(),
});
export type RegisterEventRecord = z.infer<typeof registerEventRecord>;

export const registerEventsPage = page(registerEventRecord);
export type RegisterEventsPage = z.infer<typeof registerEventsPage>;
