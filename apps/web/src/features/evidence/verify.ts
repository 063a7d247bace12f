import {
  bytesEqual,
  checkReceiptProof,
  fromHex,
  type HashFn,
  type LedgerReceipt,
  parseSignedCheckpoint,
  type SignedCheckpoint,
  toHex,
  verifyConsistency,
} from '@rer/domain';
import { hashFnOfOrigin } from './hash';
import { type CheckpointKey, checkCheckpointSignature, type SignatureOutcome } from './signature';
import type { LedgerConsistency, LedgerLatest } from './types';

export type StepKey = 'format' | 'leaf' | 'inclusion' | 'signature' | 'consistency';
/** `warn`: a step that could not be checked and does not fail the receipt (none at present). */
export type StepStatus = 'pass' | 'fail' | 'warn' | 'skip';

export interface VerificationStep {
  key: StepKey;
  status: StepStatus;
  detail: string;
}

export interface VerificationReport {
  ok: boolean;
  /** The first failure's reason (Chinese), null when the receipt verifies. */
  reason: string | null;
  steps: VerificationStep[];
  checkpoint: SignedCheckpoint | null;
}

export interface VerificationContext {
  /** The public `checkpoint/latest` answer: the signing key and the current checkpoint. */
  latest: LedgerLatest;
  /** The public consistency call; absent = the consistency step is skipped. */
  fetchConsistency?: (from: number, to: number) => Promise<LedgerConsistency>;
  subtle?: SubtleCrypto;
}

const STEP_ORDER: StepKey[] = ['format', 'leaf', 'inclusion', 'signature', 'consistency'];

function report(steps: VerificationStep[], checkpoint: SignedCheckpoint | null): VerificationReport {
  const done = new Set(steps.map((s) => s.key));
  const all = [
    ...steps,
    ...STEP_ORDER.filter((k) => !done.has(k)).map(
      (key): VerificationStep => ({ key, status: 'skip', detail: '未执行' }),
    ),
  ];
  const failed = all.find((s) => s.status === 'fail');
  const reason = failed?.detail ?? null;
  return { ok: reason === null, reason, steps: all, checkpoint };
}

const signatureStep = (outcome: SignatureOutcome, what: string): VerificationStep =>
  outcome.status === 'valid'
    ? { key: 'signature', status: 'pass', detail: `${what}由平台密钥签名（密钥标识 ${outcome.keyId}）` }
    : { key: 'signature', status: 'fail', detail: outcome.reason };

/**
 * The format, leaf and inclusion steps: the domain's `checkReceiptProof` (the same rules as
 * `verifyReceipt`), with the hash named by the receipt's origin; each step's detail explains it.
 */
function checkProofSteps(receipt: LedgerReceipt): {
  steps: VerificationStep[];
  signed: SignedCheckpoint | null;
  hash?: HashFn;
} {
  const algo = hashFnOfOrigin(receipt.origin);
  if (!algo) {
    const detail = `无法从日志来源（${receipt.origin}）识别哈希算法`;
    return { steps: [{ key: 'format', status: 'fail', detail }], signed: null };
  }
  const check = checkReceiptProof(receipt, algo.hash);
  const format: VerificationStep = {
    key: 'format',
    status: 'pass',
    detail: `日志 ${receipt.origin}，哈希算法 ${algo.alg.toUpperCase()}，第 ${receipt.leafIndex + 1} 条，检查点树大小 ${receipt.treeSize}`,
  };
  const leaf = (hex: string): VerificationStep => ({
    key: 'leaf',
    status: 'pass',
    detail: `重新计算的叶子哈希 ${hex} 与凭证一致`,
  });
  if (!check.ok) {
    // The steps before the failed one passed (a leaf that passed is the receipt's own hash).
    const before = [format, leaf(receipt.leafHash.toLowerCase())].slice(0, STEP_ORDER.indexOf(check.step));
    const failed: VerificationStep = { key: check.step, status: 'fail', detail: check.reason };
    return { steps: [...before, failed], signed: check.checkpoint };
  }
  const root = toHex(check.checkpoint.checkpoint.rootHash);
  const inclusion: VerificationStep = {
    key: 'inclusion',
    status: 'pass',
    detail: `经 ${check.proofLength} 个证明节点算得的根哈希 ${root} 与检查点一致`,
  };
  return {
    steps: [format, leaf(toHex(check.leafHash)), inclusion],
    signed: check.checkpoint,
    hash: algo.hash,
  };
}

