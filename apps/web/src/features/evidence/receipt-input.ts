import { ledgerReceipt } from '@rer/contracts';
import type { LedgerReceipt } from '@rer/domain';

/** What a visitor hands the verification page: a receipt, or a link / hash naming an entry. */
export type ReceiptInput =
  | { kind: 'receipt'; receipt: LedgerReceipt }
  | { kind: 'hash'; leafHash: string }
  | { kind: 'error'; message: string };

const FIELD_LABELS: Record<string, string> = {
  version: '凭证版本（version）',
  origin: '日志来源（origin）',
  entry: '存证内容（entry）',
  leafIndex: '叶子序号（leafIndex）',
  leafHash: '叶子哈希（leafHash）',
  treeSize: '树大小（treeSize）',
  inclusionProof: '包含证明（inclusionProof）',
  checkpoint: '检查点（checkpoint）',
};

const HEX64 = /^[0-9a-fA-F]{64}$/;
const HAN = /[\u4e00-\u9fff]/;

/** The verification page's link for one entry (`hash` = the entry's leaf hash, the statement's chainHash). */
export const VERIFY_PATH = '/evidence/verify';
export const verifyLinkOf = (leafHash: string, origin = window.location.origin): string =>
  `${origin}${VERIFY_PATH}?hash=${leafHash}`;

function hashOfLink(text: string): string | null {
  try {
    const url = new URL(text);
    const hash = url.searchParams.get('hash') ?? url.pathname.split('/').at(-1) ?? '';
    return HEX64.test(hash) ? hash.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Reads a pasted text or a decoded QR code: receipt JSON (checked field by field, each problem naming
 * the field in Chinese), a verification link, or a bare 64-hex leaf hash.
 */
export function readReceiptInput(raw: string): ReceiptInput {
  const text = raw.trim();
  if (text === '') return { kind: 'error', message: '请粘贴存证凭证（JSON）或输入存证哈希' };
  if (HEX64.test(text)) return { kind: 'hash', leafHash: text.toLowerCase() };
  if (!text.startsWith('{')) {
    const hash = hashOfLink(text);
    if (hash) return { kind: 'hash', leafHash: hash };
    return {
      kind: 'error',
      message: '无法识别的内容：请提供存证凭证（JSON）、验证链接或64位十六进制存证哈希',
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'error', message: '存证凭证不是有效的JSON，请完整复制凭证内容' };
  }
  const result = ledgerReceipt.safeParse(parsed);
  if (result.success) return { kind: 'receipt', receipt: result.data };
  const issue = result.error.issues[0]!;
  const key = String(issue.path[0] ?? '');
  const label = FIELD_LABELS[key] ?? (key || '凭证');
  const at = issue.path.length > 1 ? `第${Number(issue.path[1]) + 1}项` : '';
  const missing = issue.code === 'invalid_type' && (parsed as Record<string, unknown>)?.[key] === undefined;
  if (missing) return { kind: 'error', message: `存证凭证缺少字段：${label}` };
  const why = HAN.test(issue.message) ? `：${issue.message}` : '';
  return { kind: 'error', message: `存证凭证字段${label}${at}格式不正确${why}` };
}
