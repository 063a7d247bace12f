import { parseIsoDate } from '../calendar.js';
import { invalidFormatMessage, invalidOptionMessage } from '../forms/form-messages.js';
import {
  DEFAULT_QUERY_PAGE_SIZE,
  type DefaultField,
  QUERY_PAGE_SIZES,
  QUERY_TEXT_MAX_LENGTH,
  type QueryPageConfig,
  type SearchField,
} from './page-config-schema.js';

/**
 * What a query sends and how the server turns it into an endpoint's parameters (001 §7: default
 * fields, configured key/value pairs, search form values). The browser and the server use the
 * same functions, so both say `<label>值不能为空` for the same empty required default field.
 */

export type QueryScalar = string | number | boolean | null;
/** A search form's values: text and select scalars, date ranges as `[start, end]`. */
export type QueryValues = Record<string, unknown>;

export type QueryCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** 001 §5.7: the field name plus 值不能为空. */
export function emptyDefaultFieldMessage(label: string): string {
  return `${label}值不能为空`;
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The page sizes a page offers and its default (001 §9: 5, 10, 15, 20, 30; 5). */
export function pageSizesOf(config: Pick<QueryPageConfig, 'pagination'>): {
  sizes: number[];
  initial: number;
} {
  const sizes = [...(config.pagination?.pageSizes ?? QUERY_PAGE_SIZES)];
  return { sizes, initial: config.pagination?.defaultPageSize ?? DEFAULT_QUERY_PAGE_SIZE };
}

/** The default fields' values: constants, else the page URL's query (`?appId=550001`). */
export function resolveDefaultValues(
  fields: readonly DefaultField[] | undefined,
  query: Record<string, string | undefined>,
): Record<string, QueryScalar> {
  const values: Record<string, QueryScalar> = {};
  for (const field of fields ?? []) {
    const value = field.value !== undefined ? field.value : query[field.fromQuery ?? field.prop];
    if (value !== undefined) values[field.prop] = value;
  }
  return values;
}

/** The first required default field that is empty, as 001 §5.7 words it; null when all are set. */
export function findEmptyRequiredDefault(
  fields: readonly DefaultField[] | undefined,
  values: Record<string, unknown>,
): { field: string; message: string } | null {
  const empty = (fields ?? []).find((field) => field.required && isBlank(values[field.prop]));
  return empty ? { field: empty.prop, message: emptyDefaultFieldMessage(empty.label) } : null;
}

type Sent = Record<string, QueryScalar>;
const fail = (field: string, message: string) => ({ ok: false as const, field, message });

function checkScalar(label: string, value: unknown): QueryCheck<QueryScalar> {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return { ok: true, value: value as QueryScalar };
  }
  return fail(label, invalidFormatMessage(label));
}

function checkDate(label: string, value: unknown): QueryCheck<string | null> {
  if (isBlank(value)) return { ok: true, value: null };
  if (typeof value !== 'string' || parseIsoDate(value.trim()) === null) {
    return fail(label, `${label}的日期格式应为yyyy-MM-dd`);
  }
  return { ok: true, value: value.trim() };
}

