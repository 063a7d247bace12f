import { randomUUID } from 'node:crypto';
import type { SmsPurpose } from '../../db/schema.js';
import { maskMobile, writeAudit } from '../../platform/audit.js';
import type { Executor, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { type SmsProvider, SmsSendError } from '../../platform/sms/sms-provider.js';
import { attemptKeys, countAttempts, recordAttempt } from './attempts.js';
import { consumeCaptcha } from './captcha.js';
import { auditContext, type IdentityDeps, type Outcome, type RequestMeta, unwrap } from './identity-deps.js';
import { randomDigits, sha256Hex } from './secrets.js';
import {
  countSmsCheck,
  insertSmsCode,
  lastSmsSentAt,
  lockMobileSends,
  useSmsCode,
} from './sms.repository.js';

/** SMS numbers (ADR 6). */
export const SMS_LIMITS = {
  resendMs: 60 * 1000,
  ttlMs: 5 * 60 * 1000,
  maxAttempts: 5,
  perMobilePerDay: 10,
  perIpPerDay: 50,
} as const;

const DAY_MS = 86_400_000;
const codeHash = (id: string, code: string) => sha256Hex(`${id}:${code}`);

async function checkSendLimits(tx: Tx, options: { tenantId: string; mobile: string; ip: string; now: Date }) {
  const { tenantId, mobile, ip, now } = options;
  const lastSentAt = await lastSmsSentAt(tx, tenantId, mobile);
  const elapsed = lastSentAt ? now.getTime() - new Date(lastSentAt).getTime() : Number.POSITIVE_INFINITY;
  if (elapsed < SMS_LIMITS.resendMs)
    return new AppError('SMS_TOO_FREQUENT', { seconds: Math.ceil((SMS_LIMITS.resendMs - elapsed) / 1000) });
  const since = new Date(now.getTime() - DAY_MS);
  if ((await countAttempts(tx, attemptKeys.smsMobile(tenantId, mobile), since)) >= SMS_LIMITS.perMobilePerDay)
    return new AppError('SMS_DAILY_LIMIT');
  if ((await countAttempts(tx, attemptKeys.smsIp(ip), since)) >= SMS_LIMITS.perIpPerDay)
    return new AppError('SMS_DAILY_LIMIT');
  return null;
}

/**
 * Sends a 6-digit code (graphic captcha required). One per mobile per 60 s, daily caps per
 * mobile and per IP; the code is stored hashed and answered only by its id.
 */
export async function sendSmsCode(options: {
  deps: IdentityDeps;
  sms: SmsProvider;
  tenantId: string;
  mobile: string;
  purpose: SmsPurpose;
  captcha: { key: string | undefined; code: string | undefined };
  meta: RequestMeta;
}): Promise<{ key: string }> {
  const { deps, tenantId, mobile, meta } = options;
  const outcome = await deps.db.withTenant(tenantId, async (tx): Promise<Outcome<{ key: string }>> => {
    const now = deps.clock.now();
    try {
      await consumeCaptcha({ tx, key: options.captcha.key, code: options.captcha.code, now });
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error };
      throw error;
    }
    // Serialises sends to one mobile across processes, so the 60-second rule holds under races.
    await lockMobileSends(tx, tenantId, mobile);
    const limited = await checkSendLimits(tx, { tenantId, mobile, ip: meta.ip, now });
    if (limited) return { ok: false, error: limited };
    const id = randomUUID();
    const code = randomDigits(6);
    await insertSmsCode(tx, {
      id,
      tenantId,
      mobile,
      purpose: options.purpose,
      codeHash: codeHash(id, code),
      ip: meta.ip,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SMS_LIMITS.ttlMs).toISOString(),
    });
    await recordAttempt(tx, attemptKeys.smsMobile(tenantId, mobile), true, now);
    await recordAttempt(tx, attemptKeys.smsIp(meta.ip), true, now);
    await writeAudit(tx, auditContext(tenantId, meta), {
      action: 'sms.send',
      targetType: 'sms_code',
      targetId: id,
      detail: { mobile: maskMobile(mobile), purpose: options.purpose, provider: options.sms.name },
    });
    try {
      await options.sms.send(tx, { tenantId, mobile, template: 'verifyCode', params: { code } });
    } catch (error) {
      if (error instanceof SmsSendError) throw new AppError('SMS_SEND_FAILED', {}, { cause: error });
      throw error;
    }
    return { ok: true, value: { key: id } };
  });
  return unwrap(outcome);
}

/**
 * Checks a code once: every check counts as an attempt (committed even when it fails, so the
 * caller must not roll back); after 5 the code is dead; a right code is used up atomically.
 * Answers the mobile it was sent to, or the error.
 */
export async function verifySmsCode(
  tx: Executor,
  options: { id: string; code: string; purpose: SmsPurpose; mobile?: string; now: Date },
): Promise<{ mobile: string } | AppError> {
  const { id, now } = options;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return new AppError('SMS_CODE_EXPIRED');
  const row = await countSmsCheck(tx, id, options.purpose);
  if (!row || (options.mobile !== undefined && row.mobile !== options.mobile))
    return new AppError('SMS_CODE_EXPIRED');
  if (new Date(row.expires_at) <= now) return new AppError('SMS_CODE_EXPIRED');
  if (row.attempts > SMS_LIMITS.maxAttempts) return new AppError('SMS_CODE_LOCKED');
  if (row.code_hash !== codeHash(id, options.code)) return new AppError('SMS_CODE_INVALID');
  return (await useSmsCode(tx, id, now)) ? { mobile: row.mobile } : new AppError('SMS_CODE_EXPIRED');
}

/** The code a form sends with its mobile (`id`, `validCode`, `mobile`) checked for the purpose: the refusal, or null. */
export async function formCodeRefusal(
  tx: Executor,
  body: { id: string; validCode: string; mobile: string },
  purpose: SmsPurpose,
  now: Date,
): Promise<AppError | null> {
  const checked = await verifySmsCode(tx, {
    id: body.id,
    code: body.validCode,
    purpose,
    mobile: body.mobile,
    now,
  });
  return checked instanceof AppError ? checked : null;
}
