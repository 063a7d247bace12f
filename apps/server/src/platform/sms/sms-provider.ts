import type { AliyunSmsConfig } from '../auth-config.js';
import type { Executor } from '../db/database.js';
import { createAliyunSmsProvider } from './aliyun-sms.js';
import { createSandboxSmsProvider } from './sandbox-sms.js';

export interface SmsMessage {
  tenantId: string;
  mobile: string;
  /**
   * What the message is for; the real provider maps it to its template. memberCooperationEnded:
   * the member-account-closure notice of 001 §3.4 (ADR 65); pledgeeConfirm: the pledgee's
   * confirmation link of 550063 (ADR 72).
   */
  template:
    | 'verifyCode'
    | 'memberCooperationEnded'
    | /** A judicial freeze lapsed at its term (ADR 73). */ 'freezeLapsed'
    | /** The pledgee's confirmation link (ADR 72). */ 'pledgeeConfirm';
  params: Record<string, string>;
}

/** Sends text messages. `send` runs inside the caller's transaction (the sandbox writes a row). */
export interface SmsProvider {
  readonly name: 'sandbox' | 'aliyun';
  /** Shown to operators and in logs: the sandbox sends nothing (沙箱). */
  readonly label: string;
  send(tx: Executor, message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

export function openSmsProvider(
  config: { provider: 'sandbox' } | ({ provider: 'aliyun' } & AliyunSmsConfig),
  appEnv: 'development' | 'test' | 'production',
): SmsProvider {
  if (config.provider === 'aliyun') return createAliyunSmsProvider(config);
  return createSandboxSmsProvider(appEnv);
}
