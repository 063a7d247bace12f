import { bytesEqual, fromHex, toHex, utf8 } from './bytes.js';
import { parseCanonicalJson } from './canonical-json.js';
import { parseSignedCheckpoint, type SignedCheckpoint } from './checkpoint.js';
import { type HashFn, leafHash, verifyInclusion } from './merkle.js';
import {
  type Ed25519Verify,
  type NoteVerifierKey,
  parseVerifierKey,
  verifyNoteSignatures,
} from './note-keys.js';

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

/**
 * Trusted keys as verifier-key strings (`<name>+<id>+<base64>`, Ed25519 or SM2, ADR 17) or parsed;
 * both are checked by the pure code here (`ed25519`: a faster synchronous Ed25519, e.g. Node's).
 */
export interface TrustedNoteKeys {
  verifierKeys: readonly (string | NoteVerifierKey)[];
  ed25519?: Ed25519Verify;
}

/** The steps of a receipt's own checks, in order; the first that fails ends the check. */
export type ReceiptCheckStep = 'format' | 'leaf' | 'inclusion';

/**
 * A receipt checked against its own checkpoint, the signature apart: the format (version, the
 * signed note, canonical entry, origin and tree size as the checkpoint's), the leaf hash
 * recomputed from the entry, and the inclusion proof up to the checkpoint's root. The browser's
 * step-by-step verification and `verifyReceipt` both use it, so the rules are written once.
 */
export type ReceiptProofCheck =
  | { ok: true; checkpoint: SignedCheckpoint; leafHash: Uint8Array; proofLength: number }
  | { ok: false; step: ReceiptCheckStep; reason: string; checkpoint: SignedCheckpoint | null };

export function checkReceiptProof(receipt: LedgerReceipt, hash: HashFn): ReceiptProofCheck {
  const fail = (step: ReceiptCheckStep, reason: string, checkpoint: SignedCheckpoint | null = null) =>
    ({ ok: false, step, reason, checkpoint }) as const;
  if (receipt.version !== 1) return fail('format', '凭证版本不受支持');
  let signed: SignedCheckpoint;
  try {
    signed = parseSignedCheckpoint(receipt.checkpoint);
    parseCanonicalJson(receipt.entry);
  } catch (error) {
    return fail('format', error instanceof Error ? error.message : String(error));
  }
  const cp = signed.checkpoint;
  if (cp.origin !== receipt.origin) return fail('format', '凭证的来源与检查点不一致');
  if (cp.treeSize !== receipt.treeSize) return fail('format', '凭证的树大小与检查点不一致');
  let expected: Uint8Array;
  let proof: Uint8Array[];
  try {
    expected = fromHex(receipt.leafHash);
    proof = receipt.inclusionProof.map(fromHex);
  } catch {
    return fail('leaf', '凭证中的哈希格式不正确', signed);
  }
  const computed = leafHash(hash, utf8(receipt.entry));
  if (!bytesEqual(computed, expected)) {
    const reason = `存证内容的哈希（${toHex(computed)}）与凭证记载的叶子哈希不一致：存证内容已被改动`;
    return fail('leaf', reason, signed);
  }
  if (!verifyInclusion(hash, computed, receipt.leafIndex, receipt.treeSize, proof, cp.rootHash)) {
    return fail('inclusion', '包含证明校验失败：该条目不在检查点对应的默克尔树中', signed);
  }
  return { ok: true, checkpoint: signed, leafHash: computed, proofLength: proof.length };
}

const fail = (reason: string): ReceiptVerification => ({ ok: false, reason });

export function verifyReceipt(
  receipt: LedgerReceipt,
  hash: HashFn,
  verifySig?: CheckpointSignatureCheck | TrustedNoteKeys,
): ReceiptVerification {
  const proof = checkReceiptProof(receipt, hash);
  if (!proof.ok) return fail(proof.reason);
  const signed = proof.checkpoint;
  if (typeof verifySig === 'function' && !verifySig(signed)) return fail('检查点签名校验失败');
  if (verifySig && typeof verifySig === 'object') {
    let keys: NoteVerifierKey[];
    try {
      keys = verifySig.verifierKeys.map((k) => (typeof k === 'string' ? parseVerifierKey(k) : k));
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    const outcome = verifyNoteSignatures(signed, keys, { ed25519: verifySig.ed25519 });
    if (!outcome.ok) return fail(outcome.reason);
  }
  return { ok: true, checkpoint: signed, isSignatureChecked: verifySig !== undefined };
}
