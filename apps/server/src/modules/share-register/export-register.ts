import type { Writable } from 'node:stream';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../../platform/documents/content-disposition.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { loadDictionaryNames } from '../system/index.js';
import * as exports from './export.repository.js';
import {
  type RegisterDocument,
  type RegisterDocumentKind,
  writeRegisterPdf,
  writeRegisterXlsx,
} from './export-document.js';
import { chinaDate, chinaDateTime, documentFileName } from './export-format.js';
import { isRegisterStaff } from './policy.js';
import { mayViewCompanyRegister } from './register-access.js';
import { endOfChinaDay, registerAsOf } from './register-replay.js';

/** A PDF is buffered to number its pages; larger registers are exported as Excel. */
export const PDF_MAX_LINES = 20_000;

/** Where a register document goes (`streamInto`'s target). */
export interface ExportTarget {
  fileName: string;
  contentType: string;
}

export interface RegisterExportRequest {
  db: Database;
  user: AuthUser;
  companyId: string;
  /** The date (yyyy-MM-dd, China); absent: the register now. */
  asOf?: string | undefined;
  format: 'xlsx' | 'pdf';
  kind: RegisterDocumentKind;
  /** The file name's stem asked for (holder list `name`); default 股东名册 / 股东名单. */
  fileStem?: string | undefined;
  audit: AuditContext;
  /** Called once the document is sure to be produced: sets the reply's headers, answers its body. */
  open: (target: ExportTarget) => Writable;
  now?: Date;
}

type Lines = Pick<RegisterDocument, 'lines' | 'lineCount' | 'holderCount'> & { issuedShares: bigint };

/** The register as of a date: the projection when no later event exists, else the replay. */
async function linesOf(
  tx: Tx,
  request: RegisterExportRequest,
  header: exports.CompanyHeader,
): Promise<Lines> {
  const { companyId, asOf } = request;
  const tenantId = request.user.tenantId;
  const current =
    !asOf || header.lastOccurredMs === null || header.lastOccurredMs <= Date.parse(endOfChinaDay(asOf));
  if (current) {
    const counts = await exports.countHoldingLines(tx, companyId);
    return {
      lines: exports.streamHoldingLines(tx, companyId),
      lineCount: counts.lines,
      holderCount: counts.holders,
      issuedShares: header.issuedShares,
    };
  }
  const state = await registerAsOf({ tx, tenantId, companyId, date: asOf });
  const holdings = [...state.holdings.values()].filter((h) => h.held > 0n);
  const ids = [...new Set(holdings.map((h) => h.holderId))];
  const holders = new Map((await exports.findHolderIdentities(tx, tenantId, ids)).map((h) => [h.uuid, h]));
  const lines = holdings.map((h) => {
    const holder = holders.get(h.holderId)!;
    return { ...holder, ...h };
  });
  lines.sort((a, b) =>
    a.held !== b.held
      ? Number(b.held > a.held) - Number(b.held < a.held)
      : a.accountNumber.localeCompare(b.accountNumber) || a.shareNature.localeCompare(b.shareNature),
  );
  return { lines, lineCount: lines.length, holderCount: ids.length, issuedShares: state.issuedShares };
}

const CERT_DICTIONARIES: Record<number, string> = {
  1: 'organTypeValidator',
  2: 'personCertType',
  3: 'productInfoIdType',
};

async function namesOf(tx: Tx, tenantId: string): Promise<RegisterDocument['names']> {
  const codes = [...Object.values(CERT_DICTIONARIES), 'certificateType', 'natureOfShare'];
  const dicts = await loadDictionaryNames(tx, tenantId, codes);
  const name = (code: string, key: string) => dicts.get(code)?.get(key);
  return {
    certType: (line) =>
      name(CERT_DICTIONARIES[line.organType] ?? '', line.certType) ??
      name('certificateType', line.certType) ??
      line.certType,
    shareNature: (key) => name('natureOfShare', key) ?? key,
  };
}

/**
 * 出具股东名册: the register of a company as of a date as a streamed Excel workbook or an A4 PDF.
 * Staff, the enterprise for its current company or a member institution for a company it serves (personal ID numbers masked in its copy). The
 * export is audited (company, date, format, line count; no personal data) in the transaction
 * that reads the register; the file streams from a cursor, never whole in memory.
 */
export async function exportRegisterDocument(request: RegisterExportRequest): Promise<{ lines: number }> {
  const { db, user, companyId, format } = request;
  const now = request.now ?? new Date();
  return db.withTenant(user.tenantId, async (tx) => {
    if (!(await mayViewCompanyRegister(tx, user, companyId))) throw new AppError('FORBIDDEN');
    const header = await exports.findCompanyHeader(tx, user.tenantId, companyId);
    if (!header) throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
    const found = await linesOf(tx, request, header);
    if (format === 'pdf' && found.lineCount > PDF_MAX_LINES) {
      throw new AppError('REGISTER_EXPORT_TOO_LARGE', { rows: found.lineCount, limit: PDF_MAX_LINES });
    }
    const asOf = request.asOf ?? chinaDate(now);
    const doc: RegisterDocument = {
      kind: request.kind,
      company: { ...header, issuedShares: found.issuedShares },
      asOf,
      generatedAt: chinaDateTime(now),
      ...found,
      maskPersonal: !isRegisterStaff(user),
      names: await namesOf(tx, user.tenantId),
    };
    await writeAudit(tx, request.audit, {
      action: 'register.export',
      targetType: 'company',
      targetId: companyId,
      detail: { document: request.kind, asOf: request.asOf ?? null, format, rows: found.lineCount },
    });
    const stem = request.fileStem?.trim() || (request.kind === 'register' ? '股东名册' : '股东名单');
    const out = request.open({
      fileName: documentFileName([stem, header.shortName ?? header.name, asOf], format),
      contentType: format === 'pdf' ? PDF_CONTENT_TYPE : XLSX_CONTENT_TYPE,
    });
    const lines =
      format === 'pdf' ? (await writeRegisterPdf(out, doc)).lines : await writeRegisterXlsx(out, doc);
    return { lines };
  });
}
