import { createHash, generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex, utf8 } from './bytes.js';
import { canonicalJson } from './canonical-json.js';
import {
  ed25519KeyHashInput,
  formatCheckpointBody,
  formatSignedCheckpoint,
  parseSignedCheckpoint,
  type SignedCheckpoint,
} from './checkpoint.js';
import { commitField, commitmentSalt, commitPersonalFields, commitWithSalt } from './commitment.js';
import { type HashFn, inclusionProof, leafHash, treeHash } from './merkle.js';
import { checkReceiptProof, type LedgerReceipt, verifyReceipt } from './receipt.js';

const sm3: HashFn = (b) => new Uint8Array(createHash('sm3').update(b).digest());
const sha256: HashFn = (b) => new Uint8Array(createHash('sha256').update(b).digest());
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const rawPublic = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
const ORIGIN = 'rer.example/ledger/000000/sm3';
const keyHash = sha256(ed25519KeyHashInput(ORIGIN, rawPublic)).slice(0, 4);

const verifySig = (c: SignedCheckpoint) =>
  c.signatures.some(
    (s) =>
      s.keyName === ORIGIN &&
      toHex(s.keyHash) === toHex(keyHash) &&
      verify(null, utf8(c.body), publicKey, s.signature),
  );

function receiptFor(entries: unknown[], index: number): LedgerReceipt {
  const texts = entries.map((e) => canonicalJson(e));
  const leaves = texts.map((t) => leafHash(sm3, utf8(t)));
  const body = formatCheckpointBody({
    origin: ORIGIN,
    treeSize: leaves.length,
    rootHash: treeHash(sm3, leaves),
    extensions: [],
  });
  const signature = new Uint8Array(sign(null, utf8(body), privateKey));
  return {
    version: 1,
    origin: ORIGIN,
    entry: texts[index]!,
    leafIndex: index,
    leafHash: toHex(leaves[index]!),
    treeSize: leaves.length,
    inclusionProof: inclusionProof(sm3, leaves, index).map(toHex),
    checkpoint: formatSignedCheckpoint(body, [{ keyName: ORIGIN, keyHash, signature }]),
  };
}

const entries = Array.from({ length: 11 }, (_, i) => ({
  kind: 'register.event',
  seq: i + 1,
  quantity: `${i * 100}`,
}));

describe('checkpoint notes (C2SP tlog-checkpoint)', () => {
  it('formats and parses the signed note', () => {
    const r = receiptFor(entries, 3);
    const lines = r.checkpoint.split('\n');
    expect(lines[0]).toBe(ORIGIN);
    expect(lines[1]).toBe('11');
    expect(lines[3]).toBe('');
    expect(lines[4]).toMatch(/^— rer\.example\/ledger\/000000\/sm3 [A-Za-z0-9+/]+=*$/);
    const parsed = parseSignedCheckpoint(r.checkpoint);
    expect(parsed.checkpoint.treeSize).toBe(11);
    expect(parsed.signatures[0]!.signature).toHaveLength(64);
    expect(() => parseSignedCheckpoint(r.checkpoint.replace('\n11\n', '\n011\n'))).toThrow('树大小');
    expect(() => parseSignedCheckpoint(r.checkpoint.replace('— ', '- '))).toThrow('签名行');
  });
});

