import { bytesEqual, concatBytes, fromBase64, utf8 } from '../ledger/bytes.js';
import { parseSignedCheckpoint } from '../ledger/checkpoint.js';
import { sha256Hash } from '../ledger/hashes.js';
import type { Ed25519Verify } from '../ledger/note-keys.js';
import type { ServedConsensus } from './verify-node.js';

/**
 * Witness cosignatures (C2SP tlog-cosignature, ADR 87): a vote of role `witness` is the witness's
 * line `— <name> <base64(key hash ‖ timestamp ‖ Ed25519 signature)>` over
 * "cosignature/v1\ntime <t>\n" ‖ the checkpoint body. The verifier checks each against a key the
 * operator pinned — never one the node under test serves, which could be the forger's own.
 */

const EM_DASH = '\u2014';
const RAW_LENGTH = 4 + 8 + 64;

/** The 4-byte key hash of a cosignature: SHA-256(name ‖ 0x0A ‖ 0x04 ‖ key), first four bytes. */
export function cosignatureKeyHash(name: string, publicKeyRaw: Uint8Array): Uint8Array {
  return sha256Hash(concatBytes(utf8(name), Uint8Array.of(0x0a, 0x04), publicKeyRaw)).slice(0, 4);
}

/** What a witness signs: "cosignature/v1\ntime <t>\n" then the checkpoint body. */
export function cosignedMessage(timestamp: bigint, checkpointBody: string): Uint8Array {
  return utf8(`cosignature/v1\ntime ${timestamp}\n${checkpointBody}`);
}

export class WitnessKeyError extends Error {
  override name = 'WitnessKeyError';
}

/** `<name>=<base64 of the 32-byte Ed25519 public key>` (the verifier's `--witness-key`). */
export function parseWitnessKey(text: string): { name: string; publicKeyRaw: Uint8Array } {
  const at = text.indexOf('=');
  const name = at > 0 ? text.slice(0, at).trim() : '';
  const value = at > 0 ? text.slice(at + 1).trim() : '';
  if (!name || /\s/.test(name) || !value)
    throw new WitnessKeyError(`见证方公钥应写作 <名称>=<Base64公钥>：${text}`);
  let publicKeyRaw: Uint8Array;
  try {
    publicKeyRaw = fromBase64(value);
  } catch {
    throw new WitnessKeyError(`见证方 ${name} 的公钥不是有效的Base64`);
  }
  if (publicKeyRaw.length !== 32) throw new WitnessKeyError(`见证方 ${name} 的公钥应为32字节的Ed25519公钥`);
  return { name, publicKeyRaw };
}

export interface WitnessCheckOptions {
  /** The witnesses' public keys pinned by the operator, by witness name. */
  witnessKeys: ReadonlyMap<string, Uint8Array>;
  /** Fewer valid cosignatures than this at a height is a difference (0: none required). */
  minWitnesses: number;
  ed25519: Ed25519Verify;
}

export interface WitnessCheck {
  problems: string[];
  /** Witnesses whose cosignature verified with the pinned key. */
  valid: string[];
  /** Witnesses that cosigned but whose key nobody pinned: reported, not checked. */
  unknown: string[];
}

/** Every witness vote of a consensus state against the pinned keys, and the minimum count. */
export function checkWitnessVotes(c: ServedConsensus, options: WitnessCheckOptions): WitnessCheck {
  const at = `共识状态 ${c.height}`;
  const result: WitnessCheck = { problems: [], valid: [], unknown: [] };
  let body: string | null;
  try {
    body = parseSignedCheckpoint(c.checkpoint).body;
  } catch {
    body = null; // the block check names a malformed checkpoint; no cosignature can verify then
  }
  for (const vote of c.votes.filter((v) => v.role === 'witness')) {
    const key = options.witnessKeys.get(vote.voter);
    if (!key) {
      result.unknown.push(vote.voter);
      continue;
    }
    if (body !== null && cosignatureVerifies(vote, key, body, options.ed25519)) result.valid.push(vote.voter);
    else result.problems.push(`${at}：见证方 ${vote.voter} 的联署签名不能用指定的公钥验证`);
  }
  const count = new Set(result.valid).size;
  if (count < options.minWitnesses)
    result.problems.push(`${at}：有效的见证联署签名 ${count} 个，少于要求的 ${options.minWitnesses} 个`);
  return result;
}

function cosignatureVerifies(
  vote: { voter: string; signature: string },
  publicKeyRaw: Uint8Array,
  checkpointBody: string,
  ed25519: Ed25519Verify,
): boolean {
  const prefix = `${EM_DASH} ${vote.voter} `;
  if (!vote.signature.startsWith(prefix)) return false;
  let raw: Uint8Array;
  try {
    raw = fromBase64(vote.signature.slice(prefix.length));
  } catch {
    return false;
  }
  if (raw.length !== RAW_LENGTH || !bytesEqual(raw.slice(0, 4), cosignatureKeyHash(vote.voter, publicKeyRaw)))
    return false;
  const timestamp = new DataView(raw.buffer, raw.byteOffset + 4, 8).getBigUint64(0);
  return ed25519(publicKeyRaw, cosignedMessage(timestamp, checkpointBody), raw.slice(12));
}
