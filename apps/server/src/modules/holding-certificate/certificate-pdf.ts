import type { LedgerReceipt } from '@rer/domain';
import { chinaDateTime } from '../../platform/documents/china-time.js';
import { groupedQuantity } from '../../platform/documents/digits.js';
import { maskCertificateNo } from '../holder-search/index.js';
import { streamVoucherDocument, type VoucherBlock, type VoucherDocument } from '../vouchers/index.js';
import type { CertificateFacts } from './certificate-request.js';

/** The receipt's root hash as the checkpoint note states it (line 3, base64). */
function checkpointRoot(note: string): string {
  return note.split('\n')[2] ?? '';
}

export interface CertificateDocumentInput {
  facts: CertificateFacts;
  receipt: LedgerReceipt;
  /** The absolute link of the QR code: /evidence/verify of this certificate's entry. */
  verifyUrl: string;
  /** 股份性质 key → name (the natureOfShare dictionary). */
  natureName: (key: string) => string;
}

/**
 * The certificate as the voucher renderer's blocks: what it certifies (holder, company, date),
 * the holding per share nature with its encumbrances, then the evidence: the ledger receipt of
 * its facts in full (pasteable into /evidence/verify) and the QR code of the verification link.
 */
export function certificateDocument(input: CertificateDocumentInput): VoucherDocument {
  const { facts } = input;
  return {
    title: '持股证明',
    subtitle: `${facts.issuer}　证明编号 ${facts.certificateNo}`,
    runningHeader: `持股证明 ${facts.certificateNo}`,
    author: facts.issuer,
    blocks: [
      ...holdingBlocks(input),
      ...evidenceBlocks(input),
      {
        kind: 'signatures',
        lines: [`开具机构：${facts.issuer}`, `开具时间：${chinaDateTime(new Date(facts.issuedAt))}`],
      },
    ],
  };
}

const shares = (value: string) => `${groupedQuantity(value)} 股`;

/** What it certifies: the holder, the company, the date, the totals and the lines per nature. */
function holdingBlocks({ facts, natureName }: CertificateDocumentInput): VoucherBlock[] {
  const { holder, company, holding } = facts;
  return [
    {
      kind: 'text',
      text: `兹证明：截至${facts.asOf}日终，下列登记账户在${company.name}股东名册中的持股情况如下（依据本机构登记的股东名册）。`,
    },
    {
      kind: 'fields',
      rows: [
        ['持有人名称', holder.holderName],
        ['登记账号', holder.accountNumber],
        ['证件号码', maskCertificateNo(holder.idNumber, Number(holder.organType))],
        ['企业名称', company.name],
        ['统一社会信用代码', company.creditCode || '—'],
        ['证明日期', `${facts.asOf}日终`],
        ['持股总数', shares(holding.total.held)],
        ['占总股本比例', `${holding.ratio}%（总股本 ${shares(holding.issuedShares)}）`],
        ['其中：质押', shares(holding.total.pledged)],
        ['其中：司法冻结', shares(holding.total.frozen)],
        ['其中：限售锁定', shares(holding.total.locked)],
        ['可用（无权利限制）', shares(holding.total.available)],
      ],
    },
    { kind: 'heading', text: '持股明细' },
    {
      kind: 'table',
      columns: [
        { header: '股份性质', weight: 3 },
        ...['持股数量', '质押数量', '冻结数量', '锁定数量', '可用数量'].map((header) => ({
          header,
          weight: 3,
          align: 'right' as const,
        })),
      ],
      rows: holding.lines.map((l) => [
        natureName(l.shareNature),
        ...[l.held, l.pledged, l.frozen, l.locked, l.available].map((q) => groupedQuantity(q)),
      ]),
    },
  ];
}

/** The evidence: the facts entry's receipt (its identifiers, the QR link, the whole receipt). */
function evidenceBlocks({ facts, receipt, verifyUrl }: CertificateDocumentInput): VoucherBlock[] {
  return [
    { kind: 'heading', text: '存证信息' },
    {
      kind: 'fields',
      rows: [
        ['证明编号', facts.certificateNo],
        ['业务流水号', facts.bizSn],
        ['存证哈希（叶子哈希）', receipt.leafHash],
        ['存证序号', String(receipt.leafIndex + 1)],
        ['检查点', `${receipt.origin}，树大小 ${receipt.treeSize}`],
        ['检查点根哈希', checkpointRoot(receipt.checkpoint)],
      ],
    },
    {
      kind: 'qr',
      text: verifyUrl,
      caption: `扫描二维码或访问 ${verifyUrl} 核验本证明：所载事实已记入${facts.issuer}的存证账本并由其签名检查点覆盖；亦可在核验页选择本PDF文件核验，文件内容有任何改动都将核验失败。`,
    },
    { kind: 'heading', text: '存证凭证' },
    { kind: 'text', size: 6, text: JSON.stringify(receipt) },
  ];
}

/** The certificate's PDF bytes (one or two pages: rendered whole, then stored and hashed). */
export async function renderCertificatePdf(input: CertificateDocumentInput): Promise<Buffer> {
  const { stream, done } = streamVoucherDocument(certificateDocument(input));
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  await Promise.all([done, ended]);
  return Buffer.concat(chunks);
}
