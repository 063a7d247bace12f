import { numberToPlainDecimal } from '../decimal.js';
import type { ValidationResult } from '../validation-result.js';
import type { ConditionScope } from './form-context.js';
import {
  aboveMaximumMessage,
  belowMinimumMessage,
  FORM_MESSAGES,
  invalidFormatMessage,
  tooFewItemsMessage,
  tooLongMessage,
  tooManyItemsMessage,
  tooShortMessage,
} from './form-messages.js';
import { checkSafePattern } from './safe-pattern.js';
import type { FieldRule } from './schema-rules.js';
import { VALIDATORS } from './validator-table.js';
import { compareValues, toDecimalParts } from './value-compare.js';

/** Runs the configured rules of one non-blank value in order; the first failure wins. */

export type CustomValidate = (value: unknown, scope: ConditionScope) => ValidationResult;

export interface RuleEnv {
  scope: ConditionScope;
  /** The form, or the sub-table row the cell belongs to. */
  record: Readonly<Record<string, unknown>>;
  /** The field's name in messages. */
  label: string;
  today?: Date;
  /** Custom validators resolved at compile time, by registered name. */
  customs: ReadonlyMap<string, CustomValidate>;
}

/** Text of a scalar value; null for lists, objects and booleans. */
export function valueText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function firstRuleFailure(
  rules: readonly FieldRule[] | undefined,
  value: unknown,
  env: RuleEnv,
): string | null {
  for (const rule of rules ?? []) {
    const message = runRule(rule, value, env);
    if (message !== null) return message;
  }
  return null;
}

function runRule(rule: FieldRule, value: unknown, env: RuleEnv): string | null {
  switch (rule.kind) {
    case 'required':
      return null;
    case 'pattern':
      return runPattern(rule.pattern, value) ? null : rule.message;
    case 'validator': {
      const text = valueText(value);
      if (text === null) return rule.message ?? invalidFormatMessage(env.label);
      const result = VALIDATORS[rule.name]({ text, record: env.record, today: env.today }, rule);
      return result.ok ? null : (rule.message ?? result.message);
    }
    case 'min':
    case 'max':
      return runBound(rule.kind, rule.value, value, rule.message);
    case 'length':
      return runLength(rule, value);
    case 'custom': {
      const validate = env.customs.get(rule.validator.fn);
      const result = validate ? validate(value, env.scope) : { ok: false as const, message: '' };
      return result.ok ? null : (rule.message ?? (result.message || invalidFormatMessage(env.label)));
    }
  }
}

/** Text must match; a list matches when every item does. */
function runPattern(pattern: string, value: unknown): boolean {
  const checked = checkSafePattern(pattern);
  if (!checked.ok) return false;
  const items = Array.isArray(value) ? value : [value];
  return items.every((item) => {
    const text = valueText(item);
    return text !== null && checked.regex.test(text);
  });
}

function runBound(
  kind: 'min' | 'max',
  bound: string | number,
  value: unknown,
  message: string | undefined,
): string | null {
  if (toDecimalParts(value) === null) return message ?? FORM_MESSAGES.notANumber;
  const order = compareValues(value, bound);
  const fails = order === null || (kind === 'min' ? order < 0 : order > 0);
  if (!fails) return null;
  const boundText = typeof bound === 'number' ? numberToPlainDecimal(bound) : bound;
  return message ?? (kind === 'min' ? belowMinimumMessage(boundText) : aboveMaximumMessage(boundText));
}

function runLength(rule: Extract<FieldRule, { kind: 'length' }>, value: unknown): string | null {
  if (Array.isArray(value)) {
    if (rule.min !== undefined && value.length < rule.min)
      return rule.message ?? tooFewItemsMessage(rule.min);
    if (rule.max !== undefined && value.length > rule.max)
      return rule.message ?? tooManyItemsMessage(rule.max);
    return null;
  }
  const text = valueText(value);
  if (text === null) return null;
  // Code points, so a character outside the BMP (𠀀) counts once.
  const length = [...text].length;
  if (rule.min !== undefined && length < rule.min) return rule.message ?? tooShortMessage(rule.min);
  if (rule.max !== undefined && length > rule.max) return rule.message ?? tooLongMessage(rule.max);
  return null;
}
