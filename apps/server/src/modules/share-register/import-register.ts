import type { ImportRowError, RegisterImportResult } from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { XLSX_CONTENT_TYPE } from '../../platform/documents/content-disposition.js';
import { readFirstSheetRows, type XlsxRow } from '../../platform/documents/xlsx-reader.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { loadDictionaryNames } from '../system/index.js';
import { chinaDate } from './export-format.js';
import * as repo from './import.repository.js';
import { resolveAccounts } from './import-accounts.js';
import { fieldLabel, IMPORT_COLUMNS, importErrorReport, isHeaderRow } from './import-columns.js';
import { holderKey, type ImportDictionaries, validateImportRows } from './import-validate.js';
import { isRegisterStaff } from './policy.js';
import { recordRegisterEvent } from './record-register-event.js';
import { lockCompany } from './register.repository.js';

export const IMPORT_MAX_ROWS = 200_000;
const ERRORS_IN_ANSWER = 1_000;

export interface RegisterImportRequest {
  db: Database;
  user: AuthUser;
  companyId: string;
  file: Buffer;
  registerDate?: string | undefined;
  basisReference?: string | undefined;
  /** The batch path code the upload came with (000000 or a product code), for the audit. */
  pathCode?: string | undefined;
  audit: AuditContext;
  now?: Date;
}

/** The data rows of the file (row 1 must be the template's header; blank rows are skipped). */
async function readRows(file: Buffer): Promise<{ rows: XlsxRow[]; errors: ImportRowError[] }> {
  const rows: XlsxRow[] = [];
  let header: XlsxRow | null = null;
  try {
    for await (const row of readFirstSheetRows(file)) {
      if (!header) header = row;
      else if (row.cells.some((c) => c !== '')) rows.push(row);
      if (rows.length > IMPORT_MAX_ROWS) break;
    }
  } catch (error) {
    throw new AppError('REGISTER_IMPORT_FILE_INVALID', {
      reason: error instanceof Error ? error.message.slice(0, 100) : '无法读取',
    });
  }
  const fail = (message: string) => ({ rows: [], errors: [{ row: 1, field: fieldLabel('file'), message }] });
  if (header?.rowNumber !== 1 || !isHeaderRow(header.cells)) {
    return fail(`第一行应为模板表头：${IMPORT_COLUMNS.map((c) => c.header).join('、')}`);
  }
  if (rows.length === 0) return fail('文件中没有股东数据');
  if (rows.length > IMPORT_MAX_ROWS) return fail(`一次最多导入${IMPORT_MAX_ROWS}行`);
  return { rows, errors: [] };
}

async function dictionariesOf(tx: Tx, tenantId: string): Promise<ImportDictionaries> {
  const codes = ['organTypeValidator', 'personCertType', 'productInfoIdType', 'natureOfShare'];
  const d = await loadDictionaryNames(tx, tenantId, codes);
  const get = (code: string) => d.get(code) ?? new Map<string, string>();
  return {
    certTypes: new Map([
      [1, get('organTypeValidator')],
      [2, get('personCertType')],
      [3, get('productInfoIdType')],
    ]),
    shareNatures: get('natureOfShare'),
  };
}

/** Thrown inside the transaction to roll it back with the row-level problems. */
class ImportRefused extends Error {
  constructor(
    readonly errors: ImportRowError[],
    readonly rowCount: number,
  ) {
    super('import refused');
  }
}

function occurredAtOf(request: RegisterImportRequest, now: Date): string {
  if (!request.registerDate) return now.toISOString();
  if (request.registerDate > chinaDate(now)) throw validationError('registerDate', '登记日期不能晚于今天');
  return new Date(`${request.registerDate}T00:00:00+08:00`).toISOString();
}

/**
 * 初始股东名册导入 (staff only): every row validated with the shared validators, duplicates
 * merged by the holder uniqueness key, holder accounts matched or opened, and one
 * `initialRegistration` event recorded through `recordRegisterEvent` — all in one transaction,
 * all or nothing. A file with any bad row changes nothing: 400 with every problem by row and
 * field and the error workbook, and a `register.import_rejected` audit row.
 */
