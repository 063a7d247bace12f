import {
  type FormSchema,
  type ParseFormSchemaOptions,
  type ParseFormSchemaResult,
  parseFormSchema,
} from '@rer/domain';

/**
 * How the server reads a form schema (seed files, the designer's save, stored versions). Only
 * `validator` references must be registered here: the server runs custom rules, while thenFn,
 * filterFn and buttonFn are the renderer's (it checks them when it loads the schema).
 */
export const SERVER_FORM_PARSE_OPTIONS: ParseFormSchemaOptions = Object.freeze({
  checkedSlots: Object.freeze(['validator'] as const),
});

export function parseServerFormSchema(raw: unknown): ParseFormSchemaResult {
  return parseFormSchema(raw, SERVER_FORM_PARSE_OPTIONS);
}

/**
 * A stored version, parsed again (it passed the same parser when it was saved). Versions are
 * immutable, so the parsed schema is cached by row id.
 */
const parsedVersions = new Map<string, FormSchema>();
const MAX_CACHED = 500;

export function parseStoredFormSchema(id: string, raw: unknown): FormSchema {
  const cached = parsedVersions.get(id);
  if (cached) return cached;
  const parsed = parseServerFormSchema(raw);
  if (!parsed.ok) {
    throw new Error(`stored form schema ${id} no longer parses: ${parsed.errors.join('; ')}`);
  }
  if (parsedVersions.size >= MAX_CACHED) {
    const oldest = parsedVersions.keys().next().value;
    if (oldest !== undefined) parsedVersions.delete(oldest);
  }
  parsedVersions.set(id, parsed.schema);
  return parsed.schema;
}
