import type { Writable } from 'node:stream';
import { writePdfTable } from '../../platform/documents/pdf-table.js';
import { openXlsxTable, type XlsxCell } from '../../platform/documents/xlsx-writer.js';
import { maskCertificateNo } from '../holder-search/index.js';
import type { CompanyHeader, RegisterLine } from './export.repository.js';
import { groupDigits, sharePercent, sharesCell } from './export-format.js';

/** 股东名册 as of a date, or the holder list (export button of 550001). */
export type RegisterDocumentKind = 'register' | 'holderList';

export interface RegisterDocument {
  kind: RegisterDocumentKind;
  company: CompanyHeader;
  /** The date the register stands at (China calendar day). */
  asOf: string;
  generatedAt: string;
  lineCount: number;
  holderCount: number;
  lines: AsyncIterable<RegisterLine> | Iterable<RegisterLine>;
  /** Personal ID numbers masked (the enterprise's own copy); staff see them whole. */
  maskPersonal: boolean;
  names: { certType: (line: RegisterLine) => string; shareNature: (key: string) => string };
}

const ORGAN_TYPES: Record<number, string> = { 1: '机构', 2: '个人', 3: '产品' };
const HISTORY_NOTE =
  '说明：本名册依据登记系统只增不改的股份变动记录（登记事件）回放生成，反映截至日期北京时间当日终了时的登记状态；质押、冻结、限售数量为当时标记在册的数量。';

interface ColumnSpec {
  header: string;
  width: number;
  weight: number;
  align: 'left' | 'right' | 'center';
  numeric?: boolean;
}

function columnsOf(kind: RegisterDocumentKind): ColumnSpec[] {
  const col = (
    header: string,
    width: number,
    weight: number,
    align: ColumnSpec['align'],
    numeric = false,
  ) => ({
    header,
    width,
    weight,
    align,
    numeric,
  });
  return [
    col('序号', 8, 4, 'center'),
    col('股东名称', 36, 16, 'left'),
    ...(kind === 'holderList' ? [col('股东类型', 10, 5, 'center')] : []),
    col('证件类型', 18, 9, 'left'),
    col('证件号码', 24, 13, 'left'),
    col('股份性质', 14, 7, 'left'),
    col('持股数量', 16, 9, 'right', true),
    col('持股比例', 12, 7, 'right'),
    col('质押数量', 14, 8, 'right', true),
    col('冻结数量', 14, 8, 'right', true),
    col('限售数量', 14, 8, 'right', true),
    col('可用数量', 16, 9, 'right', true),
  ];
}

function titleOf(doc: RegisterDocument): string {
  return doc.kind === 'register' ? '股东名册' : '股东名单';
}

function headerLines(doc: RegisterDocument): string[] {
  const c = doc.company;
  return [
    `公司名称：${c.name}`,
    `统一社会信用代码：${c.creditCode ?? '—'}`,
    `截至日期：${doc.asOf}`,
    `总股本（股）：${groupDigits(c.issuedShares)}`,
    `股东人数：${doc.holderCount}`,
    `生成时间：${doc.generatedAt}`,
    HISTORY_NOTE,
  ];
}

/** The cells of one line; quantities as exact numbers (xlsx) or grouped digits (pdf). */
function cellsOf(doc: RegisterDocument, line: RegisterLine, n: number, shares: (v: bigint) => XlsxCell) {
  const available = line.held - line.pledged - line.frozen - line.locked;
  const certificateNo = doc.maskPersonal
    ? maskCertificateNo(line.certificateNo, line.organType)
    : line.certificateNo;
  return [
    n,
    line.holderName,
    ...(doc.kind === 'holderList' ? [ORGAN_TYPES[line.organType] ?? String(line.organType)] : []),
    doc.names.certType(line),
    certificateNo,
    doc.names.shareNature(line.shareNature),
    shares(line.held),
    sharePercent(line.held, doc.company.issuedShares),
    shares(line.pledged),
    shares(line.frozen),
    shares(line.locked),
    shares(available),
  ];
}

/** The lines, counting them and their shares on the way (the sum check of the footer). */
async function* counted(doc: RegisterDocument, totals: { lines: number; held: bigint }) {
  for await (const line of doc.lines) {
    totals.lines++;
    totals.held += line.held;
    yield line;
  }
}

function footerOf(doc: RegisterDocument, totals: { held: bigint }): string[] {
  const issued = doc.company.issuedShares;
  const check =
    totals.held === issued
      ? `核对：持股数量合计 ${groupDigits(totals.held)} 股，与总股本一致。`
      : `核对：持股数量合计 ${groupDigits(totals.held)} 股，与总股本 ${groupDigits(issued)} 股不一致，请核查。`;
  return [
    `合计：持股数量 ${groupDigits(totals.held)} 股，持股比例 ${sharePercent(totals.held, issued)}`,
    check,
  ];
}

/** Writes the document as a streamed workbook; answers the number of lines written. */
export async function writeRegisterXlsx(out: Writable, doc: RegisterDocument): Promise<number> {
  const columns = columnsOf(doc.kind);
  const table = await openXlsxTable(out, {
    sheetName: titleOf(doc),
    preamble: [[`${doc.company.name}${titleOf(doc)}`], ...headerLines(doc).map((l) => [l]), []],
    columns: columns.map((c) => ({
      header: c.header,
      width: c.width,
      ...(c.numeric ? { numFmt: '#,##0' } : {}),
    })),
  });
  const totals = { lines: 0, held: 0n };
  for await (const line of counted(doc, totals)) {
    await table.addRow(cellsOf(doc, line, totals.lines, sharesCell));
  }
  await table.finish([[], ...footerOf(doc, totals).map((l) => [l])]);
  return totals.lines;
}

/** Writes the document as an A4 PDF in the embedded Noto Sans SC; answers lines and pages. */
export async function writeRegisterPdf(out: Writable, doc: RegisterDocument) {
  const totals = { lines: 0, held: 0n };
  async function* rows() {
    for await (const line of counted(doc, totals)) {
      yield cellsOf(doc, line, totals.lines, groupDigits).map((c) => String(c));
    }
  }
  const { pages } = await writePdfTable(out, {
    title: `${doc.company.name}${titleOf(doc)}`,
    headerLines: headerLines(doc),
    runningHeader: `${doc.company.name}　${titleOf(doc)}　截至日期：${doc.asOf}`,
    columns: columnsOf(doc.kind).map((c) => ({ header: c.header, weight: c.weight, align: c.align })),
    rows: rows(),
    footerLines: () => footerOf(doc, totals),
  });
  return { lines: totals.lines, pages };
}
