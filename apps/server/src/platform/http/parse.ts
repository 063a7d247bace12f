import type { z } from 'zod';
import { AppError } from '../errors.js';

/** Parses values outside Fastify's schema step, failing like it does: 400 naming each field. */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  value: unknown,
  location = '请求参数',
): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.join('.');
    return field ? `${location} ${field}：${issue.message}` : `${location}：${issue.message}`;
  });
  throw new AppError('VALIDATION_FAILED', {}, { message: messages.join('；') });
}
