import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { captcha } from '../../db/schema.js';
import { type Executor, rows } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { sha256Hex } from './secrets.js';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;

/** No look-alikes (0/o, 1/l/i): the answer is compared case-insensitively. */
const CHARACTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** svg-captcha's module is itself the render-this-text function; its typings omit that. */
const renderCaptchaText = svgCaptcha as unknown as (text: string, options: object) => string;

export const captchaAnswerHash = (key: string, answer: string) =>
  sha256Hex(`${key}:${answer.trim().toLowerCase()}`);

export async function createCaptcha(options: {
  tx: Executor;
  now: Date;
  /** A fixed answer (browser journeys with APP_ENV=test); random otherwise. */
  fixedAnswer?: string | null;
}): Promise<{ key: string; image: string }> {
  const style = { noise: 2, color: true };
  const made = options.fixedAnswer
    ? { text: options.fixedAnswer, data: renderCaptchaText(options.fixedAnswer, style) }
    : svgCaptcha.create({ size: CAPTCHA_LENGTH, charPreset: CHARACTERS, ...style });
  const key = randomUUID();
  await options.tx.insert(captcha).values({
    key,
    answerHash: captchaAnswerHash(key, made.text),
    createdAt: options.now.toISOString(),
    expiresAt: new Date(options.now.getTime() + CAPTCHA_TTL_MS).toISOString(),
  });
  // Rows a day past expiry are swept as new ones are made (no state outside the table).
  await options.tx.execute(
    sql`delete from captcha where expires_at < ${options.now.toISOString()}::timestamptz - interval '1 day'`,
  );
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(made.data).toString('base64')}` };
}

/**
 * Uses a captcha once: the row is marked used whatever the answer, atomically, so two requests
 * with the same key cannot both pass. Unknown, used or expired keys fail alike.
 */
export async function consumeCaptcha(options: {
  tx: Executor;
  key: string | undefined;
  code: string | undefined;
  now: Date;
}): Promise<void> {
  const { tx, key, code, now } = options;
  if (!key || !/^[0-9a-f-]{36}$/i.test(key)) throw new AppError('AUTH_CAPTCHA_EXPIRED');
  const used = await rows<{ answer_hash: string }>(
    tx,
    sql`update captcha set used_at = ${now.toISOString()}::timestamptz
        where key = ${key}::uuid and used_at is null and expires_at > ${now.toISOString()}::timestamptz
        returning answer_hash`,
  );
  const found = used[0];
  if (!found) throw new AppError('AUTH_CAPTCHA_EXPIRED');
  if (found.answer_hash !== captchaAnswerHash(key, code ?? '')) throw new AppError('AUTH_CAPTCHA_INVALID');
}
