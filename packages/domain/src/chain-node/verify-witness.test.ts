import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toBase64 } from '../ledger/bytes.js';
import { formatCheckpointBody, formatSignedCheckpoint } from '../ledger/checkpoint.js';
import type { Ed25519Verify } from '../ledger/note-keys.js';
import type { ServedConsensus } from './verify-node.js';
import {
  checkWitnessVotes,
  cosignatureKeyHash,
  parseWitnessKey,
  type WitnessCheckOptions,
  WitnessKeyError,
} from './verify-witness.js';

/**
 * The verifier's witness check (ADR 87): each cosignature a node serves as a vote is checked with
 * the key the operator pinned; a changed byte or another key fails naming the witness and the
 * height, an unpinned witness is reported, and a minimum count can be required. The cosignatures
 * are made here as C2SP says (SHA-256 key hash, big-endian time, Ed25519 by node:crypto).
 */
const SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const ed25519: Ed25519Verify = (publicKey, message, signature) =>
  verify(
    null,
    message,
    createPublicKey({ key: Buffer.concat([SPKI, publicKey]), format: 'der', type: 'spki' }),
    signature,
  );

function witness(name: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  return { name, raw, privateKey };
}
const A = witness('witness-a.example');
const B = witness('witness-b.example');

const checkpointBody = formatCheckpointBody({
  origin: 'rer.test/ledger/000000/sm3',
  treeSize: 7,
  rootHash: new Uint8Array(32).fill(9),
  extensions: [],
});
const note = formatSignedCheckpoint(checkpointBody, [
  { keyName: 'rer.test/ledger/000000/sm3', keyHash: new Uint8Array(4), signature: new Uint8Array(64) },
]);

function cosign(w: { name: string; raw: Uint8Array; privateKey: KeyObject }, body = checkpointBody) {
  const time = Buffer.alloc(8);
  time.writeBigUInt64BE(1_764_400_000n);
  const keyHash = createHash('sha256')
    .update(Buffer.concat([Buffer.from(w.name), Buffer.from([0x0a, 0x04]), w.raw]))
    .digest()
    .subarray(0, 4);
  const message = Buffer.concat([Buffer.from('cosignature/v1\ntime 1764400000\n'), Buffer.from(body)]);
  const raw = Buffer.concat([keyHash, time, sign(null, message, w.privateKey)]);
  return `\u2014 ${w.name} ${raw.toString('base64')}`;
}

const consensus = (votes: { voter: string; signature: string }[]): ServedConsensus => ({
  height: 3,
  blockHash: 'h',
  treeSize: 7,
  treeRoot: 'r',
  entryRoot: 'e',
  signingKeys: [],
  checkpoint: note,
  votes: [
    { voter: 'rer.test/ledger/000000/sm3', role: 'market', signature: 'x' },
    ...votes.map((v) => ({ ...v, role: 'witness' as const })),
  ],
});
const pinned = (...ws: { name: string; raw: Uint8Array }[]): WitnessCheckOptions => ({
  witnessKeys: new Map(ws.map((w) => [w.name, w.raw])),
  minWitnesses: 0,
  ed25519,
});
const flip = (line: string, at: number) => {
  const prefix = line.slice(0, line.lastIndexOf(' ') + 1);
  const raw = Buffer.from(line.slice(prefix.length), 'base64');
  raw[at]! ^= 0x01;
  return prefix + raw.toString('base64');
};

