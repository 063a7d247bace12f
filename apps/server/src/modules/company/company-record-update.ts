import {
  COMPANY_CHANGE_SECTIONS,
  COMPANY_LIST_SECTIONS,
  COMPANY_ONE_SECTIONS,
  type CompanyRecordUpdateBody,
} from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Executor, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  BASIC_COLUMNS,
  type FinancialWrite,
  findCompanyHead,
  insertRevision,
  LAYERING_COLUMNS,
  replaceFinancials,
  replaceFormerNames,
  replaceListRows,
  replaceSection,
  updateCompanyHeadAt,
} from './company-record.repository.js';
import { checkRecordChange } from './company-record-checks.js';
import { notifyCompanyRecordChange } from './company-record-listeners.js';
import { readRecordSnapshot } from './company-record-read.js';

/** Who changes the record: the audit context, and the application whose approval changes it. */
export interface RecordChangeActor extends AuditContext {
  applicationId?: string | null;
}

/** The `company` columns a change sets: the fields of 基本信息 and 分层申请 it carries. */
function headColumnsOf(body: CompanyRecordUpdateBody): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  const put = (change: Record<string, unknown> | undefined, columns: Record<string, { name: string }>) => {
    for (const [key, value] of Object.entries(change ?? {})) {
      if (value === undefined || !(key in columns)) continue;
      const field = key === 'idNumber' ? 'creditCode' : key;
      // Currencies are never empty: a cleared one is the default, 人民币.
      set[field] = value === null && key.endsWith('Currency') ? 'CNY' : value;
    }
  };
  put(body.basic as Record<string, unknown> | undefined, BASIC_COLUMNS);
  put(body.layering as Record<string, unknown> | undefined, LAYERING_COLUMNS);
  if (typeof set.creditCode === 'string') set.creditCode = set.creditCode.toUpperCase();
  return set;
}

async function writeChildSections(tx: Executor, tenantId: string, body: CompanyRecordUpdateBody) {
  const key = { tenantId, companyId: body.companyId };
  const record = body as Record<string, unknown>;
  for (const section of COMPANY_ONE_SECTIONS) {
    const data = record[section] as Record<string, unknown> | undefined;
    if (data !== undefined) await replaceSection(tx, { ...key, section }, data);
  }
  if (body.formerNames)
    await replaceFormerNames(
      tx,
      key,
      body.formerNames.map((n) => ({ name: n.name, changedOn: (n.changedOn as string | null) ?? null })),
    );
  if (body.financials) await replaceFinancials(tx, key, body.financials as FinancialWrite[]);
  for (const section of COMPANY_LIST_SECTIONS) {
    const rows = record[section] as Record<string, unknown>[] | undefined;
    if (rows !== undefined) await replaceListRows(tx, { ...key, section }, rows);
  }
}

/**
 * Changes the company record at the version the caller read, in the caller's transaction (a
 * business flow's approving transaction, or the staff call's): checks, the columns with
 * `record_version + 1`, the child sections, one `company_revision` row with the before/after of
 * the sections changed, the audit row, and the record's listeners told (`onCompanyRecordChange`:
 * the regional chain's 主体 and 产品). A stale version is 409 with the version now stored.
 */
export async function updateCompanyRecord(
  tx: Tx,
  actor: RecordChangeActor,
  body: CompanyRecordUpdateBody,
): Promise<{ companyId: string; recordVersion: number }> {
  const { tenantId } = actor;
  const current = await readRecordSnapshot(tx, tenantId, body.companyId);
  if (!current) throw new AppError('COMPANY_UNKNOWN', { companyId: body.companyId });
  if (current.head.recordVersion !== body.recordVersion)
    throw new AppError('COMPANY_RECORD_CONFLICT', { version: current.head.recordVersion });
  await checkRecordChange(tx, tenantId, body, current.snapshot.basic);
  const target = { tenantId, companyId: body.companyId, recordVersion: body.recordVersion };
  const recordVersion = await updateCompanyHeadAt(tx, target, headColumnsOf(body));
  if (recordVersion === null) {
    // Another change committed after our read: say which version is stored now.
    const now = await findCompanyHead(tx, tenantId, body.companyId);
    throw new AppError('COMPANY_RECORD_CONFLICT', { version: now?.recordVersion ?? body.recordVersion });
  }
  await writeChildSections(tx, tenantId, body);
  const after = await readRecordSnapshot(tx, tenantId, body.companyId);
  const sections = COMPANY_CHANGE_SECTIONS.filter((k) => (body as Record<string, unknown>)[k] !== undefined);
  const slice = (snapshot: Record<string, unknown> | undefined) =>
    Object.fromEntries(sections.map((k) => [k, snapshot?.[k] ?? null]));
  await insertRevision(tx, {
    tenantId,
    companyId: body.companyId,
    recordVersion,
    actorId: actor.actorId ?? null,
    actorName: actor.actorName ?? '系统',
    applicationId: actor.applicationId ?? null,
    reason: body.reason ?? null,
    sections,
    before: slice(current.snapshot),
    after: slice(after?.snapshot),
  });
  await writeAudit(tx, actor, {
    action: 'company.record_update',
    targetType: 'company',
    targetId: body.companyId,
    detail: { recordVersion, sections: sections.join(','), applicationId: actor.applicationId ?? null },
  });
  const creditCodes = [current.head.idNumber, after?.head.idNumber].filter((c): c is string => !!c);
  await notifyCompanyRecordChange({
    tx,
    tenantId,
    companyId: body.companyId,
    creditCodes: [...new Set(creditCodes)],
    actorId: actor.actorId ?? null,
  });
  return { companyId: body.companyId, recordVersion };
}
