/** dictKey of the header row BladeX keeps per dictionary code (its `parent_id` is 0). */
export const DICT_ROOT_KEY = '-1';

/**
 * One row of `blade_dict_biz`, flattened. The header row of each code has dictKey `-1`,
 * parentKey null and the dictionary name as dictValue; first-level items point at `-1`;
 * nested items point at their parent's dictKey (same code).
 */
export interface DictRow {
  code: string;
  dictKey: string;
  dictValue: string;
  parentKey: string | null;
  sort: number;
  remark: string | null;
  isSealed: boolean;
}

export interface DictItemNode {
  dictKey: string;
  dictValue: string;
  sort: number;
  remark?: string | null | undefined;
  isSealed?: boolean | undefined;
  children?: DictItemNode[] | undefined;
}

export interface DictionarySource {
  code: string;
  name: string;
  remark?: string | null | undefined;
  items: DictItemNode[];
}

/** Header row plus every item, depth first (a parent always precedes its children). */
export function flattenDictionary(source: DictionarySource): DictRow[] {
  const rows: DictRow[] = [
    {
      code: source.code,
      dictKey: DICT_ROOT_KEY,
      dictValue: source.name,
      parentKey: null,
      sort: 0,
      remark: source.remark ?? null,
      isSealed: false,
    },
  ];
  const visit = (items: DictItemNode[], parentKey: string): void => {
    for (const item of items) {
      rows.push({
        code: source.code,
        dictKey: item.dictKey,
        dictValue: item.dictValue,
        parentKey,
        sort: item.sort,
        remark: item.remark ?? null,
        isSealed: item.isSealed ?? false,
      });
      if (item.children) visit(item.children, item.dictKey);
    }
  };
  visit(source.items, DICT_ROOT_KEY);
  return rows;
}

/**
 * Problems that would make the rows unusable as seed data: empty code/key/value, duplicate
 * (code, dictKey), a missing or extra header row, a parentKey that does not exist in the same
 * code, a non-integer sort. Returns human-readable messages; empty means valid.
 */
export function findDictionaryProblems(rows: readonly DictRow[]): string[] {
  const problems: string[] = [];
  const keysByCode = new Map<string, Set<string>>();
  for (const row of rows) {
    const where = `${row.code}/${row.dictKey}`;
    if (row.code.trim() === '') problems.push(`empty code (${where})`);
    if (row.dictKey.trim() === '') problems.push(`empty dictKey (${where})`);
    if (row.dictValue.trim() === '') problems.push(`empty dictValue (${where})`);
    if (!Number.isInteger(row.sort)) problems.push(`non-integer sort (${where})`);
    const keys = keysByCode.get(row.code) ?? new Set<string>();
    if (keys.has(row.dictKey)) problems.push(`duplicate key ${where}`);
    keys.add(row.dictKey);
    keysByCode.set(row.code, keys);
  }
  for (const row of rows) {
    const where = `${row.code}/${row.dictKey}`;
    if (row.dictKey === DICT_ROOT_KEY) {
      if (row.parentKey !== null) problems.push(`header row with a parent (${where})`);
    } else if (row.parentKey === null) {
      problems.push(`item without parent (${where})`);
    } else if (!keysByCode.get(row.code)?.has(row.parentKey)) {
      problems.push(`unknown parentKey ${row.parentKey} (${where})`);
    }
  }
  for (const [code, keys] of keysByCode) {
    if (!keys.has(DICT_ROOT_KEY)) problems.push(`missing header row (${code})`);
  }
  return problems;
}

/** Throws with every problem listed when the rows are not valid seed data. */
export function assertValidDictionaryRows(rows: readonly DictRow[]): void {
  const problems = findDictionaryProblems(rows);
  if (problems.length > 0) {
    throw new Error(`invalid dictionary rows:\n${problems.slice(0, 20).join('\n')}`);
  }
}
