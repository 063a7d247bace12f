/**
 * 穿透核查 of an institution's shareholders (issue 22, ADR 64). The shareholders table is flat: a
 * row with no 上级股东 (`parentName`) is a direct shareholder of the applying institution; a row
 * naming one is a shareholder of that row. Every institution or product row must be looked through
 * — at least one row beneath it — unless it is an end point (`endPoint`: 1 国有主体, 2 上市公司);
 * a natural person is always an end point. So every chain ends at natural persons, the state or a
 * listed company.
 */
export interface ShareholderRow {
  /** 000 §3 holder type code: 1 institution, 2 personal, 3 product. */
  organType: string;
  holderName: string;
  parentName: string;
  endPoint: string;
  ratio: number | null;
}

/** 穿透终点 (the end points other than a natural person). */
export const LOOK_THROUGH_END_POINTS = { '1': '国有主体', '2': '上市公司' } as const;

export const LOOK_THROUGH_MESSAGES = {
  none: '请填写股东信息',
  notThrough: (row: number, name: string) => `第${row}行「${name}」须继续穿透至自然人、国有主体或上市公司`,
  unknownParent: (row: number, parent: string) => `第${row}行上级股东「${parent}」须为本表中的机构或产品股东`,
  cycle: (row: number) => `第${row}行穿透关系成环`,
  overHundred: '直接股东持股比例合计不能超过100%',
} as const;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The table's rows as the rule reads them. */
export function shareholderRowsOf(value: unknown): ShareholderRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const r = (raw ?? {}) as Record<string, unknown>;
    const ratio = Number(text(r.ratio));
    return {
      organType: text(r.organType),
      holderName: text(r.holderName),
      parentName: text(r.parentName),
      endPoint: text(r.endPoint),
      ratio: text(r.ratio) === '' || !Number.isFinite(ratio) ? null : ratio,
    };
  });
}

const isLookedThrough = (r: ShareholderRow) =>
  r.organType !== '2' && !(r.endPoint in LOOK_THROUGH_END_POINTS);

function chainProblem(rows: readonly ShareholderRow[], index: number): string | null {
  const byName = new Map(rows.map((r) => [r.holderName, r]));
  const seen = new Set<string>();
  let current = rows[index]!;
  while (current.parentName !== '') {
    const parent = byName.get(current.parentName);
    if (!parent || parent.organType === '2')
      return LOOK_THROUGH_MESSAGES.unknownParent(index + 1, current.parentName);
    if (seen.has(parent.holderName)) return LOOK_THROUGH_MESSAGES.cycle(index + 1);
    seen.add(parent.holderName);
    current = parent;
  }
  return null;
}

/** The first problem of the look-through (the message without the table's label), or null. */
export function lookThroughProblem(rows: readonly ShareholderRow[]): string | null {
  if (rows.length === 0) return LOOK_THROUGH_MESSAGES.none;
  for (let i = 0; i < rows.length; i += 1) {
    const problem = chainProblem(rows, i);
    if (problem) return problem;
  }
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    if (isLookedThrough(row) && !rows.some((r) => r.parentName === row.holderName))
      return LOOK_THROUGH_MESSAGES.notThrough(i + 1, row.holderName);
  }
  const direct = rows.filter((r) => r.parentName === '').reduce((sum, r) => sum + (r.ratio ?? 0), 0);
  if (direct > 100.0000001) return LOOK_THROUGH_MESSAGES.overHundred;
  return null;
}
