import type { FormValues } from './form-context.js';
import { type FormSchema, listFields } from './schema.js';
import type { FieldType } from './schema-fields.js';

/**
 * 001 §5.19 / §4.9: before validation, string values are trimmed and the listed name fields
 * lose every space (full-width spaces included).
 */
export const SPACE_FREE_NAME_PROPS: readonly string[] = Object.freeze([
  'name',
  'shortName',
  'projectName',
  'newCompanyName',
  'newCompanyShortName',
  'companyName',
  'companyShortName',
  'memberName',
  'accountabbr',
]);

/** Server-owned values that are passed through untouched: file records and display rows. */
const UNTOUCHED_TYPES: readonly FieldType[] = ['upload', 'displayTable'];

function trimDeep(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimDeep);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // defineProperty keeps a '__proto__' key an ordinary own property.
      Object.defineProperty(out, key, {
        value: trimDeep(item),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}

/**
 * A normalised copy of submitted data: strings trimmed at any depth, top-level name fields of
 * SPACE_FREE_NAME_PROPS without whitespace. Upload and display-table values are kept as they
 * are. Idempotent and pure: the input is not modified.
 */
export function normalizeSubmission(schema: FormSchema, formData: FormValues): Record<string, unknown> {
  const untouched = new Set(
    listFields(schema)
      .filter(({ field }) => UNTOUCHED_TYPES.includes(field.type))
      .map(({ field }) => field.prop),
  );
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    let normalized = untouched.has(key) ? value : trimDeep(value);
    if (typeof normalized === 'string' && SPACE_FREE_NAME_PROPS.includes(key)) {
      normalized = normalized.replace(/\s+/gu, '');
    }
    Object.defineProperty(out, key, {
      value: normalized,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
