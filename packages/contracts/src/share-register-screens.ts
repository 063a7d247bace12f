import { z } from 'zod';
import { page, pageQuery } from './envelope.js';
import { holderRecord } from './holders.js';
import { registerHoldingRow } from './share-register.js';

/**
 * Read calls of the register's screens (issue 4, web side): the investor's account overview, one
 * registration account's detail and the staff's company picker. Shares are decimal strings.
 */

const shares = z.string().regex(/^\d+$/);

/** GET …/shareRegister/accountOverview: each registration account of the investor with its totals. */
export const accountOverviewRow = z.object({
  holderId: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  organType: z.number().int(),
  holderAccountStatus: z.number().int(),
  /** Companies in which the account holds shares. */
  companies: z.number().int(),
  held: shares,
  available: shares,
  pledged: shares,
  frozen: shares,
  locked: shares,
});
export type AccountOverviewRow = z.infer<typeof accountOverviewRow>;
export const accountOverview = z.object({ records: z.array(accountOverviewRow) });
export type AccountOverview = z.infer<typeof accountOverview>;

/** GET …/shareRegister/holderDetail?holderId= */
export const holderDetailQuery = z.object({
  holderId: z.uuid({ message: '登记账户编号格式不正确' }),
});
export const holderDetail = z.object({
  /** The account, personal data masked as holder search masks it. */
  holder: holderRecord,
  /** Its holdings the caller may see (an enterprise: its own companies only), with marks. */
  records: z.array(registerHoldingRow),
});
export type HolderDetail = z.infer<typeof holderDetail>;

/** GET …/shareRegister/companies?key=&current=&size= (staff): companies to open a register of. */
export const registerCompaniesQuery = pageQuery.extend({
  key: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(100, { message: '关键字长度不能超过100' }).optional(),
  ),
});
export const registerCompany = z.object({
  companyId: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  creditCode: z.string().nullable(),
  issuedShares: shares,
  /** Whether any register event exists (an initial register can be imported only when not). */
  hasRegister: z.boolean(),
});
export type RegisterCompany = z.infer<typeof registerCompany>;
export const registerCompanyPage = page(registerCompany);
export type RegisterCompanyPage = z.infer<typeof registerCompanyPage>;
