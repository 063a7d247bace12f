import { z } from 'zod';

/**
 * The share register's read calls (issue 4, ADR 9). Share quantities travel as decimal strings
 * (int8, ADR 3); dates as yyyy-MM-dd.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式应为yyyy-MM-dd' });
const shares = z.string().regex(/^\d+$/);

/** GET /api/rem-registrationbizweb/shareRegister/holdings?companyId=&asOf= */
export const registerHoldingsQuery = z.object({
  companyId: z.uuid({ message: '公司编号格式不正确' }),
  asOf: isoDate.optional(),
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
  records: z.array(registerHoldingRow),
});
export type CompanyRegister = z.infer<typeof companyRegister>;

/** GET /api/rem-registrationbizweb/shareRegister/myHoldings: the current holder account's holdings. */
export const myHoldings = z.object({
  holderId: z.string(),
  records: z.array(registerHoldingRow),
});
export type MyHoldings = z.infer<typeof myHoldings>;
