import {
  type AttachmentPreview,
  PREVIEW_MAX_SHEET_COLUMNS,
  PREVIEW_MAX_SHEET_ROWS,
  PREVIEW_MAX_TEXT_CHARS,
} from '@rer/contracts';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { cellText } from '../../platform/documents/xlsx-reader.js';
import { detectCharset } from './file-types.js';
import { sanitizeHtml } from './html-sanitize.js';

/** Workbooks and documents larger than this are not parsed for preview (download instead). */
export const PREVIEW_MAX_PARSE_BYTES = 20 * 1024 * 1024;
/** At most this many sheets are shown. */
export const PREVIEW_MAX_SHEETS = 20;
/** Text files: only the start is read. */
export const PREVIEW_TEXT_BYTES = 512 * 1024;

type ExcelPreview = Extract<AttachmentPreview, { kind: 'excel' }>;
type TextPreview = Extract<AttachmentPreview, { kind: 'text' }>;

/**
 * The sheets of an .xlsx as text grids (what the cell shows: formula results, rich text joined,
 * dates as yyyy-mm-dd), each capped at PREVIEW_MAX_SHEET_ROWS × PREVIEW_MAX_SHEET_COLUMNS with
 * `truncated` set when cut. Hidden sheets are included (a reviewer must see everything).
 */
export async function excelPreview(bytes: Buffer, originalName: string): Promise<ExcelPreview> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: ExcelPreview['sheets'] = [];
  for (const sheet of workbook.worksheets.slice(0, PREVIEW_MAX_SHEETS)) {
    const rows: string[][] = [];
    let truncated = false;
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      if (rowNumber > PREVIEW_MAX_SHEET_ROWS) {
        truncated = true;
        return;
      }
      const values = row.values as unknown[];
      if (values.length - 1 > PREVIEW_MAX_SHEET_COLUMNS) truncated = true;
      const cells: string[] = [];
      for (let i = 1; i < Math.min(values.length, PREVIEW_MAX_SHEET_COLUMNS + 1); i++) {
        cells.push(cellText(values[i]));
      }
      while (rows.length < rowNumber - 1) rows.push([]);
      rows.push(cells);
    });
    const width = Math.max(0, ...rows.map((r) => r.length));
    sheets.push({
      name: sheet.name,
      rows: rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]),
      truncated,
    });
  }
  if (workbook.worksheets.length > PREVIEW_MAX_SHEETS && sheets.length > 0) sheets.at(-1)!.truncated = true;
  return { kind: 'excel', originalName, sheets };
}

/**
 * A .docx as sanitised HTML. Mammoth may not read files the document links to
 * (`externalFileAccess: false`); images become inline data, which the sanitiser admits only as
 * PNG/JPEG/GIF.
 */
export async function wordPreview(bytes: Buffer, originalName: string) {
  const result = await mammoth.convertToHtml({ buffer: bytes }, { externalFileAccess: false });
  return { kind: 'word' as const, originalName, html: sanitizeHtml(result.value) };
}

/** The start of a text file in its detected charset (UTF-8, GB18030, UTF-16 with BOM). */
export function textPreview(sample: Buffer, totalSize: number, originalName: string): TextPreview {
  const charset = detectCharset(sample) ?? 'utf-8';
  let text = new TextDecoder(charset).decode(sample);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let truncated = totalSize > sample.length;
  if (text.length > PREVIEW_MAX_TEXT_CHARS) {
    text = text.slice(0, PREVIEW_MAX_TEXT_CHARS);
    truncated = true;
  } else if (truncated) {
    // The sample may end inside a character: drop the replacement character the cut produced.
    text = text.replace(/\uFFFD+$/, '');
  }
  return { kind: 'text', originalName, text, charset, truncated };
}
