import type { Executor } from '../../platform/db/database.js';
import { listCompanyPatents, upsertCompanyPatents } from './company-patent.repository.js';

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
