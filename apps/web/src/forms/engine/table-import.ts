import {
  cellMessage,
  checkTableRows,
  compileRowChecker,
  type DictionaryItems,
  type DisplayTableField,
  type FormContext,
  type FormValues,
  rowsFromSheet,
  tableEditing,
  tooManyRowsMessage,
} from '@rer/domain';

/** Row problems listed to the user after a failed import; the count says how many there were. */
export const IMPORT_PROBLEMS_SHOWN = 20;

export type TableImport = { ok: true; rows: FormValues[] } | { ok: false; messages: string[]; count: number };

/**
 * An Excel import into a display table (ADR 49): the sheet's cells (header first) read into rows
 * by column label, every row checked with the columns' rules (the same check the server runs at
 * submit), then the rows that replace or follow the table's. On any problem nothing changes and
 * the problems name row and column: 第N行【列名】… (N counts the data rows, as the table's 序号).
 */
export function importTableRows(
  field: DisplayTableField,
  sheet: readonly (readonly string[])[],
  current: readonly FormValues[],
  env: { dictionaries?: DictionaryItems; context?: FormContext },
): TableImport {
  const read = rowsFromSheet(field, sheet, env.dictionaries);
  if (!read.ok) return { ok: false, messages: [read.message], count: 1 };
  const editing = tableEditing(field);
  const offset = editing.importMode === 'append' ? current.length : 0;
  const total = offset + read.rows.length;
  if (total > editing.maxRows)
    return { ok: false, messages: [tooManyRowsMessage(editing.maxRows)], count: 1 };
  const check = compileRowChecker(field, env);
  const problems = checkTableRows(read.rows, (row, index) => check(row, offset + index));
  if (problems.length > 0)
    return {
      ok: false,
      count: problems.length,
      messages: problems
        .slice(0, IMPORT_PROBLEMS_SHOWN)
        .map((problem) => cellMessage(problem.row, problem.label, problem.message)),
    };
  return { ok: true, rows: editing.importMode === 'append' ? [...current, ...read.rows] : read.rows };
}
