import { parseIsoDate } from '../calendar.js';
import { validateDecimal } from '../number-rules.js';
import type { FieldState } from './field-states.js';
import {
  aboveMaximumMessage,
  belowMinimumMessage,
  decimalsMessage,
  FORM_MESSAGES,
  invalidFormatMessage,
  invalidOptionMessage,
  tooFewItemsMessage,
  tooLongMessage,
  tooManyItemsMessage,
} from './form-messages.js';
import type { ColumnField, FormField } from './schema-fields.js';
import type { OptionItem } from './schema-options.js';
import { compareValues, scalarEquals } from './value-compare.js';

/**
 * Checks every value of a type gets before its configured rules: the value's shape, membership
 * in a known option list, number format, text length, selection counts and date formats.
 */

export type DictionaryItems = Readonly<Record<string, readonly OptionItem[]>>;

export interface BuiltinEnv {
  label: string;
  /** Dictionary items by code, when the caller has them (the server does), for membership. */
  dictionaries?: DictionaryItems;
}

type Field = FormField | ColumnField;
type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** select and lazySelect hold a list when multiple (or a multipleLimit) is set. */
export function isMultipleSelect(field: Field): boolean {
  if (field.type !== 'select' && field.type !== 'lazySelect') return false;
  return field.props?.multiple === true || field.props?.multipleLimit !== undefined;
}

/** Amount decimals: six for 万元 (ten-thousand yuan), two otherwise (001 §5.6, §9). */
export function amountPlaces(field: { append?: string }): number {
  return field.append === '万元' ? 6 : 2;
}

export function builtinFailure(
  field: Field,
  state: FieldState,
  value: unknown,
  env: BuiltinEnv,
): string | null {
  switch (field.type) {
    case 'input':
      return (
        textFailure(value, state, env) ??
        (field.toThousands ? numberFailure(value, amountPlaces(field)) : null)
      );
    case 'textarea':
    case 'autocomplete':
      return textFailure(value, state, env);
    case 'thousands':
      return numberFailure(value, amountPlaces(field));
    case 'number':
      return numberFailure(value, field.props?.precision) ?? boundsFailure(value, field.props);
    case 'select':
    case 'lazySelect':
    case 'radio':
    case 'checkbox':
      return choiceFailure(field, state, value, env);
    case 'cascader':
      return cascaderFailure(field, state, value, env);
    case 'date':
      return dateFailure(value, field.props?.type ?? 'date');
    case 'timeSelect':
    case 'timePicker':
      return typeof value === 'string' && TIME.test(value) ? null : invalidFormatMessage(env.label);
    default:
      return null;
  }
}

function textFailure(value: unknown, state: FieldState, env: BuiltinEnv): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return invalidFormatMessage(env.label);
  if (state.maxLength !== undefined && [...text].length > state.maxLength)
    return tooLongMessage(state.maxLength);
  return null;
}

/** A number or plain decimal text within 2^53 (001 §5.6), with at most `places` decimals. */
function numberFailure(value: unknown, places: number | undefined): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return FORM_MESSAGES.notANumber;
  const shape = validateDecimal(value, {
    places: 1000,
    allowNegative: true,
    allowLeadingZeros: true,
    message: FORM_MESSAGES.notANumber,
  });
  if (!shape.ok) return shape.message;
  if (places === undefined) return null;
  const decimals = validateDecimal(value, {
    places,
    allowNegative: true,
    allowLeadingZeros: true,
    message: decimalsMessage(places),
  });
  return decimals.ok ? null : decimals.message;
}

function boundsFailure(value: unknown, props: { min?: number; max?: number } | undefined): string | null {
  if (props?.min !== undefined && (compareValues(value, props.min) ?? 0) < 0) {
    return belowMinimumMessage(String(props.min));
  }
  if (props?.max !== undefined && (compareValues(value, props.max) ?? 0) > 0) {
    return aboveMaximumMessage(String(props.max));
  }
  return null;
}

/** The options a value must come from, when they are known here. */
export function knownOptions(field: Field, state: FieldState, dictionaries?: DictionaryItems) {
  if (state.options) return state.options;
  const source = 'options' in field ? field.options : undefined;
  if (source?.source === 'static') return source.items;
  if (source?.source === 'dict' && dictionaries && Object.hasOwn(dictionaries, source.code)) {
    return dictionaries[source.code] ?? null;
  }
  return null;
}

function choiceFailure(field: Field, state: FieldState, value: unknown, env: BuiltinEnv): string | null {
  const multiple = field.type === 'checkbox' || isMultipleSelect(field);
  const values = multiple ? (Array.isArray(value) ? value : null) : [value];
  if (!values?.every(isScalar)) return invalidFormatMessage(env.label);
  const items = knownOptions(field, state, env.dictionaries);
  if (items && !values.every((v) => items.some((item) => scalarEquals(item.value, v)))) {
    return invalidOptionMessage(env.label);
  }
  const { min, max } = countLimits(field);
  if (min !== undefined && values.length < min) return tooFewItemsMessage(min);
  if (max !== undefined && values.length > max) return tooManyItemsMessage(max);
  return null;
}

/** checkbox min and max, select multipleLimit (000 §5). */
function countLimits(field: Field): { min?: number; max?: number } {
  if (field.type === 'checkbox') return { min: field.props?.min, max: field.props?.max };
  if (field.type === 'select' || field.type === 'lazySelect') return { max: field.props?.multipleLimit };
  return {};
}

function isTreePath(path: readonly unknown[], items: readonly OptionItem[]): boolean {
  let level: readonly OptionItem[] = items;
  for (const step of path) {
    const node = level.find((item) => scalarEquals(item.value, step));
    if (!node) return false;
    level = node.children ?? [];
  }
  return true;
}

function cascaderFailure(
  field: Extract<Field, { type: 'cascader' }>,
  state: FieldState,
  value: unknown,
  env: BuiltinEnv,
): string | null {
  const paths = field.props?.multiple === true ? value : [value];
  const valid =
    Array.isArray(paths) &&
    paths.every((path) => Array.isArray(path) && path.length > 0 && path.every(isScalar));
  if (!valid) return invalidFormatMessage(env.label);
  const items = knownOptions(field, state, env.dictionaries);
  if (items && !paths.every((path) => isTreePath(path as unknown[], items)))
    return invalidOptionMessage(env.label);
  return null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

function isDateOfKind(value: unknown, kind: 'date' | 'year' | 'month' | 'datetime'): boolean {
  if (typeof value !== 'string') return false;
  if (kind === 'year') return /^\d{4}$/.test(value);
  if (kind === 'month') return MONTH.test(value);
  if (kind === 'datetime') return parseIsoDate(DATETIME.exec(value)?.[1]) !== null;
  return parseIsoDate(value) !== null;
}

/** yyyy-MM-dd by default; yyyy, yyyy-MM, yyyy-MM-dd HH:mm:ss, or a [start, end] date pair. */
function dateFailure(
  value: unknown,
  kind: 'date' | 'year' | 'month' | 'datetime' | 'daterange',
): string | null {
  if (kind !== 'daterange') return isDateOfKind(value, kind) ? null : FORM_MESSAGES.invalidDate;
  if (!Array.isArray(value) || value.length !== 2 || !value.every((v) => isDateOfKind(v, 'date'))) {
    return FORM_MESSAGES.invalidDate;
  }
  return (compareValues(value[0], value[1]) ?? 0) > 0 ? FORM_MESSAGES.endNotBeforeStart : null;
}
