import { z } from 'zod';

/**
 * 550063 股权质押登记's calls (001 §7, §2.2; ADR 71): the declared pledge of an application and
 * its 股权质押登记申请表 PDF.
 */

/** GET ?id=<application uuid>: the pledge declared in a 550063 application. */
export const PLEDGE_DETAIL_URL = '/api/rem-registrationbizweb/transfer-registration-pledge/detail';
/** GET ?id=<application uuid>: 股权质押登记申请表 (PDF), shown when the row's status is 1. */
export const PLEDGE_APPLICATION_FORM_URL =
  '/api/rem-registrationbizweb/transfer-registration-pledge/applicationForm';

export const pledgeDetailQuery = z.object({
  id: z.uuid({ message: '质押登记申请编号格式不正确' }),
});
export type PledgeDetailQuery = z.infer<typeof pledgeDetailQuery>;

const storedFile = z.object({ attachId: z.string(), originalName: z.string() });

/** pledgeStatus dictionary: 0 待质权人确认, 1 质权人已确认 (or the registration completed). */
export const pledgeDetail = z.object({
  uuid: z.string(),
  bizSn: z.string(),
  status: z.enum(['0', '1']),
  applicationStatus: z.string(),
  /** The declared row (001 §3.9), flags as "1"/"0". */
  row: z.record(z.string(), z.unknown()),
  /** Slot → files (001 §3.9 attachments). */
  attachments: z.record(z.string(), z.array(storedFile)),
});
export type PledgeDetail = z.infer<typeof pledgeDetail>;
