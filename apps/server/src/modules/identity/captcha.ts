import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { insertCaptcha, markCaptchaUsed, sweepExpiredCaptchas } from './captcha.repository.js';
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
  await insertCaptcha(options.tx, {
    key,
    answerHash: captchaAnswerHash(key, made.text),
    createdAt: options.now.toISOString(),
    expiresAt: new Date(options.now.getTime() + CAPTCHA_TTL_MS).toISOString(),
  });
  // Rows a day past expiry are swept as new ones are made (no state outside the table).
  await sweepExpiredCaptchas(options.tx, options.now);
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
  const found = await markCaptchaUsed(tx, key, now);
  if (!found) throw new AppError('AUTH_CAPTCHA_EXPIRED');
  if (found.answer_hash !== captchaAnswerHash(key, code ?? '')) throw new AppError('AUTH_CAPTCHA_INVALID');
}
