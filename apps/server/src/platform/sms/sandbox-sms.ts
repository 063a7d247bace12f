import { insertOutboxMessage } from './sandbox-sms.repository.js';
import type { SmsProvider } from './sms-provider.js';

/** Writes messages to `sms_outbox` instead of sending them. Refused in production. */
export function createSandboxSmsProvider(appEnv: 'development' | 'test' | 'production'): SmsProvider {
  if (appEnv === 'production') throw new Error('短信沙箱不能用于生产环境（SMS_PROVIDER=sandbox）');
  return {
    name: 'sandbox',
    label: '短信沙箱（不真正发送）',
    async send(tx, message) {
      await insertOutboxMessage(tx, message);
    },
  };
}