export async function importInitialRegister(request: RegisterImportRequest): Promise<RegisterImportResult> {
  if (!isRegisterStaff(request.user)) throw new AppError('FORBIDDEN');
  const occurredAt = occurredAtOf(request, request.now ?? new Date());
  const read = await readRows(request.file);
  try {
    return await request.db.withTenant(request.user.tenantId, (tx) =>
      importInTransaction(tx, request, read, occurredAt),
    );
  } catch (error) {
    if (error instanceof ImportRefused) throw await refusal(request, error);
    throw error;
  }
}

/** Checks, matches accounts and records the event; throws ImportRefused (rolling back) on any bad row. */
async function importInTransaction(
  tx: Tx,
  request: RegisterImportRequest,
  read: { rows: XlsxRow[]; errors: ImportRowError[] },
  occurredAt: string,
): Promise<RegisterImportResult> {
  const { companyId } = request;
  const tenantId = request.user.tenantId;
  if (!(await lockCompany(tx, tenantId, companyId)))
    throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
  if (await repo.companyHasRegister(tx, companyId)) throw new AppError('REGISTER_IMPORT_ALREADY_REGISTERED');
  if (read.errors.length > 0) throw new ImportRefused(read.errors, 0);
  const checked = validateImportRows(read.rows, await dictionariesOf(tx, tenantId));
  const accounts = await resolveAccounts(tx, tenantId, checked.entries);
  const errors = [...checked.errors, ...accounts.errors];
  if (errors.length > 0) throw new ImportRefused(errors, checked.rowCount);
  const created = await repo.insertAccounts(tx, { tenantId, companyId, accounts: accounts.created });
  if (created !== accounts.created.length) throw new AppError('CONFLICT');
  const entries = checked.entries.map((e) => ({
    holderId: accounts.byKey.get(holderKey(e))!,
    shareNature: e.shareNature,
    quantity: e.quantity,
  }));
  const recorded = await recordRegisterEvent({
    tx,
    tenantId,
    companyId,
    event: {
      type: 'initialRegistration',
      entries,
      occurredAt,
      basis: { kind: 'other', reference: request.basisReference ?? '初始股东名册导入' },
    },
    actor: { ...request.audit, actorId: request.audit.actorId ?? null },
  });
  const result: RegisterImportResult = {
    companyId,
    rows: checked.rowCount,
    entries: entries.length,
    holders: accounts.byKey.size,
    createdAccounts: created,
    matchedAccounts: accounts.matched,
    issuedShares: entries.reduce((sum, e) => sum + e.quantity, 0n).toString(),
    seq: recorded.seq,
  };
  await writeAudit(tx, request.audit, {
    action: 'register.import',
    targetType: 'company',
    targetId: companyId,
    detail: { ...result, pathCode: request.pathCode ?? null },
  });
  return result;
}

/** Audits the refused file (its own transaction: the import's was rolled back) and builds the 400. */
async function refusal(request: RegisterImportRequest, refused: ImportRefused): Promise<AppError> {
  const order = (field: string) => IMPORT_COLUMNS.findIndex((c) => fieldLabel(c.key) === field);
  const errors = [...refused.errors].sort((a, b) => a.row - b.row || order(a.field) - order(b.field));
  await request.db.withTenant(request.user.tenantId, (tx) =>
    writeAudit(tx, request.audit, {
      action: 'register.import_rejected',
      targetType: 'company',
      targetId: request.companyId,
      detail: { rows: refused.rowCount, errors: errors.length, pathCode: request.pathCode ?? null },
    }),
  );
  const first = errors[0]!;
  const report = await importErrorReport(errors);
  return new AppError(
    'REGISTER_IMPORT_INVALID',
    { count: errors.length },
    {
      message: `导入文件有${errors.length}处错误，未导入任何数据。第${first.row}行 ${first.field}：${first.message}`,
      data: {
        errorCount: errors.length,
        errors: errors.slice(0, ERRORS_IN_ANSWER),
        report: {
          fileName: `股东名册导入错误报告_${chinaDate(request.now ?? new Date())}.xlsx`,
          contentType: XLSX_CONTENT_TYPE,
          base64: report.toString('base64'),
        },
      },
    },
  );
}
