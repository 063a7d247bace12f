import { bytesEqual, fromHex, toHex, utf8 } from './bytes.js';
import { parseCanonicalJson } from './canonical-json.js';
import { parseSignedCheckpoint, type SignedCheckpoint } from './checkpoint.js';
import { type HashFn, leafHash, verifyInclusion } from './merkle.js';

/**
 * A receipt proves one ledger entry without trusting the platform's database: the entry's
 * canonical text, its position, the inclusion proof and the signed checkpoint whose root the
 * proof reaches. Hashes are lower-case hex; the checkpoint is the signed note text.
 */
export interface LedgerReceipt {
  version: 1;
  origin: string;
  entry: string;
  leafIndex: number;
  leafHash: string;
  treeSize: number;
  inclusionProof: string[];
  checkpoint: string;
}

export type ReceiptVerification =
  | { ok: true; checkpoint: SignedCheckpoint; isSignatureChecked: boolean }
  | { ok: false; reason: string };

/** Checks the signature(s) of the checkpoint with a trusted key; absent = not checked. */
export type CheckpointSignatureCheck = (checkpoint: SignedCheckpoint) => boolean;

const fail = (reason: string): ReceiptVerification => ({ ok: false, reason });

export function verifyReceipt(
  receipt: LedgerReceipt,
  hash: HashFn,
  verifySig?: CheckpointSignatureCheck,
): ReceiptVerification {
  if (receipt.version !== 1) return fail('凭证版本不受支持');
  let signed: SignedCheckpoint;
  try {
    signed = parseSignedCheckpoint(receipt.checkpoint);
    parseCanonicalJson(receipt.entry);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const cp = signed.checkpoint;
  if (cp.origin !== receipt.origin) return fail('凭证的来源与检查点不一致');
  if (cp.treeSize !== receipt.treeSize) return fail('凭证的树大小与检查点不一致');
  let expected: Uint8Array;
  let proof: Uint8Array[];
  try {
    expected = fromHex(receipt.leafHash);
    proof = receipt.inclusionProof.map(fromHex);
  } catch {
    return fail('凭证中的哈希格式不正确');
  }
  const computed = leafHash(hash, utf8(receipt.entry));
  if (!bytesEqual(computed, expected)) {
    return fail(`存证内容的哈希（${toHex(computed)}）与凭证记载的叶子哈希不一致`);
  }
  if (!verifyInclusion(hash, computed, receipt.leafIndex, receipt.treeSize, proof, cp.rootHash)) {
    return fail('包含证明校验失败：该条目不在检查点对应的默克尔树中');
  }
  if (verifySig && !verifySig(signed)) return fail('检查点签名校验失败');
  return { ok: true, checkpoint: signed, isSignatureChecked: verifySig !== undefined };
}
