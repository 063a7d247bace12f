import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ZipWriter } from './zip-writer.js';

export type XlsxCell = string | number | null;

export interface XlsxColumn {
  header: string;
  /** Width in characters (a Chinese character counts about 2). */
  width: number;
  /** Excel number format of the column's numbers, e.g. `#,##0`. */
  numFmt?: string;
}

export interface XlsxTableOptions {
  sheetName: string;
  /** Rows above the table (title, header block); the first is set bold. */
  preamble: XlsxCell[][];
  columns: XlsxColumn[];
}

export interface XlsxTableWriter {
  addRow(cells: XlsxCell[]): Promise<void>;
  /** Rows after the table (totals, notes); then the workbook is finished and the stream ended. */
  finish(footer?: XlsxCell[][]): Promise<void>;
}

const BOLD = { bold: true } as const;

const PARTS = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  // Cell formats: 0 default, 1 bold, 2 `#,##0` (built-in number format 3).
  'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="宋体"/></font><font><b/><sz val="11"/><name val="宋体"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
};

const workbookXml = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Text for XML: markup characters escaped, characters XML 1.0 forbids dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** One `<row>`: strings inline, numbers as values (style 2 where the column asks for `#,##0`). */
function rowXml(
  rowNumber: number,
  cells: XlsxCell[],
  options: { bold?: boolean; numbered?: boolean[] },
): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((value, i) => {
    if (value === null || value === '') return;
    const ref = `${columnName(i)}${rowNumber}`;
    if (typeof value === 'number') {
      const style = options.numbered?.[i] ? ' s="2"' : '';
      xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
    } else {
      const style = options.bold ? ' s="1"' : '';
      xml += `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
    }
  });
  return `${xml}</row>`;
}

/**
 * A one-sheet table written as it is produced: a real stream (ZIP entries deflated straight
 * into `out` with backpressure), each row turned into XML once and never held, so a register of
 * 500,000 rows does not sit in memory. (exceljs's `WorkbookWriter` packs its ZIP with JSZip,
 * which keeps the whole workbook in memory until the end: 350 MB for 500,000 rows.)
 */
export async function openXlsxTable(out: Writable, options: XlsxTableOptions): Promise<XlsxTableWriter> {
  const zip = new ZipWriter(out);
  for (const [name, content] of Object.entries(PARTS)) await zip.addEntry(name, content);
  await zip.addEntry('xl/workbook.xml', workbookXml(options.sheetName));
  const sheet = await zip.openEntry('xl/worksheets/sheet1.xml');
  const cols = options.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  let buffer = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>${cols}</cols><sheetData>`;
  let rowNumber = 0;
  const numbered = options.columns.map((c) => c.numFmt !== undefined);
  const add = async (cells: XlsxCell[], bold = false) => {
    buffer += rowXml(++rowNumber, cells, { bold, numbered });
    if (buffer.length >= 65_536) {
      await sheet.write(buffer);
      buffer = '';
    }
  };
  for (const [i, cells] of options.preamble.entries()) await add(cells, i === 0);
  await add(
    options.columns.map((c) => c.header),
    true,
  );
  return {
    addRow: (cells) => add(cells),
    async finish(footer = []) {
      for (const cells of footer) await add(cells);
      await sheet.write(`${buffer}</sheetData></worksheet>`);
      await sheet.close();
      await zip.finish();
    },
  };
}

/** A small workbook built in memory (templates, error reports): sheets of plain rows. */
export async function smallWorkbook(
  sheets: { name: string; rows: XlsxCell[][]; widths: number[]; boldFirstRow?: boolean }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name);
    sheet.columns = s.widths.map((width) => ({ width }));
    for (const cells of s.rows) sheet.addRow(cells);
    if (s.boldFirstRow !== false) sheet.getRow(1).font = BOLD;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
