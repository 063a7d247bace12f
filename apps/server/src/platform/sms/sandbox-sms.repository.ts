import { smsOutbox } from '../../db/schema.js';
import type { Executor } from '../db/database.js';
import type { SmsMessage } from './sms-provider.js';

/** The sandbox's "sent" message: a row of `sms_outbox`. */
export async function insertOutboxMessage(tx: Executor, message: SmsMessage): Promise<void> {
  await tx.insert(smsOutbox).values({
    tenantId: message.tenantId,
    mobile: message.mobile,
    template: message.template,
    params: message.params,
  });
}
