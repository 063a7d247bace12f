import { isGenericZodMessage } from '@rer/contracts';
import { AppError } from '../errors.js';
import { FIELD_LABELS } from './field-names.js';

/** One refused field: where it is, its wire path (`formData.a`, `list.0.name`) and the message. */
export interface RefusedField {
  location: string;
  field: string;
  message: string;
}

/** What a refusal needs of a schema issue, from zod directly or through Fastify's validator. */
export interface IssueLike {
  path: string;
  message: string;
  code?: string;
  maximum?: unknown;
  minimum?: unknown;
}

/** zod's own bounds of a safe integer, reported beside the rule's own limit. */
const isSafeIntegerBound = (issue: IssueLike) =>
  (issue.code === 'too_big' && issue.maximum === Number.MAX_SAFE_INTEGER) ||
  (issue.code === 'too_small' && issue.minimum === Number.MIN_SAFE_INTEGER);

/**
 * One message per field, the first the rules gave, except zod's safe-integer bound when the
 * field's own rule said more (每页条数不能超过500 rather than 数值过大 and then that).
 */
function onePerField(issues: IssueLike[]): IssueLike[] {
  const byPath = new Map<string, IssueLike[]>();
  for (const issue of issues) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue]);
  return [...byPath.values()].map(
    (list) => list.find((i) => !isSafeIntegerBound(i)) ?? (list[0] as IssueLike),
  );
}

/**
 * A message of zod's (应为数字, 不能为空) says nothing of what it is about: it is given the field's
 * Chinese name when known (当前页应为数字). A rule's own message names its subject already.
 */
function subjectOf(issue: IssueLike): string {
  if (!isGenericZodMessage(issue.message)) return issue.message;
  const last =
    issue.path
      .split('.')
      .filter((s) => !/^\d+$/.test(s))
      .at(-1) ?? '';
  return `${FIELD_LABELS[last] ?? ''}${issue.message}`;
}

/** 400 naming each refused field (`请求体字段 size：每页条数不能超过100`), at most five; all in data. */
export function validationFailure(location: string, issues: IssueLike[]): AppError {
  const fields: RefusedField[] = onePerField(issues).map((issue) => ({
    location,
    // A path is the client's own nesting: a hostile one could be as long as the body.
    field: issue.path.length > 120 ? `${issue.path.slice(0, 120)}…` : issue.path,
    message: subjectOf(issue),
  }));
  // A refusal of the whole body or query names it as such (请求体：应为对象), not an empty field.
  const whole = location.replace(/字段$/, '');
  const message = fields
    .slice(0, 5)
    .map((f) => (f.field ? `${location} ${f.field}：${f.message}` : `${whole}：${f.message}`))
    .join('；');
  return new AppError('VALIDATION_FAILED', {}, { message, data: { fields } });
}
