import type { Database, Executor } from '../../platform/db/database.js';
import { enqueueJob, type JobRecord } from '../../platform/jobs.js';
import type { RuntimePart } from '../../platform/runtime.js';
import { openSmsProvider, type SmsProvider } from '../../platform/sms/sms-provider.js';
import { findFreezeNoticeFacts } from './freeze-expiry.repository.js';

/**
 * The notice to the holder when a judicial freeze lapses at its term (issue 23, ADR 73): queued
 * in the transaction that records the lapse (so it exists exactly when the release committed),
 * sent by a job through the SMS provider (the sandbox writes `sms_outbox`; Aliyun's template is
 * ALIYUN_SMS_FREEZE_NOTICE_TEMPLATE_CODE), retried with the jobs' backoff. A holder account
 * without a mobile number gets no job: there is nowhere to send it.
 */
export const FREEZE_NOTICE_QUEUE = 'register.freeze-lapsed-notice';

export interface FreezeNoticePayload {
  mobile: string;
  companyName: string;
  quantity: string;
  endsOn: string;
  documentNo: string;
}

export async function queueFreezeLapsedNotice(
  tx: Executor,
  lapse: { tenantId: string; companyId: string; seq: number; quantity: bigint; endsOn: string },
): Promise<boolean> {
  const facts = await findFreezeNoticeFacts(tx, lapse.companyId, lapse.seq);
  if (!facts?.mobile) return false;
  const payload: FreezeNoticePayload = {
    mobile: facts.mobile,
    companyName: facts.companyName,
    quantity: lapse.quantity.toString(),
    endsOn: lapse.endsOn,
    documentNo: facts.documentNo ?? '未载明',
  };
  await enqueueJob(tx, {
    tenantId: lapse.tenantId,
    queue: FREEZE_NOTICE_QUEUE,
    payload,
    // One notice per freeze and lapse, however often the daily job retries.
    dedupeKey: `${lapse.companyId}:${lapse.seq}:${lapse.endsOn}`,
  });
  return true;
}

/** Sends one queued notice (the job's handler). */
export async function sendFreezeLapsedNotice(db: Database, sms: SmsProvider, job: JobRecord): Promise<void> {
  const { mobile, ...params } = job.payload as FreezeNoticePayload;
  await db.withTenant(job.tenantId, (tx) =>
    sms.send(tx, { tenantId: job.tenantId, mobile, template: 'freezeLapsed', params }),
  );
}

/** The notice's part of a server process: its job, with the configured SMS provider. */
export function freezeNoticeRuntime(config: {
  auth: { sms: Parameters<typeof openSmsProvider>[0] };
  appEnv: Parameters<typeof openSmsProvider>[1];
}): RuntimePart {
  return {
    name: 'share-register-freeze-notice',
    async registerJobs({ db, jobs }) {
      const sms = openSmsProvider(config.auth.sms, config.appEnv);
      jobs.register(FREEZE_NOTICE_QUEUE, (job) => sendFreezeLapsedNotice(db, sms, job));
    },
  };
}