describe('witness cosignatures in the consensus state', () => {
  it('the key hash is C2SP’s: SHA-256(name ‖ 0x0A ‖ 0x04 ‖ key), four bytes', () => {
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.from(A.name), Buffer.from([0x0a, 0x04]), A.raw]))
      .digest()
      .subarray(0, 4);
    expect(Buffer.from(cosignatureKeyHash(A.name, A.raw))).toEqual(expected);
  });

  it('a cosignature made with the pinned key verifies; the market’s own votes are not witness votes', () => {
    const c = consensus([{ voter: A.name, signature: cosign(A) }]);
    expect(checkWitnessVotes(c, pinned(A))).toEqual({ problems: [], valid: [A.name], unknown: [] });
    expect(checkWitnessVotes(c, { ...pinned(A), minWitnesses: 1 }).problems).toEqual([]);
  });

  it('a flipped byte of the signature, the time or the key hash fails naming the witness and the height', () => {
    for (const at of [0, 4, 11, 12, 75]) {
      const c = consensus([{ voter: A.name, signature: flip(cosign(A), at) }]);
      expect(checkWitnessVotes(c, pinned(A))).toEqual({
        problems: [`共识状态 3：见证方 ${A.name} 的联署签名不能用指定的公钥验证`],
        valid: [],
        unknown: [],
      });
    }
  });

  it('fails for another key pinned under the name, another checkpoint, a line of another name or malformed', () => {
    const wrongKey = { name: A.name, raw: B.raw };
    const otherBody = checkpointBody.replace('\n7\n', '\n8\n');
    const lines = [
      [cosign(A), wrongKey],
      [cosign(A, otherBody), A],
      [cosign(A).replace(A.name, B.name), A],
      [`\u2014 ${A.name} not-base64`, A],
      [`\u2014 ${A.name} ${toBase64(new Uint8Array(75))}`, A],
      // The right key hash, one signature byte short; the line with a trailing space.
      [
        `\u2014 ${A.name} ${Buffer.from(cosign(A).split(' ')[2]!, 'base64').subarray(0, 75).toString('base64')}`,
        A,
      ],
      [`${cosign(A)} `, A],
    ] as const;
    for (const [signature, key] of lines) {
      const found = checkWitnessVotes(consensus([{ voter: A.name, signature }]), pinned(key));
      expect(found.problems).toEqual([`共识状态 3：见证方 ${A.name} 的联署签名不能用指定的公钥验证`]);
      expect(found.valid).toEqual([]);
    }
  });

  it('a witness nobody pinned is reported, not failed — unless a minimum is required', () => {
    const c = consensus([
      { voter: A.name, signature: cosign(A) },
      { voter: B.name, signature: cosign(B) },
    ]);
    expect(checkWitnessVotes(c, pinned(A))).toEqual({ problems: [], valid: [A.name], unknown: [B.name] });
    expect(checkWitnessVotes(c, { ...pinned(A), minWitnesses: 2 }).problems).toEqual([
      '共识状态 3：有效的见证联署签名 1 个，少于要求的 2 个',
    ]);
    expect(checkWitnessVotes(c, { ...pinned(A, B), minWitnesses: 2 }).problems).toEqual([]);
    // The same witness twice counts once.
    const twice = consensus([
      { voter: A.name, signature: cosign(A) },
      { voter: A.name, signature: cosign(A) },
    ]);
    expect(checkWitnessVotes(twice, { ...pinned(A), minWitnesses: 2 }).problems).toHaveLength(1);
    expect(checkWitnessVotes(consensus([]), { ...pinned(A), minWitnesses: 1 }).problems).toEqual([
      '共识状态 3：有效的见证联署签名 0 个，少于要求的 1 个',
    ]);
  });

  it('a malformed checkpoint verifies no cosignature', () => {
    const c = { ...consensus([{ voter: A.name, signature: cosign(A) }]), checkpoint: 'not a checkpoint' };
    expect(checkWitnessVotes(c, pinned(A)).valid).toEqual([]);
  });

  it('reads --witness-key as <name>=<base64 of 32 bytes>, refusing anything else in Chinese', () => {
    const key = toBase64(A.raw);
    expect(parseWitnessKey(`${A.name}=${key}`)).toEqual({ name: A.name, publicKeyRaw: A.raw });
    expect(parseWitnessKey(` ${A.name} = ${key} `).name).toBe(A.name);
    for (const [text, message] of [
      [key, /<名称>=<Base64公钥>/],
      [`=${key}`, /<名称>=<Base64公钥>/],
      [`a b=${key}`, /<名称>=<Base64公钥>/],
      [`${A.name}=***`, /不是有效的Base64/],
      [`${A.name}=${toBase64(new Uint8Array(31))}`, /32字节/],
    ] as const) {
      expect(() => parseWitnessKey(text)).toThrow(WitnessKeyError);
      expect(() => parseWitnessKey(text)).toThrow(expect.objectContaining({ name: 'WitnessKeyError' }));
      expect(() => parseWitnessKey(text)).toThrow(message);
    }
  });
});
