import { type LedgerReceipt, sha256Hash, toHex } from '@rer/domain';
import type { HoldingCertificateVerification, LedgerLatest } from './types';
import { verifyReceiptInBrowser } from './verify';

/** The SHA-256 of a file's bytes, in this browser (the file never leaves it; the domain's hash). */
export async function fileSha256(file: Blob): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('文件读取失败'));
    reader.readAsArrayBuffer(file);
  });
  return toHex(sha256Hash(new Uint8Array(bytes)));
}

const entryBody = (receipt: LedgerReceipt): Record<string, unknown> => {
  try {
    const parsed = JSON.parse(receipt.entry) as { body?: Record<string, unknown> };
    return parsed.body ?? {};
  } catch {
    return {};
  }
};

export interface CertificateCheck {
  ok: boolean;
  /** Why it fails (Chinese), null when it verifies. */
  reason: string | null;
}

/**
 * A certificate's answer checked here (ADR 76): the receipt of its facts verifies against the
 * platform's signed checkpoint and commits to the stated total; when a file was given, the
 * receipt of its document entry verifies too and commits to exactly this file's SHA-256 and to
 * these facts.
 */
export async function checkCertificate(
  answer: HoldingCertificateVerification,
  latest: LedgerLatest,
  fileHash: string | null,
): Promise<CertificateCheck> {
  const facts = answer.facts.receipt;
  if (!facts) return { ok: false, reason: '该证明的存证凭证尚未生成' };
  const factsReport = await verifyReceiptInBrowser(facts, { latest });
  if (!factsReport.ok) return { ok: false, reason: `证明事实的存证凭证核验失败：${factsReport.reason}` };
  const holding = entryBody(facts).holding as { total?: { held?: unknown } } | undefined;
  if (holding?.total?.held !== answer.holding.total.held)
    return { ok: false, reason: '证明所载持股数量与存证记录不一致' };
  if (fileHash === null) return { ok: true, reason: null };
  const document = answer.document?.receipt;
  if (!document) return { ok: false, reason: '该证明的PDF文件尚未存证' };
  const documentReport = await verifyReceiptInBrowser(document, { latest });
  if (!documentReport.ok) return { ok: false, reason: `PDF文件的存证凭证核验失败：${documentReport.reason}` };
  const body = entryBody(document);
  if (body.sha256 !== fileHash || body.factsLeafHash !== answer.facts.leafHash)
    return { ok: false, reason: '文件与存证记录不一致：文件内容已被修改' };
  return { ok: true, reason: null };
}
