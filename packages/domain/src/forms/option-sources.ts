import { type FormSchema, listFields } from './schema.js';
import type { ColumnField, FormField } from './schema-fields.js';
import type { EndpointOptionSource, OptionSource } from './schema-options.js';
import { readPath } from './value-compare.js';

/** What the renderer must load before showing a schema, each thing once. */

function optionSourcesOf(field: FormField | ColumnField): OptionSource[] {
  const own = 'options' in field && field.options ? [field.options] : [];
  if (field.type === 'subTable') return [...own, ...field.columns.flatMap(optionSourcesOf)];
  return own;
}

function allSources(schema: FormSchema): OptionSource[] {
  return listFields(schema).flatMap(({ field }) => optionSourcesOf(field));
}

/**
 * Dictionary codes a schema uses (dict option sources, in sub-tables too, and display-table
 * dictName columns), in first-use order without repeats, so each dictionary loads once.
 */
export function listDictionaryCodes(schema: FormSchema): string[] {
  const codes = new Set<string>();
  for (const { field } of listFields(schema)) {
    for (const source of optionSourcesOf(field)) if (source.source === 'dict') codes.add(source.code);
    if (field.type === 'displayTable') {
      for (const column of field.columns) if (column.dictName) codes.add(column.dictName);
    }
  }
  return [...codes];
}

/** Registered endpoint names a schema calls for options, without repeats. */
export function listEndpointNames(schema: FormSchema): string[] {
  const endpoints = allSources(schema).filter(
    (source): source is EndpointOptionSource => source.source === 'endpoint',
  );
  return [...new Set(endpoints.map((source) => source.name))];
}

/** Whether any field needs the region lazy tree. */
export function usesRegionTree(schema: FormSchema): boolean {
  return allSources(schema).some((source) => source.source === 'region');
}

/**
 * The query an endpoint source sends: fixed values and values read from the form (the legacy
 * placeholder syntax of queryConfig, as data). Missing form values are left out.
 */
export function buildEndpointQuery(
  source: EndpointOptionSource,
  form: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean | null> {
  const query: Record<string, string | number | boolean | null> = {};
  for (const entry of source.queryConfig ?? []) {
    const value = entry.fromProp === undefined ? entry.value : readPath(form, entry.fromProp.split('.'));
    if (value === undefined) continue;
    if (
      value === null ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      query[entry.param] = value;
    }
  }
  return query;
}
