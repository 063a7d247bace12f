import {
  type AttachmentPreview,
  PREVIEW_MAX_SHEET_COLUMNS,
  PREVIEW_MAX_SHEET_ROWS,
  PREVIEW_MAX_TEXT_CHARS,
} from '@rer/contracts';
import mammoth from 'mammoth';
import { openXlsxPackage, type XlsxPackage } from '../../platform/documents/xlsx-package.js';
import type { XlsxRow } from '../../platform/documents/xlsx-reader.js';
import { SheetParser } from '../../platform/documents/xlsx-sheet-parser.js';
import { ZipArchive, type ZipLimits } from '../../platform/documents/zip-reader.js';
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
 * What a preview may inflate (ADR 27): 64 MB in all, and no part over 1 MB declaring more than 100×
 * its compressed size (Apache POI's default too; real sheets compress 5–30×). An 800 KB workbook
 * that inflated to 200 MB took 39 s and 1.5 GB with exceljs.
 */
export const PREVIEW_ZIP_LIMITS: ZipLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 1024 * 1024,
};

type SheetGrid = ExcelPreview['sheets'][number];

/** The first rows of one worksheet, inflated as a stream and left as soon as they are read. */
async function sheetGrid(zip: ZipArchive, pkg: XlsxPackage, sheet: XlsxPackage['sheets'][number]) {
  const parser = new SheetParser(pkg);
  const rows: string[][] = [];
  let truncated = false;
  const take = (row: XlsxRow) => {
    if (row.rowNumber > PREVIEW_MAX_SHEET_ROWS) {
      truncated = true;
      return false;
    }
    if (row.cells.length > PREVIEW_MAX_SHEET_COLUMNS) truncated = true;
    while (rows.length < row.rowNumber - 1) rows.push([]);
    rows.push(row.cells.slice(0, PREVIEW_MAX_SHEET_COLUMNS));
    return true;
  };
  // Leaving the loop closes the stream: the rest of the sheet is never inflated.
  const takeAll = (done: XlsxRow[]) => done.every(take);
  let more = true;
  for await (const chunk of zip.stream(sheet.entry)) {
    more = takeAll(parser.push(chunk, false));
    if (!more) break;
  }
  if (more) takeAll(parser.push(Buffer.alloc(0), true));
  const width = Math.max(0, ...rows.map((r) => r.length));
  const grid: SheetGrid = {
    name: sheet.name,
    rows: rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]),
    truncated,
  };
  return grid;
}

/**
 * The sheets of an .xlsx as text grids (what the cell shows: formula results, rich text joined,
 * dates as yyyy-mm-dd), each capped at PREVIEW_MAX_SHEET_ROWS × PREVIEW_MAX_SHEET_COLUMNS with
 * `truncated` set when cut. Hidden sheets are included (a reviewer must see everything). Read with
 * the import's own reader under PREVIEW_ZIP_LIMITS: each sheet streamed until its first rows are
 * there, so a large sheet costs what is shown. Throws ZipLimitError beyond the limits.
 */
export async function excelPreview(bytes: Buffer, originalName: string): Promise<ExcelPreview> {
  const zip = new ZipArchive(bytes, PREVIEW_ZIP_LIMITS);
  const pkg = openXlsxPackage(zip);
  const sheets: SheetGrid[] = [];
  for (const sheet of pkg.sheets.slice(0, PREVIEW_MAX_SHEETS)) sheets.push(await sheetGrid(zip, pkg, sheet));
  if (pkg.sheets.length > PREVIEW_MAX_SHEETS && sheets.length > 0) sheets.at(-1)!.truncated = true;
  return { kind: 'excel', originalName, sheets };
}

/**
 * Inflates every part of a .docx under PREVIEW_ZIP_LIMITS before mammoth (JSZip) sees it: JSZip
 * trusts no declared size and would inflate a bomb whole. Throws ZipLimitError beyond the limits.
 */
export async function checkArchiveWithinLimits(bytes: Buffer): Promise<void> {
  const zip = new ZipArchive(bytes, PREVIEW_ZIP_LIMITS);
  for (const entry of zip.list()) {
    if (entry.name.endsWith('/')) continue;
    for await (const _chunk of zip.stream(entry)) {
      // counted and checked by the archive
    }
  }
}

/**
 * A .docx as sanitised HTML. Mammoth may not read files the document links to
 * (`externalFileAccess: false`); images become inline data, which the sanitiser admits only as
 * PNG/JPEG/GIF.
 */
export async function wordPreview(bytes: Buffer, originalName: string) {
  await checkArchiveWithinLimits(bytes);
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
