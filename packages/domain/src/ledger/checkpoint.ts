import { concatBytes, fromBase64, toBase64, utf8 } from './bytes.js';

/**
 * Checkpoints in the C2SP tlog-checkpoint format, a C2SP signed note: the body is the origin
 * line, the tree size in decimal, the base64 root hash (each ending in a newline); then an empty
 * line and one signature line per signer, `— <key name> <base64(key hash[4] ‖ signature)>`.
 */
export interface Checkpoint {
  origin: string;
  treeSize: number;
  rootHash: Uint8Array;
  /** Optional extension lines after the root hash (none written by this platform). */
  extensions: string[];
}

export interface NoteSignature {
  keyName: string;
  keyHash: Uint8Array;
  signature: Uint8Array;
}

export interface SignedCheckpoint {
  checkpoint: Checkpoint;
  /** The exact signed body text (what each signature covers). */
  body: string;
  signatures: NoteSignature[];
}

const EM_DASH = '\u2014';

export function formatCheckpointBody(c: Checkpoint): string {
  if (!/^[^\s+]+$/.test(c.origin)) throw new Error('检查点来源行不能包含空白或加号');
  return `${c.origin}\n${c.treeSize}\n${toBase64(c.rootHash)}\n${c.extensions.map((e) => `${e}\n`).join('')}`;
}

export function formatSignatureLine(s: NoteSignature): string {
  if (s.keyHash.length !== 4) throw new Error('签名密钥哈希必须是4个字节');
  return `${EM_DASH} ${s.keyName} ${toBase64(concatBytes(s.keyHash, s.signature))}\n`;
}

export function formatSignedCheckpoint(body: string, signatures: NoteSignature[]): string {
  return `${body}\n${signatures.map(formatSignatureLine).join('')}`;
}

export class CheckpointFormatError extends Error {
  override name = 'CheckpointFormatError';
}

export function parseCheckpointBody(body: string): Checkpoint {
  if (!body.endsWith('\n')) throw new CheckpointFormatError('检查点格式不正确：正文须以换行结尾');
  const lines = body.slice(0, -1).split('\n');
  const [origin, size, root, ...extensions] = lines;
  if (!origin || !/^[^\s+]+$/.test(origin)) throw new CheckpointFormatError('检查点格式不正确：来源行');
  if (!size || !/^(0|[1-9][0-9]*)$/.test(size) || !Number.isSafeInteger(Number(size))) {
    throw new CheckpointFormatError('检查点格式不正确：树大小');
  }
  let rootHash: Uint8Array;
  try {
    rootHash = fromBase64(root ?? '');
  } catch {
    throw new CheckpointFormatError('检查点格式不正确：根哈希');
  }
  if (rootHash.length === 0 || extensions.some((e) => e.length === 0)) {
    throw new CheckpointFormatError('检查点格式不正确：根哈希或扩展行');
  }
  return { origin, treeSize: Number(size), rootHash, extensions };
}

/** Splits a signed note at its last blank line and parses the body and each signature line. */
export function parseSignedCheckpoint(text: string): SignedCheckpoint {
  const at = text.lastIndexOf('\n\n');
  if (at < 0 || !text.endsWith('\n')) throw new CheckpointFormatError('检查点格式不正确：缺少签名');
  const body = text.slice(0, at + 1);
  const signatures = text
    .slice(at + 2, -1)
    .split('\n')
    .map((line): NoteSignature => {
      const m = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/.exec(line);
      if (!m) throw new CheckpointFormatError('检查点格式不正确：签名行');
      let raw: Uint8Array;
      try {
        raw = fromBase64(m[2]!);
      } catch {
        throw new CheckpointFormatError('检查点格式不正确：签名');
      }
      if (raw.length < 5) throw new CheckpointFormatError('检查点格式不正确：签名过短');
      return { keyName: m[1]!, keyHash: raw.slice(0, 4), signature: raw.slice(4) };
    });
  // Never empty: split gives at least one line, and an empty line is refused above as a signature line.
  return { checkpoint: parseCheckpointBody(body), body, signatures };
}

/** Ed25519 key hash of C2SP signed-note: first 4 bytes of SHA-256(name ‖ 0x0A ‖ 0x01 ‖ key). */
export function ed25519KeyHashInput(keyName: string, publicKey: Uint8Array): Uint8Array {
  return concatBytes(utf8(keyName), Uint8Array.of(0x0a, 0x01), publicKey);
}

/** The hash algorithm named by the origin's last path segment (`…/sm3` or `…/sha256`). */
export function hashAlgorithmOfOrigin(origin: string): 'sm3' | 'sha256' | null {
  const last = origin.split('/').at(-1);
  return last === 'sm3' || last === 'sha256' ? last : null;
}
