import { once } from 'node:events';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { notoSansSc, PDF_FONT_NAME } from '../../platform/documents/fonts.js';

/**
 * One voucher of a custody application (001 §3.6, ADR 51) as blocks a template lists: label/value
 * pairs, paragraphs, a table whose rows may be many (the shareholder register of 10,000 holders is
 * drawn row by row while the PDF streams out), and signature lines.
 */
export type VoucherBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; rows: readonly (readonly [string, string])[] }
  | { kind: 'text'; text: string; size?: number }
  /** A QR code of `text` (a verification link) with its caption beside it (ADR 76). */
  | { kind: 'qr'; text: string; caption: string }
  | {
      kind: 'table';
      columns: readonly { header: string; weight: number; align?: 'left' | 'right' | 'center' }[];
      rows: Iterable<string[]>;
      /** Lines after the last row (totals), asked for once every row is drawn. */
      footer?: () => string[];
    }
  | { kind: 'signatures'; lines: readonly string[] };

export interface VoucherDocument {
  title: string;
  /** Under the title: market, biz_sn, the date the voucher was generated. */
  subtitle: string;
  /** Repeated at the top of every following page. */
  runningHeader: string;
  author: string;
  blocks: readonly VoucherBlock[];
}

const BODY = `${PDF_FONT_NAME}-Regular`;
const BOLD = `${PDF_FONT_NAME}-Bold`;
const MARGIN = 50;
const FONT = 9;
const PAD = 3;
/** Bytes the PDF may hold unread before drawing waits for the reader (bounded memory). */
const HIGH_WATER = 256 * 1024;
type Doc = PDFKit.PDFDocument;

/**
 * pdfkit keeps the layout of every distinct text run (`layoutCache` of each embedded font) for the
 * document's life: with a holder's name and number per row it grows with the register. Emptied at
 * each page, it still serves the page's repeated texts (headers, natures) and memory stays bounded
 * (turning it off, `fontLayoutCache: false`, doubled the time of a 10,000-row register).
 */
function forgetLayouts(doc: Doc): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })
    ._fontFamilies;
  for (const font of Object.values(families ?? {}))
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
}

class Writer {
  y = MARGIN;
  page = 1;
  constructor(
    readonly doc: Doc,
    private readonly runningHeader: string,
  ) {}

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - 16;
  }

  private footer(): void {
    const { doc } = this;
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(BODY)
      .fontSize(8)
      .fillColor('#555555')
      .text(`第 ${this.page} 页`, MARGIN, doc.page.height - MARGIN, {
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = keep;
  }

  /** Ends the page (its number at the foot) and lets the reader take what is written. */
  async newPage(): Promise<void> {
    this.footer();
    this.doc.addPage();
    this.page += 1;
    this.doc
      .font(BODY)
      .fontSize(8)
      .fillColor('#555555')
      .text(this.runningHeader, MARGIN, MARGIN - 20);
    this.y = MARGIN;
    forgetLayouts(this.doc);
    while (this.doc.readableLength > HIGH_WATER) await once(this.doc, 'data');
  }

  async room(height: number): Promise<void> {
    if (this.y + height > this.bottom) await this.newPage();
  }

  finish(): void {
    this.footer();
  }
}

function cellsHeight(doc: Doc, cells: readonly string[], widths: readonly number[]): number {
  doc.font(BODY).fontSize(FONT);
  return Math.max(
    FONT + 2 * PAD + 4,
    ...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - 2 * PAD }) + 2 * PAD),
  );
}

async function drawRow(
  w: Writer,
  cells: readonly string[],
  widths: readonly number[],
  options: { bold?: boolean; aligns?: readonly (string | undefined)[]; onBreak?: () => Promise<void> } = {},
): Promise<void> {
  const { doc } = w;
  const height = cellsHeight(doc, cells, widths);
  if (w.y + height > doc.page.height - MARGIN - 16) {
    await w.newPage();
    await options.onBreak?.();
  }
  doc.font(options.bold ? BOLD : BODY).fontSize(FONT);
  let x = MARGIN;
  cells.forEach((text, i) => {
    doc.rect(x, w.y, widths[i]!, height).stroke('#888888');
    doc.fillColor('#000000').text(text, x + PAD, w.y + PAD, {
      width: widths[i]! - 2 * PAD,
      align: (options.aligns?.[i] as 'left' | 'right' | 'center' | undefined) ?? 'left',
    });
    x += widths[i]!;
  });
  w.y += height;
}

