import { columnChoices, enteredCellText, filledColumns } from './display-table-editing.js';
import type { DictionaryItems } from './field-checks.js';
import type { DisplayTableField } from './schema-fields.js';

/**
 * A display table's Excel template and the reading of a filled one (ADR 49). The template's
 * first row holds the columns' labels; reading maps each header cell to its column by label
 * (a leading * of a required column is allowed), turns a select column's label into its value,
 * and keeps every cell as text. The rows are then checked with compileRowChecker.
 */
export function templateHeaders(field: DisplayTableField): string[] {
  return filledColumns(field).map((column) => column.label);
}

export type SheetRead = { ok: true; rows: Record<string, string>[] } | { ok: false; message: string };

const headerKey = (cell: string) => cell.trim().replace(/^[*＊]\s*/, '');

/** The sheet's rows (first the header) read into the table's rows. */
export function rowsFromSheet(
  field: DisplayTableField,
  sheet: readonly (readonly string[])[],
  dictionaries?: DictionaryItems,
): SheetRead {
  const [header, ...body] = sheet;
  if (!header || header.every((cell) => cell.trim() === ''))
    return { ok: false, message: '导入文件为空，请按模板填写后导入' };
  const columns = filledColumns(field);
  const positions = new Map<string, number>();
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key !== '' && !positions.has(key)) positions.set(key, index);
  });
  const missing = columns.filter((column) => !positions.has(column.label));
  if (missing.length > 0)
    return {
      ok: false,
      message: `导入文件缺少${missing.map((c) => `【${c.label}】`).join('')}列，请使用下载的模板`,
    };
  const readers = columns.map((column) => {
    const at = positions.get(column.label)!;
    const choices = column.input === 'select' ? columnChoices(column, dictionaries) : null;
    const byLabel = new Map((choices ?? []).map((c) => [c.label, c.value]));
    return (cells: readonly string[]) => {
      const text = (cells[at] ?? '').trim();
      return [column.prop, byLabel.get(text) ?? enteredCellText(column, text)] as const;
    };
  });
  const rows: Record<string, string>[] = [];
  for (const cells of body) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const row: Record<string, string> = {};
    for (const read of readers) {
      const [prop, value] = read(cells);
      if (value !== '') row[prop] = value;
    }
    rows.push(row);
  }
  if (rows.length === 0) return { ok: false, message: '导入文件没有数据行' };
  return { ok: true, rows };
}
