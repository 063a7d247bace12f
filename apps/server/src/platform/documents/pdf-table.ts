import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { notoSansSc, PDF_FONT_NAME } from './fonts.js';

export interface PdfColumn {
  header: string;
  /** Share of the table width (the widths are scaled to fill it). */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfTableOptions {
  title: string;
  /** Lines under the title on the first page (the header block). */
  headerLines: string[];
  /** Repeated at the top of every following page, e.g. company and date. */
  runningHeader: string;
  columns: PdfColumn[];
  rows: AsyncIterable<string[]> | Iterable<string[]>;
  /** Lines after the table (totals, notes), asked for once every row is drawn. */
  footerLines?: () => string[];
  /** Document metadata. */
  author?: string;
}

const FONT_SIZE = 8;
const PADDING = 3;
const MARGIN = 36;
const BODY = `${PDF_FONT_NAME}-Regular`;
const BOLD = `${PDF_FONT_NAME}-Bold`;

type Doc = PDFKit.PDFDocument;

interface Layout {
  x: number[];
  widths: number[];
  bottom: number;
}

function layoutOf(doc: Doc, columns: PdfColumn[]): Layout {
  const total = doc.page.width - 2 * MARGIN;
  const sum = columns.reduce((s, c) => s + c.weight, 0);
  const widths = columns.map((c) => (c.weight / sum) * total);
  const x = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  // Room at the bottom for the page number.
  return { x, widths, bottom: doc.page.height - MARGIN - 14 };
}

function rowHeight(doc: Doc, layout: Layout, cells: string[]): number {
  const heights = cells.map(
    (text, i) => doc.heightOfString(text, { width: layout.widths[i]! - 2 * PADDING }) + 2 * PADDING,
  );
  return Math.max(FONT_SIZE + 2 * PADDING + 2, ...heights);
}

/** One row of bordered cells at `y`; answers its height. */
function drawRow(doc: Doc, layout: Layout, cells: string[], y: number, aligns: PdfColumn['align'][]): number {
  const height = rowHeight(doc, layout, cells);
  cells.forEach((text, i) => {
    doc.rect(layout.x[i]!, y, layout.widths[i]!, height).stroke('#999999');
    doc.fillColor('#000000').text(text, layout.x[i]! + PADDING, y + PADDING, {
      width: layout.widths[i]! - 2 * PADDING,
      align: aligns[i] ?? 'left',
    });
  });
  return height;
}

function headerRow(doc: Doc, layout: Layout, columns: PdfColumn[], y: number): number {
  doc.font(BOLD).fontSize(FONT_SIZE);
  const height = drawRow(
    doc,
    layout,
    columns.map((c) => c.header),
    y,
    columns.map(() => 'center'),
  );
  doc.font(BODY);
  return y + height;
}

/** `第 n 页 共 m 页` at the foot of every page (pages are buffered until the end). */
function numberPages(doc: Doc): number {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(BODY)
      .fontSize(FONT_SIZE)
      .text(`第 ${i + 1} 页 共 ${range.count} 页`, MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  return range.count;
}

/**
 * An A4 (landscape) PDF table in the embedded Noto Sans SC: title and header block, the column
 * headers repeated on every page, rows that wrap inside their cells, page numbers. Pages are
 * buffered to number them (`共 m 页`), so this suits documents of thousands of rows, not millions.
 */
export async function writePdfTable(out: Writable, options: PdfTableOptions): Promise<{ pages: number }> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: options.title, Author: options.author ?? '', Creator: '区域性股权市场登记托管平台' },
  });
  doc.registerFont(BODY, notoSansSc('regular'));
  doc.registerFont(BOLD, notoSansSc('bold'));
  doc.pipe(out);
  const layout = layoutOf(doc, options.columns);
  doc.font(BOLD).fontSize(16).text(options.title, { align: 'center' });
  doc.moveDown(0.5).font(BODY).fontSize(9);
  for (const line of options.headerLines) doc.text(line);
  doc.moveDown(0.5).fontSize(FONT_SIZE);
  const aligns = options.columns.map((c) => c.align);
  let y = headerRow(doc, layout, options.columns, doc.y);
  for await (const cells of options.rows) {
    if (y + rowHeight(doc, layout, cells) > layout.bottom) {
      doc.addPage();
      doc.font(BODY).fontSize(FONT_SIZE).text(options.runningHeader, MARGIN, MARGIN);
      y = headerRow(doc, layout, options.columns, doc.y + 4);
    }
    y += drawRow(doc, layout, cells, y, aligns);
  }
  doc.font(BODY).fontSize(9);
  doc.x = MARGIN;
  doc.y = y + 8;
  for (const line of options.footerLines?.() ?? []) doc.text(line, { width: doc.page.width - 2 * MARGIN });
  const pages = numberPages(doc);
  doc.end();
  await finished(out);
  return { pages };
}
