import {
  compileFormValidator,
  type DictionaryItems,
  type FieldState,
  type FormContext,
  type FormFunctionRegistry,
  type FormSchema,
  type FormValidationResult,
  type FormValues,
  jsonEquals,
  listFields,
  normalizeSubmission,
  readPath,
  resolveFieldStates,
} from '@rer/domain';

/**
 * The browser side of "one validator for browser and server" (ADR 8, ADR 14): the same steps as
 * the server's validateFormSubmission — normalise (trim, name fields without spaces), then the
 * compiled domain validator with the same dictionaries — after turning the form store into the
 * JSON the page sends. Values of hidden fields are dropped first, since the server refuses them
 * (findHiddenValues); what is validated is exactly what is sent.
 */
export interface BrowserValidationOptions {
  dictionaries?: DictionaryItems;
  today?: Date;
  functions?: FormFunctionRegistry;
}

export interface BrowserValidation {
  /** What the page would send: JSON, normalised, hidden values dropped. */
  normalized: Record<string, unknown>;
  result: FormValidationResult;
}

/** A JSON copy of the form store: undefined members dropped, dates already strings. */
export function toSubmission(values: FormValues): Record<string, unknown> {
  const text = JSON.stringify(values ?? {});
  const parsed: unknown = text === undefined ? {} : JSON.parse(text);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/** A hidden value the server accepts: empty, unchanged from the baseline, or imposed by setValue. */
function keepsHidden(value: unknown, baseline: unknown, state: FieldState): boolean {
  return jsonEquals(value, baseline) || ('value' in state && jsonEquals(value, state.value));
}

/**
 * Drops the values the user cannot see (fields and sub-table cells hidden for these very
 * values), keeping those the server accepts. `baseline` is the stored data; for a new form the
 * schema defaults stand in for it, as on the server.
 */
export function dropHiddenValues(
  schema: FormSchema,
  context: FormContext,
  values: Record<string, unknown>,
  baseline?: FormValues,
): Record<string, unknown> {
  const states = resolveFieldStates(schema, values, context);
  const out: Record<string, unknown> = { ...values };
  for (const { field } of listFields(schema)) {
    const state = states[field.prop];
    if (!state || !Object.hasOwn(out, field.prop)) continue;
    const before = baseline ? readPath(baseline, [field.prop]) : field.defaultValue;
    if (!state.visible) {
      if (!keepsHidden(out[field.prop], before, state)) delete out[field.prop];
      continue;
    }
    if (field.type !== 'subTable' || !Array.isArray(out[field.prop])) continue;
    out[field.prop] = (out[field.prop] as unknown[]).map((row, index) => {
      if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
      const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
      for (const column of field.columns) {
        const cell = state.rows?.[index]?.[column.prop];
        if (!cell || cell.visible || !Object.hasOwn(copy, column.prop)) continue;
        const cellBefore = baseline ? readPath(before, [String(index), column.prop]) : column.defaultValue;
        if (!keepsHidden(copy[column.prop], cellBefore, cell)) delete copy[column.prop];
      }
      return copy;
    });
  }
  return out;
}

/** Compiles once per schema, context and dictionaries; call the result with the form store. */
export function createBrowserValidator(
  schema: FormSchema,
  context: FormContext,
  options: BrowserValidationOptions = {},
  baseline?: FormValues,
): (values: FormValues) => BrowserValidation {
  const validator = compileFormValidator(schema, context, options);
  return (values) => {
    let normalized = normalizeSubmission(schema, toSubmission(values));
    // Dropping a value can hide another field (its condition read the dropped one): repeat until
    // stable, so the data validated here is exactly what the server gets and checks.
    for (let pass = 0; pass < 5; pass++) {
      const next = dropHiddenValues(schema, context, normalized, baseline);
      if (jsonEquals(next, normalized) && Object.keys(next).length === Object.keys(normalized).length) break;
      normalized = next;
    }
    return { normalized, result: validator(normalized) };
  };
}
