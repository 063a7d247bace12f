import { z } from 'zod';

/** A form data key: `companyName`, `legalInfo` (no dots; nesting is the value's business). */
export const PROP_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Names that would reach Object.prototype when used as keys. */
const RESERVED_PROPS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

export const propNameSchema = z
  .string()
  .regex(PROP_NAME, { error: '字段名只能包含字母、数字和下划线，不能以数字开头，最长64个字符' })
  .refine((name) => !RESERVED_PROPS.includes(name), { error: '字段名为保留字' });

/** A dotted path into the form data, for queryConfig: `companyName`, `legalInfo.idNumber`. */
export const propPathSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, { error: '字段路径格式不正确' });

/** Names of registered things: functions, endpoints, widgets, dictionary codes. */
export const REGISTERED_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

export const registeredNameSchema = z
  .string()
  .regex(REGISTERED_NAME, { error: '名称只能包含字母、数字、下划线、点和连字符，且以字母开头' });

/** Text shown to users: labels, titles, messages. */
export const textSchema = z.string().min(1).max(200);

/** `{ fn: '<name>' }`: a function registered with registerFormFunction, never script text. */
export const fnRefSchema = z.strictObject({ fn: registeredNameSchema });

export type FnRef = z.infer<typeof fnRefSchema>;

export const scalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** A bound for min and max rules: a finite number or a plain decimal string (exact). */
export const decimalBoundSchema = z.union([
  z.number(),
  z.string().regex(PLAIN_DECIMAL, { error: '应为数字，例如 100 或 0.5' }),
]);

/** Keeps recursion and error paths readable: one issue at `path` relative to the checked value. */
export function addIssue(ctx: z.RefinementCtx, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}
