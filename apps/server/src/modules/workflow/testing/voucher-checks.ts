import { execFileSync } from 'node:child_process';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { chinaDateTime } from '../../../platform/documents/china-time.js';

/**
 * The 业务凭证 of the demo share transfer (2,000 shares from 演示投资者甲 to 大连演示制造有限公司,
 * 受让后股份性质 3), read back from the PDF with pdftotext.
 */
export function expectTransferVoucher(
  voucher: LightMyRequestResponse,
  bizSn: string,
  completedAt: string,
): void {
  expect(voucher.statusCode).toBe(200);
  expect(voucher.headers['content-type']).toBe('application/pdf');
  expect(voucher.headers['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent(`业务凭证_${bizSn}.pdf`)}`,
  );
  const pdfText = execFileSync('pdftotext', ['-', '-'], { input: voucher.rawPayload }).toString('utf8');
  expect(pdfText).toContain(bizSn);
  expect(pdfText).toContain('大连演示科技股份有限公司');
  // Dictionary keys are printed as their names, the receiving nature among them.
  expect(pdfText).toMatch(/转让类型\s*协议转让/);
  expect(pdfText).toMatch(/股份性质\s*境内自然人股/);
  expect(pdfText).toMatch(/受让后股份性质\s*境内法人股/);
  expect(pdfText).toMatch(/转让数量（股）\s*2,000\s/);
  // Times as a reader in China writes them, not as the database stores them.
  expect(pdfText).toContain(`办结时间\n\n${chinaDateTime(new Date(completedAt))}`);
  // Every step names its node, 创建 included (at 申请, the node it enters).
  expect(pdfText).toMatch(/申请\s+演示企业经办人\s+创建/);
  expect(pdfText).not.toMatch(/\+00|\d{2}:\d{2}:\d{2}\.\d{3}|\dT\d/);
}
