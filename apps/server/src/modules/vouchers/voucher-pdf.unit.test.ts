import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderVoucherPdf, type VoucherInput } from './index.js';

// jsqr and pngjs (CommonJS; pngjs has no type definitions) are loaded and typed locally.
const require = createRequire(import.meta.url);
const jsQR = require('jsqr') as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;
const { PNG } = require('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

const dir = mkdtempSync(path.join(tmpdir(), 'rer-voucher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input: VoucherInput = {
  marketName: '演示股权交易中心',
  bizSn: 'YW202611210001',
  businessTypeName: '股权转让',
  companyName: '演示科技股份有限公司',
  applicant: '演示企业经办人',
  submittedAt: '2026-11-21 10:00:00',
  approvedAt: '2026-11-21 15:30:00',
  rows: [
    { label: '转让方', value: '演示投资者甲' },
    { label: '受让方', value: '演示投资者乙' },
    { label: '转让股数', value: '10,000' },
  ],
  timeline: [
    { node: '申请', actor: '演示企业经办人', action: '提交', time: '2026-11-21 10:00:00' },
    { node: '初审', actor: '初审员', action: '通过', time: '2026-11-21 11:00:00' },
    { node: '复审', actor: '复审员', action: '退回修改', time: '2026-11-21 12:00:00' },
  ],
  opinions: [{ node: '复审', actor: '复审员', opinion: '请补充转让协议签字页', time: '2026-11-21 12:00:00' }],
  receipt: 'https://example.test/verify?bizSn=YW202611210001&hash=ab12',
  printedAt: '2026-11-21 16:00:00',
};

function write(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe('voucher PDF', () => {
  it('renders an A4 PDF whose text (pdftotext) holds the biz_sn and the Chinese names', async () => {
    const pdf = await renderVoucherPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = write('voucher.pdf', pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'YW202611210001',
      '演示科技股份有限公司',
      '股权转让业务凭证',
      '演示股权交易中心',
      '请补充转让协议签字页',
      '退回修改',
      '转让股数',
    ]) {
      expect(text).toContain(expected);
    }
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1/);
  });

  it('draws the receipt as a QR code that decodes to the same text', async () => {
    const file = write('qr.pdf', await renderVoucherPdf(input));
    execFileSync('pdfimages', ['-png', file, path.join(dir, 'img')]);
    const image = readdirSync(dir).find((f) => f.startsWith('img') && f.endsWith('.png'));
    expect(image).toBeDefined();
    const png = PNG.sync.read(readFileSync(path.join(dir, image!)));
    const rgba = png.data;
    const decoded = jsQR(
      new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length),
      png.width,
      png.height,
    );
    expect(decoded?.data).toBe(input.receipt);
  });

  it('breaks long timelines over pages and shows 未办结 without an approval time', async () => {
    const long: VoucherInput = {
      ...input,
      approvedAt: null,
      receipt: undefined,
      timeline: Array.from({ length: 80 }, (_, i) => ({
        node: `环节${i + 1}`,
        actor: '经办人',
        action: '提交',
        time: '2026-11-21 10:00:00',
      })),
    };
    const file = write('long.pdf', await renderVoucherPdf(long));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('未办结');
    expect(text).toContain('环节80');
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).not.toMatch(/Pages:\s+1\n/);
  });
});