async function drawTable(w: Writer, block: Extract<VoucherBlock, { kind: 'table' }>): Promise<void> {
  const sum = block.columns.reduce((s, c) => s + c.weight, 0);
  const widths = block.columns.map((c) => (c.weight / sum) * w.width);
  const header = () =>
    drawRow(
      w,
      block.columns.map((c) => c.header),
      widths,
      { bold: true, aligns: block.columns.map(() => 'center') },
    );
  await header();
  const aligns = block.columns.map((c) => c.align);
  let any = false;
  for (const cells of block.rows) {
    any = true;
    await drawRow(w, cells, widths, { aligns, onBreak: header });
  }
  if (!any) await drawRow(w, ['无'], [w.width]);
  for (const line of block.footer?.() ?? []) await paragraph(w, line);
}

async function paragraph(w: Writer, text: string, options: { bold?: boolean; size?: number } = {}) {
  const { doc } = w;
  doc
    .font(options.bold ? BOLD : BODY)
    .fontSize(options.size ?? 10)
    .fillColor('#000000');
  const height = doc.heightOfString(text, { width: w.width, lineGap: 3 });
  await w.room(height + 6);
  doc.text(text, MARGIN, w.y + 6, { width: w.width, lineGap: 3 });
  w.y = doc.y;
}

const QR_SIZE = 96;

async function drawQr(w: Writer, block: Extract<VoucherBlock, { kind: 'qr' }>): Promise<void> {
  const png = await QRCode.toBuffer(block.text, { errorCorrectionLevel: 'M', margin: 1, width: 288 });
  await w.room(QR_SIZE + 12);
  const { doc } = w;
  const top = w.y + 6;
  doc.image(png, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font(BODY)
    .fontSize(9)
    .fillColor('#000000')
    .text(block.caption, MARGIN + QR_SIZE + 12, top + 4, { width: w.width - QR_SIZE - 12, lineGap: 3 });
  w.y = Math.max(top + QR_SIZE, doc.y) + 6;
}

async function drawBlock(w: Writer, block: VoucherBlock): Promise<void> {
  switch (block.kind) {
    case 'heading':
      await w.room(40);
      await paragraph(w, block.text, { bold: true, size: 12 });
      w.y += 4;
      return;
    case 'fields':
      for (const [label, value] of block.rows)
        await drawRow(w, [label, value], [w.width * 0.3, w.width * 0.7]);
      return;
    case 'text':
      await paragraph(w, block.text, block.size === undefined ? {} : { size: block.size });
      return;
    case 'qr':
      await drawQr(w, block);
      return;
    case 'table':
      await drawTable(w, block);
      return;
    case 'signatures':
      w.y += 12;
      for (const line of block.lines) await paragraph(w, line);
      return;
  }
}

/**
 * Renders a voucher as an A4 PDF in the embedded Noto Sans SC, streamed: the answer's `stream` is
 * read by the caller (the object storage) while pages are drawn, and drawing waits when more than
 * 256 KB are unread, so a register of any size is written in bounded memory (no buffered pages:
 * each page is numbered 第 n 页 as it ends). `done` settles with the page count once all is drawn.
 */
export function streamVoucherDocument(input: VoucherDocument): {
  stream: Readable;
  done: Promise<{ pages: number }>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: input.title, Author: input.author, Creator: '区域性股权市场登记托管平台' },
  });
  doc.registerFont(BODY, notoSansSc('regular'));
  doc.registerFont(BOLD, notoSansSc('bold'));
  const w = new Writer(doc, input.runningHeader);
  const done = (async () => {
    doc
      .font(BOLD)
      .fontSize(16)
      .fillColor('#000000')
      .text(input.title, MARGIN, MARGIN, { width: w.width, align: 'center' });
    doc.moveDown(0.3).font(BODY).fontSize(9).text(input.subtitle, { width: w.width, align: 'center' });
    w.y = doc.y + 10;
    for (const block of input.blocks) await drawBlock(w, block);
    w.finish();
    const pages = w.page;
    doc.end();
    return { pages };
  })();
  done.catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream: doc, done };
}
