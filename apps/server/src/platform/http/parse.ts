import type { z } from 'zod';
import { validationFailure } from './validation-message.js';

/** Parses values outside Fastify's schema step, failing like it does: 400 naming each field. */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  value: unknown,
  location = '请求参数',
): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw validationFailure(
    location,
    parsed.error.issues.map((issue) => ({
      ...(issue as { maximum?: unknown; minimum?: unknown }),
      code: issue.code,
      message: issue.message,
      path: issue.path.join('.'),
    })),
  );
}