describe('verifyReceipt', () => {
  it('accepts every receipt of the log and refuses any altered digit', () => {
    for (let i = 0; i < entries.length; i++) {
      const r = receiptFor(entries, i);
      expect(verifyReceipt(r, sm3, verifySig)).toMatchObject({ ok: true, isSignatureChecked: true });
      expect(
        verifyReceipt({ ...r, entry: r.entry.replace(`"${i * 100}"`, `"${i * 100 + 1}"`) }, sm3).ok,
      ).toBe(false);
      const flip = (hex: string) => hex.slice(0, 5) + (hex[5] === '0' ? '1' : '0') + hex.slice(6);
      expect(verifyReceipt({ ...r, leafHash: flip(r.leafHash) }, sm3).ok).toBe(false);
      if (r.inclusionProof.length > 0) {
        expect(
          verifyReceipt(
            { ...r, inclusionProof: [flip(r.inclusionProof[0]!), ...r.inclusionProof.slice(1)] },
            sm3,
          ).ok,
        ).toBe(false);
      }
      expect(verifyReceipt({ ...r, leafIndex: (i + 1) % entries.length }, sm3).ok).toBe(false);
    }
  });

  it('names what failed', () => {
    const r = receiptFor(entries, 2);
    expect(verifyReceipt({ ...r, entry: '{"b":1,"a":2}' }, sm3)).toEqual({
      ok: false,
      reason: '存证条目不是规范化JSON（RFC 8785）',
    });
    expect(verifyReceipt(r, sha256)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('叶子哈希不一致'),
    });
    const other = receiptFor([...entries, { kind: 'x', seq: 99 }], 2);
    expect(verifyReceipt({ ...r, checkpoint: other.checkpoint, treeSize: 12 }, sm3)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('包含证明'),
    });
    const forged = r.checkpoint.replace(
      /— (\S+) (\S+)\n$/,
      (_m, n: string, s: string) => `— ${n} ${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}\n`,
    );
    expect(verifyReceipt({ ...r, checkpoint: forged }, sm3, verifySig)).toEqual({
      ok: false,
      reason: '检查点签名校验失败',
    });
  });
});

describe('checkReceiptProof (the steps the browser shows)', () => {
  it('passes a good receipt with its leaf hash and proof length', () => {
    const r = receiptFor(entries, 6);
    const check = checkReceiptProof(r, sm3);
    expect(check).toMatchObject({ ok: true, proofLength: r.inclusionProof.length });
    expect(check.ok && toHex(check.leafHash)).toBe(r.leafHash);
    expect(check.checkpoint?.checkpoint.treeSize).toBe(11);
  });

  it('names the step that failed, with the checkpoint once it parsed', () => {
    const r = receiptFor(entries, 6);
    expect(checkReceiptProof({ ...r, checkpoint: 'x' }, sm3)).toEqual({
      ok: false,
      step: 'format',
      reason: '检查点格式不正确：缺少签名',
      checkpoint: null,
    });
    expect(checkReceiptProof({ ...r, treeSize: 10 }, sm3)).toMatchObject({
      step: 'format',
      checkpoint: null,
    });
    const altered = checkReceiptProof({ ...r, entry: r.entry.replace('"600"', '"601"') }, sm3);
    expect(altered).toMatchObject({ ok: false, step: 'leaf' });
    expect(altered.ok ? '' : altered.reason).toMatch(
      /^存证内容的哈希（[0-9a-f]{64}）与凭证记载的叶子哈希不一致：存证内容已被改动$/,
    );
    expect(altered.checkpoint?.checkpoint.treeSize).toBe(11);
    expect(checkReceiptProof({ ...r, leafHash: 'zz' }, sm3)).toMatchObject({
      step: 'leaf',
      reason: '凭证中的哈希格式不正确',
    });
    const inclusion = checkReceiptProof({ ...r, inclusionProof: r.inclusionProof.slice(1) }, sm3);
    expect(inclusion).toMatchObject({ ok: false, step: 'inclusion' });
    expect(inclusion.checkpoint?.checkpoint.treeSize).toBe(11);
  });
});

describe('commitments', () => {
  it('commit personal fields with per-field salts the holder can check alone', () => {
    const seed = fromHex('00'.repeat(32));
    const body = { entries: [{ holderId: 'h-1', quantity: '10' }], toHolderId: 'h-2', court: '某法院' };
    const committed = commitPersonalFields(
      sm3,
      seed,
      body,
      new Set(['holderId', 'toHolderId']),
    ) as typeof body;
    expect(committed.court).toBe('某法院');
    expect(committed.entries[0]!.quantity).toBe('10');
    expect(committed.entries[0]!.holderId).toBe(commitField(sm3, seed, 'entries.0.holderId', 'h-1'));
    const salt = commitmentSalt(sm3, seed, 'toHolderId');
    expect(committed.toHolderId).toBe(commitWithSalt(sm3, salt, 'h-2'));
    expect(committed.toHolderId).not.toBe(commitWithSalt(sm3, salt, 'h-3'));
    expect(committed.toHolderId).toMatch(/^c:[0-9a-f]{64}$/);
  });
});
