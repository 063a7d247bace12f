import type { Database, Executor } from '../../platform/db/database.js';
import { enqueueJob, type JobRecord } from '../../platform/jobs.js';
import type { RuntimePart } from '../../platform/runtime.js';
import { openSmsProvider, type SmsProvider } from '../../platform/sms/sms-provider.js';

/**
 * The member-account-closure notice (001 §3.4 isSendMsg, ADR 65): queued in the transaction that
 * ends a cooperation binding (so it exists exactly when the change committed), sent by a job
 * through the SMS provider (the sandbox writes `sms_outbox`), retried with the jobs' backoff.
 */
export const MEMBER_NOTICE_QUEUE = 'members.cooperation-ended-notice';

export interface CooperationEndedNotice {
  tenantId: string;
  mobile: string;
  memberName: string;
  companyName: string;
  applicationId: string;
}

export async function queueCooperationEndedNotice(
  tx: Executor,
  notice: CooperationEndedNotice,
): Promise<void> {
  await enqueueJob(tx, {
    tenantId: notice.tenantId,
    queue: MEMBER_NOTICE_QUEUE,
    payload: { mobile: notice.mobile, memberName: notice.memberName, companyName: notice.companyName },
    dedupeKey: `${notice.applicationId}:${notice.companyName}`,
  });
}

/** Sends one queued notice (the job's handler). */
export async function sendCooperationEndedNotice(
  db: Database,
  sms: SmsProvider,
  job: JobRecord,
): Promise<void> {
  const payload = job.payload as { mobile: string; memberName: string; companyName: string };
  await db.withTenant(job.tenantId, (tx) =>
    sms.send(tx, {
      tenantId: job.tenantId,
      mobile: payload.mobile,
      template: 'memberCooperationEnded',
      params: { memberName: payload.memberName, companyName: payload.companyName },
    }),
  );
}

/** The members' part of a server process: the notice job, with the configured SMS provider. */
export function membersRuntime(config: {
  auth: { sms: Parameters<typeof openSmsProvider>[0] };
  appEnv: Parameters<typeof openSmsProvider>[1];
}): RuntimePart {
  return {
    name: 'members',
    async registerJobs({ db, jobs }) {
      const sms = openSmsProvider(config.auth.sms, config.appEnv);
      jobs.register(MEMBER_NOTICE_QUEUE, (job) => sendCooperationEndedNotice(db, sms, job));
    },
  };
}