async function checkConsistency(
  receipt: LedgerReceipt,
  signed: SignedCheckpoint,
  hash: HashFn,
  context: VerificationContext,
): Promise<VerificationStep> {
  const step = (status: StepStatus, detail: string): VerificationStep => ({
    key: 'consistency',
    status,
    detail,
  });
  const current = context.latest.checkpoint;
  if (!current) return step('fail', '平台尚无签名检查点，无法核对一致性');
  if (current.origin !== receipt.origin) {
    return step('fail', `凭证来自日志 ${receipt.origin}，不是本平台的日志 ${current.origin}`);
  }
  const receiptRoot = signed.checkpoint.rootHash;
  const currentRoot = fromHex(current.rootHash);
  if (receipt.treeSize === current.treeSize) {
    return bytesEqual(receiptRoot, currentRoot)
      ? step('pass', `凭证的检查点即平台当前最新检查点（树大小 ${current.treeSize}）`)
      : step('fail', `凭证检查点的根哈希与平台同样大小（${current.treeSize}）的检查点不一致`);
  }
  if (receipt.treeSize > current.treeSize) {
    return step(
      'fail',
      `凭证的检查点（树大小 ${receipt.treeSize}）比平台最新检查点（树大小 ${current.treeSize}）还新`,
    );
  }
  if (!context.fetchConsistency) return step('skip', '未核对与最新检查点的一致性');
  let answer: LedgerConsistency;
  try {
    answer = await context.fetchConsistency(receipt.treeSize, current.treeSize);
  } catch (error) {
    return step('fail', `无法获取一致性证明：${error instanceof Error ? error.message : String(error)}`);
  }
  // The latest checkpoint must itself carry the platform's signature, else the proof proves nothing.
  let latestSigned: SignedCheckpoint;
  try {
    latestSigned = parseSignedCheckpoint(current.note);
  } catch {
    return step('fail', '平台最新检查点的格式不正确');
  }
  const latestSig = await checkCheckpointSignature(latestSigned, context.latest, context.subtle);
  if (latestSig.status === 'invalid') return step('fail', `平台最新检查点：${latestSig.reason}`);
  let proof: Uint8Array[];
  try {
    proof = answer.proof.map(fromHex);
  } catch {
    return step('fail', '一致性证明中的哈希格式不正确');
  }
  if (
    !verifyConsistency(
      hash,
      receipt.treeSize,
      current.treeSize,
      receiptRoot,
      latestSigned.checkpoint.rootHash,
      proof,
    )
  ) {
    return step(
      'fail',
      `一致性证明校验失败：树大小 ${current.treeSize} 的最新检查点不是凭证检查点（树大小 ${receipt.treeSize}）的延续`,
    );
  }
  return step(
    'pass',
    `平台最新检查点（树大小 ${current.treeSize}）包含凭证检查点（树大小 ${receipt.treeSize}）的全部条目，未被改写`,
  );
}

/**
 * Verifies a receipt in the browser, step by step: format, leaf hash, inclusion proof (the domain's
 * `checkReceiptProof`, as in `verifyReceipt`, with SM3 or SHA-256 computed here), the checkpoint's
 * signature (Ed25519 by WebCrypto, or by the domain's pure verifier where the browser lacks it;
 * SM2 by the domain) and consistency with the platform's current checkpoint.
 */
export async function verifyReceiptInBrowser(
  receipt: LedgerReceipt,
  context: VerificationContext,
): Promise<VerificationReport> {
  const { steps, signed, hash } = checkProofSteps(receipt);
  if (!signed || !hash) return report(steps, signed);

  const key: CheckpointKey = context.latest;
  const sig = await checkCheckpointSignature(signed, key, context.subtle);
  steps.push(signatureStep(sig, '凭证的检查点'));
  if (sig.status === 'invalid') return report(steps, signed);

  steps.push(await checkConsistency(receipt, signed, hash, context));
  return report(steps, signed);
}
