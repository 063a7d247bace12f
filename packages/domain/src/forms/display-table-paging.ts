import { isPlainRows } from './display-table-defaults.js';
import { looksLikeScript } from './script-guard.js';

/**
 * Big display tables sent apart from their schema (issue 18, ADR 33): 100,000 rows are about
 * 8 MB, and while they travelled inside the schema no row could be shown before all of them
 * were transferred, parsed and checked. With paging, the schema answer keeps a table's first
 * rows and says how many there are; the rest is read by page from the same stored version.
 * Only plain rows (`isPlainRows`, the rows the parser's fast path takes) are paged; anything
 * else stays in the schema whole.
 */

export interface PagedTable {
  prop: string;
  /** All rows of the table. */
  total: number;
}

type RawRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is RawRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The raw schema with every display table of more than `firstRows` plain rows cut to its first
 * `firstRows` (the objects on the way are shallow copies; the input is not changed), and the
 * tables cut, with their row counts.
 */
export function cutDisplayRows(raw: unknown, firstRows: number): { schema: unknown; paged: PagedTable[] } {
  const paged: PagedTable[] = [];
  if (!isRecord(raw) || !Array.isArray(raw.groups)) return { schema: raw, paged };
  const groups = raw.groups.map((group: unknown) => {
    if (!isRecord(group) || !Array.isArray(group.fields)) return group;
    let cut = false;
    const fields = group.fields.map((field: unknown) => {
      if (!isRecord(field) || field.type !== 'displayTable' || typeof field.prop !== 'string') return field;
      const rows = field.defaultValue;
      if (!Array.isArray(rows) || rows.length <= firstRows || !isPlainRows(rows)) return field;
      paged.push({ prop: field.prop, total: rows.length });
      cut = true;
      return { ...field, defaultValue: rows.slice(0, firstRows) };
    });
    return cut ? { ...group, fields } : group;
  });
  return { schema: paged.length > 0 ? { ...raw, groups } : raw, paged };
}

/** Any one sign of script needs one of these (as the parser's row scan). */
const SCRIPT_PREFILTER = /[(:]|=>|\$\{|Function/;

/**
 * A page of rows about to be served apart from its schema, checked as the parser checks a
 * display table's rows (plain rows, no script text): null when fine, else the Chinese message
 * naming the first offending row (`prop[offset + index]`).
 */
export function checkRowsPage(prop: string, offset: number, rows: unknown): string | null {
  if (!Array.isArray(rows)) return `展示表格的数据必须为数组：${prop}`;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!isPlainRows([row]))
      return `展示表格的数据行只能包含文本、数字、布尔值或空值：${prop}[${offset + index}]`;
    for (const key in row) {
      const cell = (row as RawRecord)[key];
      if (typeof cell === 'string' && SCRIPT_PREFILTER.test(cell) && looksLikeScript(cell)) {
        return `不允许在配置中使用脚本：${prop}[${offset + index}].${key}`;
      }
    }
  }
  return null;
}
