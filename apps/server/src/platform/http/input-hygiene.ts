import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';
import { validationFailure } from './validation-message.js';

/**
 * Text the database cannot store: U+0000 (PostgreSQL text and jsonb refuse it) and UTF-16
 * surrogates without their pair (not valid Unicode; json refuses them, UTF-8 cannot encode them).
 * They arrive by copy and paste or by a broken client, never on purpose; refused before any route
 * runs, naming the field, so they never become a 500 or a lost draft.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what it looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = '含有无法保存的字符（空字符或残缺的Unicode字符），请删除后重新输入';

/**
 * Only what a parser made of text is walked: JSON, forms, query strings. A binary body (the Buffer
 * of an uploaded workbook, any typed array) or a stream is not text and is never walked (walking a
 * Buffer visits every byte: 16 MB took minutes, ADR 27).
 */
function isBinary(value: object): boolean {
  return (
    Buffer.isBuffer(value) ||
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  );
}

/** The path (`formData.a`, `list.0.name`) of the first key or string that cannot be stored, or null. */
export function findUnstorableText(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; path: string };
    if (typeof next.value === 'string') {
      if (UNSTORABLE.test(next.value)) return next.path;
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null || isBinary(next.value)) continue;
    for (const [key, child] of Object.entries(next.value)) {
      const path = next.path === '' ? key : `${next.path}.${key}`;
      if (UNSTORABLE.test(key)) return path;
      pending.push({ value: child, path });
    }
  }
  return null;
}

const LOCATIONS = [
  ['params', '路径参数'],
  ['query', '查询参数'],
  ['body', '请求体字段'],
] as const;

export function unstorableInput(request: FastifyRequest): AppError | null {
  for (const [part, location] of LOCATIONS) {
    const path = findUnstorableText(request[part]);
    if (path === null) continue;
    return validationFailure(location, [{ path, message: UNSTORABLE_TEXT_MESSAGE }]);
  }
  return null;
}

/** Every route's params, query and body are checked before validation (callback style, ADR 22). */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = unstorableInput(request);
    if (problem) done(problem);
    else done();
  });
}
