import { looksLikeScript } from './script-guard.js';

/**
 * A display table's `defaultValue` (issue 18, ADR 33) is data — the rows a big-data table shows,
 * up to 100,000 of them — not configuration. Walking it with zod's `z.json()` and the generic
 * script scan (a path array per node, seven patterns per string) cost seconds at that size in
 * the browser, so parseFormSchema takes such rows aside when they are plainly rows (an array of
 * plain objects whose cells are strings, finite numbers, booleans or null), checks them here in
 * one pass with the same script rule, and puts the very same array back on the parsed field.
 * Anything else (nested cells, a non-array) stays in the schema and goes the general way, with
 * the general messages.
 */

export interface DetachedRows {
  group: number;
  field: number;
  rows: readonly Record<string, unknown>[];
}

type RawRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is RawRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function isPlainRow(value: unknown): value is RawRecord {
  if (!isRecord(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return false;
    const cell = value[key];
    if (cell === null || typeof cell === 'string' || typeof cell === 'boolean') continue;
    if (typeof cell === 'number' && Number.isFinite(cell)) continue;
    return false;
  }
  return true;
}

/** Rows the fast path takes: an array of plain rows with scalar cells. */
export function isPlainRows(value: unknown): value is RawRecord[] {
  if (!Array.isArray(value)) return false;
  for (const row of value) if (!isPlainRow(row)) return false;
  return true;
}

/**
 * The raw schema with every plain display-table defaultValue taken out (the objects on the way
 * are shallow copies; the input is not changed), and the rows taken.
 */
export function detachDisplayRows(raw: unknown): { rest: unknown; detached: DetachedRows[] } {
  const detached: DetachedRows[] = [];
  if (!isRecord(raw) || !Array.isArray(raw.groups)) return { rest: raw, detached };
  let changed = false;
  const groups = raw.groups.map((group: unknown, g) => {
    if (!isRecord(group) || !Array.isArray(group.fields)) return group;
    let groupChanged = false;
    const fields = group.fields.map((field: unknown, f) => {
      if (!isRecord(field) || field.type !== 'displayTable' || !isPlainRows(field.defaultValue)) return field;
      detached.push({ group: g, field: f, rows: field.defaultValue });
      groupChanged = true;
      const { defaultValue: _rows, ...others } = field;
      return others;
    });
    if (!groupChanged) return group;
    changed = true;
    return { ...group, fields };
  });
  return { rest: changed ? { ...raw, groups } : raw, detached };
}

/** Any one sign of script needs one of these; a string without them is not tested further. */
const SCRIPT_PREFILTER = /[(:]|=>|\$\{|Function/;

/** Paths of script text among the detached rows (the rule of the script guard, in one pass). */
export function findScriptsInRows(detached: readonly DetachedRows[]): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  for (const { group, field, rows } of detached) {
    rows.forEach((row, index) => {
      for (const key in row) {
        const cell = row[key];
        if (typeof cell === 'string' && SCRIPT_PREFILTER.test(cell) && looksLikeScript(cell)) {
          found.push(['groups', group, 'fields', field, 'defaultValue', index, key]);
        }
      }
    });
  }
  return found;
}

/** Puts the rows back on the parsed schema's fields (the same array, not a copy). */
export function attachDisplayRows<S extends { groups: readonly { fields: readonly object[] }[] }>(
  schema: S,
  detached: readonly DetachedRows[],
): S {
  for (const { group, field, rows } of detached) {
    const target = schema.groups[group]?.fields[field] as { defaultValue?: unknown } | undefined;
    if (target) target.defaultValue = rows;
  }
  return schema;
}