/** One search field's value into parameters (dropped when empty). */
function sendSearchField(
  field: SearchField,
  value: unknown,
  out: Sent,
  dictionaryHas?: DictionaryCheck,
): QueryCheck<null> {
  const { label } = field;
  if (isBlank(value) || (Array.isArray(value) && value.every(isBlank))) return { ok: true, value: null };
  if (field.type === 'text') {
    if (typeof value !== 'string' && typeof value !== 'number')
      return fail(field.prop, invalidFormatMessage(label));
    const text = String(value).trim();
    const max = field.maxLength ?? QUERY_TEXT_MAX_LENGTH;
    if (text.length > max) return fail(field.prop, `${label}长度不能超过${max}个字符`);
    out[field.prop] = text;
    return { ok: true, value: null };
  }
  if (field.type === 'select') {
    const scalar = checkScalar(label, value);
    if (!scalar.ok) return fail(field.prop, scalar.message);
    const known =
      field.options.source === 'static'
        ? field.options.items.some((item) => String(item.value) === String(scalar.value))
        : (dictionaryHas?.(field.options.code, String(scalar.value)) ?? true);
    if (!known) return fail(field.prop, invalidOptionMessage(label));
    out[field.prop] = scalar.value;
    return { ok: true, value: null };
  }
  if (!Array.isArray(value) || value.length !== 2) return fail(field.prop, invalidFormatMessage(label));
  const start = checkDate(label, value[0]);
  if (!start.ok) return fail(field.prop, start.message);
  const end = checkDate(label, value[1]);
  if (!end.ok) return fail(field.prop, end.message);
  if (start.value && end.value && start.value > end.value) {
    return fail(field.prop, `${label}的结束日期不能早于开始日期`);
  }
  if (start.value) out[field.startParam] = start.value;
  if (end.value) out[field.endParam] = end.value;
  return { ok: true, value: null };
}

/** Whether a dictionary (by code) holds a key; absent: dictionary values are not checked. */
export type DictionaryCheck = (code: string, key: string) => boolean | undefined;

/**
 * The server's mapping of a submitted query to the endpoint's parameters: only the page's own
 * fields are accepted, text is trimmed and length-limited, select values must be options, date
 * ranges are real dates in order; constant default fields come from the configuration (never
 * the client); required default fields must be set; then the data source's mapping renames
 * fields and adds its constants.
 */
export function mapQueryParams(
  config: QueryPageConfig,
  submitted: QueryValues,
  options: { dictionaryHas?: DictionaryCheck } = {},
): QueryCheck<Record<string, QueryScalar>> {
  const search = new Map(config.searchFields.map((field) => [field.prop, field]));
  const defaults = new Map((config.defaultFields ?? []).map((field) => [field.prop, field]));
  for (const key of Object.keys(submitted)) {
    if (!search.has(key) && !defaults.has(key)) return fail(key, `查询条件不存在：${key}`);
  }
  const byField: Record<string, Sent> = {};
  for (const field of config.searchFields) {
    const out: Sent = {};
    const sent = sendSearchField(field, submitted[field.prop], out, options.dictionaryHas);
    if (!sent.ok) return sent;
    byField[field.prop] = out;
  }
  const defaultValues: Record<string, unknown> = {};
  for (const field of config.defaultFields ?? []) {
    const raw = field.value !== undefined ? field.value : submitted[field.prop];
    const scalar = checkScalar(field.label, raw === undefined ? null : raw);
    if (!scalar.ok) return fail(field.prop, scalar.message);
    const value = typeof scalar.value === 'string' ? scalar.value.trim() : scalar.value;
    if (typeof value === 'string' && value.length > 200)
      return fail(field.prop, `${field.label}长度不能超过200个字符`);
    defaultValues[field.prop] = value;
    byField[field.prop] = isBlank(value) ? {} : { [field.prop]: value };
  }
  const empty = findEmptyRequiredDefault(config.defaultFields, defaultValues);
  if (empty) return fail(empty.field, empty.message);

  const renamed = new Map<string, string>();
  const constants: Sent = {};
  for (const mapping of config.dataSource?.params ?? []) {
    if (mapping.fromField !== undefined) renamed.set(mapping.fromField, mapping.param);
    else constants[mapping.param] = mapping.value ?? null;
  }
  const params: Sent = {};
  for (const [prop, sent] of Object.entries(byField)) {
    for (const [key, value] of Object.entries(sent)) {
      // A renamed text/select/default field travels under its parameter name; date ranges keep
      // their own start and end parameter names.
      params[key === prop ? (renamed.get(prop) ?? key) : key] = value;
    }
  }
  return { ok: true, value: { ...params, ...constants } };
}

/** Whether the page offers this page size (the server refuses others). */
export function isAllowedPageSize(config: Pick<QueryPageConfig, 'pagination'>, size: number): boolean {
  return pageSizesOf(config).sizes.includes(size);
}
