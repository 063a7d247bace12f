import type { CompanyPatentRow as CompanyPatentAnswer } from '@rer/contracts';
import { FAMILY_FIELDS, PATENT_FIELDS, PLEDGE_FIELDS } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import {
  type CompanyPatentRow,
  listCompanyPatents,
  upsertCompanyPatents,
} from './company-patent.repository.js';

export type { CompanyPatentRow } from './company-patent.repository.js';

const isRow = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const patentNoOf = (row: Record<string, unknown>) =>
  typeof row.patentNo === 'string' ? row.patentNo.trim() : '';

/**
 * The patents an application carries become the company's (ADR 50): the rows of the patent
 * widget (001 §3.5, validated at submit by the shared patent rules), without the widget's row id;
 * one row per patent number (the last of the application wins), a number the company holds
 * already is replaced. Answers how many rows were written.
 */
export async function recordCompanyPatents(
  tx: Executor,
  input: { tenantId: string; companyId: string; applicationId: string | null; rows: unknown },
): Promise<number> {
  if (!Array.isArray(input.rows)) return 0;
  const byNumber = new Map<string, Record<string, unknown>>();
  const unnumbered: Record<string, unknown>[] = [];
  for (const row of input.rows) {
    if (!isRow(row)) continue;
    const { id: _id, ...data } = row;
    const number = patentNoOf(data);
    if (number) byNumber.set(number, data);
    else unnumbered.push(data);
  }
  return upsertCompanyPatents(tx, {
    tenantId: input.tenantId,
    companyId: input.companyId,
    applicationId: input.applicationId,
    rows: [...byNumber.values(), ...unnumbered],
  });
}

/** The company's patents, in the order they were first recorded. */
export function companyPatentsOf(tx: Executor, tenantId: string, companyId: string) {
  return listCompanyPatents(tx, tenantId, companyId);
}

/** The answer's patent fields: the form's own, without the display flag. */
const PATENT_TEXT = PATENT_FIELDS.filter(
  (f): f is Exclude<(typeof PATENT_FIELDS)[number], 'isShowin'> => f !== 'isShowin',
);

/** A stored value as the answer's text: numbers as written, blanks and anything else null. */
const textOf = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

function pick<K extends string>(row: Record<string, unknown>, keys: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(keys.map((k) => [k, textOf(row[k])])) as Record<K, string | null>;
}

/**
 * The sub-rows of a patent: the newer list when present, else the older flat fields as its one
 * row (001 §3.5), none when every field is empty.
 */
function subRows<K extends string>(data: Record<string, unknown>, list: string, keys: readonly K[]) {
  const listed = data[list];
  const source = Array.isArray(listed) ? listed.filter(isRow) : [data];
  return source.map((row) => pick(row, keys)).filter((row) => keys.some((k) => row[k] !== null));
}

/** The company page's patents (001 §3.5 fields), in the order they were first recorded. */
export async function companyPatentAnswers(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<CompanyPatentAnswer[]> {
  const stored: CompanyPatentRow[] = await listCompanyPatents(tx, tenantId, companyId);
  return stored.map(({ data, applicationId }) => ({
    ...pick(data, PATENT_TEXT),
    patentCnPledgeInfo: subRows(data, 'patentCnPledgeInfo', PLEDGE_FIELDS),
    patentCnFamilyInfo: subRows(data, 'patentCnFamilyInfo', FAMILY_FIELDS),
    applicationId,
  }));
}
