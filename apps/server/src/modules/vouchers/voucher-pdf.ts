import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { notoSansSc, PDF_FONT_NAME } from '../../platform/documents/fonts.js';

/** What a business voucher (业务凭证) shows; the workflow fills it from an application. */
export interface VoucherInput {
  /** The market operator, e.g. 某某股权交易中心 (the tenant's name). */
  marketName: string;
  bizSn: string;
  businessTypeName: string;
  companyName: string;
  applicant: string;
  submittedAt: string;
  approvedAt: string | null;
  /** The business's own facts (转让股数, 受让方, …) in order. */
  rows: { label: string; value: string }[];
  timeline: { node: string; actor: string; action: string; time: string }[];
  opinions: { node: string; actor: string; opinion: string; time: string }[];
  /** Text encoded as a QR code in the corner (a verification link or the evidence receipt). */
  receipt?: string;
  /** When the voucher was produced; shown at the foot. */
  printedAt: string;
}

const BODY = `${PDF_FONT_NAME}-Regular`;
const BOLD = `${PDF_FONT_NAME}-Bold`;
const MARGIN = 50;
const FONT = 10;
const PAD = 4;
type Doc = PDFKit.PDFDocument;

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** A bordered row of cells (widths in points); a new page when it does not fit. Answers the new y. */
function row(doc: Doc, y: number, cells: string[], widths: number[], bold = false): number {
  doc.font(bold ? BOLD : BODY).fontSize(FONT);
  const height = Math.max(
    FONT + 2 * PAD + 4,
    ...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - 2 * PAD }) + 2 * PAD),
  );
  let top = y;
  if (top + height > doc.page.height - MARGIN - 20) {
    doc.addPage();
    top = MARGIN;
  }
  let x = MARGIN;
  cells.forEach((text, i) => {
    doc.rect(x, top, widths[i]!, height).stroke('#888888');
    doc.fillColor('#000000').text(text, x + PAD, top + PAD, { width: widths[i]! - 2 * PAD });
    x += widths[i]!;
  });
  return top + height;
}

function section(doc: Doc, y: number, title: string): number {
  let top = y + 12;
  if (top + 40 > doc.page.height - MARGIN) {
    doc.addPage();
    top = MARGIN;
  }
  doc.font(BOLD).fontSize(12).fillColor('#000000').text(title, MARGIN, top);
  return doc.y + 4;
}

function table(doc: Doc, y: number, headers: string[], weights: number[], body: string[][]): number {
  const sum = weights.reduce((s, w) => s + w, 0);
  const widths = weights.map((w) => (w / sum) * contentWidth(doc));
  let next = row(doc, y, headers, widths, true);
  if (body.length === 0) return row(doc, next, ['无'], [contentWidth(doc)]);
  for (const cells of body) next = row(doc, next, cells, widths);
  return next;
}

/**
 * The business voucher as an A4 PDF in the embedded Noto Sans SC (Chinese renders and extracts as
 * text without fonts on the reader's machine): title, the basic facts, the business rows, the
 * timeline across resubmission rounds, the opinions, and an optional QR code of `receipt`.
 */
export async function renderVoucherPdf(input: VoucherInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${input.businessTypeName}业务凭证 ${input.bizSn}`,
      Author: input.marketName,
      Creator: '区域性股权市场登记托管平台',
    },
  });
  doc.registerFont(BODY, notoSansSc('regular'));
  doc.registerFont(BOLD, notoSansSc('bold'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  if (input.receipt) {
    const png = await QRCode.toBuffer(input.receipt, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    doc.image(png, doc.page.width - MARGIN - 80, MARGIN - 10, { width: 80, height: 80 });
  }
  doc
    .font(BOLD)
    .fontSize(18)
    .text(input.marketName, MARGIN, MARGIN, { width: contentWidth(doc), align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(16)
    .text(`${input.businessTypeName}业务凭证`, { width: contentWidth(doc), align: 'center' });
  let y = Math.max(doc.y + 16, input.receipt ? MARGIN + 80 : 0);

  const half = contentWidth(doc) / 2;
  const pair = (a: [string, string], b: [string, string]) =>
    row(doc, y, [a[0], a[1], b[0], b[1]], [half * 0.35, half * 0.65, half * 0.35, half * 0.65]);
  y = pair(['业务流水号', input.bizSn], ['业务类型', input.businessTypeName]);
  y = row(doc, y, ['企业名称', input.companyName], [half * 0.35, contentWidth(doc) - half * 0.35]);
  y = pair(['申请人', input.applicant], ['提交时间', input.submittedAt]);
  y = pair(['办结时间', input.approvedAt ?? '未办结'], ['打印时间', input.printedAt]);

  if (input.rows.length > 0) {
    y = section(doc, y, '业务信息');
    for (const r of input.rows)
      y = row(doc, y, [r.label, r.value], [half * 0.7, contentWidth(doc) - half * 0.7]);
  }
  y = section(doc, y, '办理过程');
  y = table(
    doc,
    y,
    ['环节', '办理人', '操作', '时间'],
    [3, 2, 2, 3],
    input.timeline.map((t) => [t.node, t.actor, t.action, t.time]),
  );
  y = section(doc, y, '审核意见');
  y = table(
    doc,
    y,
    ['环节', '审核人', '意见', '时间'],
    [2, 2, 4, 2],
    input.opinions.map((o) => [o.node, o.actor, o.opinion, o.time]),
  );
  doc
    .font(BODY)
    .fontSize(9)
    .fillColor('#555555')
    .text(`本凭证由${input.marketName}登记托管系统生成，业务流水号 ${input.bizSn}。`, MARGIN, y + 16, {
      width: contentWidth(doc),
    });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
