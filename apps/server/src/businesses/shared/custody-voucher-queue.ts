import { createHash } from 'node:crypto';
import { canonicalSchemaJson, isEmptyValue } from '@rer/domain';
import type { ReviewedInput, SubmittedInput } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { enqueueJob } from '../../platform/jobs.js';

/** The queue of 550001's voucher jobs (ADR 51). */
export const CUSTODY_VOUCHER_QUEUE = 'vouchers.custody';

export interface VoucherJob {
  applicationId: string;
  round: number;
  /**
   * The voucher fingerprint of the data the job draws (ADR 51 amendment): the job writes only
   * while the application's data still has it. Absent in jobs queued before the amendment.
   */
  fingerprint?: string;
}

/**
 * The form fields the vouchers are drawn from (`custodyVoucherFacts` reads these and nothing
 * else of the form): a change elsewhere leaves the vouchers as they are.
 */
export const VOUCHER_FORM_FIELDS = Object.freeze([
  'name',
  'shortName',
  'companyType',
  'idNumber',
  'registryDate',
  'registeredCapital',
  'registeredAddress',
  'contactPhone',
  'holderInfo',
  'pledgeInfo',
  'freezeInfo',
  'restInfo',
  'ccInfo',
]);

/**
 * SHA-256 of the canonical JSON (sorted keys) of the voucher fields of the form data; an empty
 * value ('' / null / absent / [] / {}) counts as null, as the vouchers print it the same way.
 */
export function voucherFingerprint(formData: Record<string, unknown>): string {
  const drawn = Object.fromEntries(
    VOUCHER_FORM_FIELDS.map((key) => [key, isEmptyValue(formData[key]) ? null : formData[key]]),
  );
  return createHash('sha256').update(canonicalSchemaJson(drawn)).digest('hex');
}

/** At each submit and resubmit (ADR 51): the vouchers of the data just submitted. */
export async function queueCustodyVouchers(tx: Tx, input: SubmittedInput): Promise<void> {
  const payload: VoucherJob = {
    applicationId: input.applicationId,
    round: input.round,
    fingerprint: voucherFingerprint(input.formData),
  };
  await enqueueJob(tx, { tenantId: input.tenantId, queue: CUSTODY_VOUCHER_QUEUE, payload });
}

/**
 * At a review (ADR 51 amendment): when the reviewer's editInApprove changes reach the vouchers'
 * fields, the vouchers of the data as stored now; a review that changed none of them queues
 * nothing. The job is keyed by the application, the closed task and the fingerprint, so the same
 * review can never queue it twice, while a later review returning to earlier data queues again.
 */
export async function queueVouchersAfterReview(tx: Tx, input: ReviewedInput): Promise<void> {
  const fingerprint = voucherFingerprint(input.after);
  if (fingerprint === voucherFingerprint(input.before)) return;
  const payload: VoucherJob = { applicationId: input.applicationId, round: input.round, fingerprint };
  await enqueueJob(tx, {
    tenantId: input.tenantId,
    queue: CUSTODY_VOUCHER_QUEUE,
    payload,
    dedupeKey: `${input.applicationId}:${input.taskId ?? `round-${input.round}`}:${fingerprint}`,
  });
}
