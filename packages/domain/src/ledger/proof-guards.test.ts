import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toBase64, toHex, utf8 } from './bytes.js';
import { canonicalJson } from './canonical-json.js';
import {
  CheckpointFormatError,
  ed25519KeyHashInput,
  formatCheckpointBody,
  formatSignatureLine,
  formatSignedCheckpoint,
  hashAlgorithmOfOrigin,
  parseCheckpointBody,
  parseSignedCheckpoint,
} from './checkpoint.js';
import {
  consistencyProof,
  type HashFn,
  inclusionProof,
  leafHash,
  nodeHash,
  treeHash,
  verifyConsistency,
  verifyInclusion,
} from './merkle.js';
import { type LedgerReceipt, verifyReceipt } from './receipt.js';

/** The ledger's guards that survived mutation before issue 19: receipts, proof lengths, the note parser. */
const sm3: HashFn = (b) => new Uint8Array(createHash('sm3').update(b).digest());
const sha256: HashFn = (b) => new Uint8Array(createHash('sha256').update(b).digest());
const leaves = Array.from({ length: 8 }, (_, i) => leafHash(sm3, utf8(`entry-${i}`)));
const root = (n: number) => treeHash(sm3, leaves.slice(0, n));

describe('inclusion proofs of the wrong length', () => {
  it('a proof cut short fails even against the root of the subtree it does reach', () => {
    const proof = inclusionProof(sm3, leaves, 0);
    expect(proof).toHaveLength(3);
    expect(verifyInclusion(sm3, leaves[0]!, 0, 8, proof, root(8))).toBe(true);
    // Two levels up from leaf 0 is the root of leaves 0..3: a valid-looking hash, not the root.
    expect(verifyInclusion(sm3, leaves[0]!, 0, 8, proof.slice(0, 2), root(4))).toBe(false);
    expect(verifyInclusion(sm3, leaves[0]!, 0, 8, proof.slice(0, 2), root(8))).toBe(false);
    expect(verifyInclusion(sm3, leaves[0]!, 0, 8, [], leaves[0]!)).toBe(false);
  });

  it('a proof with a node too many fails even against the root that node leads to', () => {
    const proof = inclusionProof(sm3, leaves, 5, 6);
    const extra = leaves[7]!;
    const beyond = nodeHash(sm3, extra, root(6));
    expect(verifyInclusion(sm3, leaves[5]!, 5, 6, proof, root(6))).toBe(true);
    expect(verifyInclusion(sm3, leaves[5]!, 5, 6, [...proof, extra], beyond)).toBe(false);
    expect(verifyInclusion(sm3, leaves[5]!, 5, 6, [...proof, extra], root(6))).toBe(false);
  });

  it('the only leaf of a one-leaf tree is its root, with an empty proof only', () => {
    expect(verifyInclusion(sm3, leaves[0]!, 0, 1, [], leaves[0]!)).toBe(true);
    expect(verifyInclusion(sm3, leaves[0]!, 0, 1, [leaves[1]!], nodeHash(sm3, leaves[1]!, leaves[0]!))).toBe(
      false,
    );
  });

  it('refuses an index or size that is not a whole number in range', () => {
    const proof = inclusionProof(sm3, leaves, 2);
    expect(verifyInclusion(sm3, leaves[2]!, 2.5, 8, proof, root(8))).toBe(false);
    expect(verifyInclusion(sm3, leaves[2]!, -1, 8, proof, root(8))).toBe(false);
    expect(verifyInclusion(sm3, leaves[2]!, 2, 8.5, proof, root(8))).toBe(false);
    expect(verifyInclusion(sm3, leaves[2]!, 2, 2, proof, root(8))).toBe(false);
  });
});

describe('consistency proofs of the wrong length', () => {
  it('a proof cut short or with a node too many fails', () => {
    for (const [m, n] of [
      [3, 8],
      [4, 8],
      [5, 7],
      [1, 2],
    ] as const) {
      const proof = consistencyProof(sm3, leaves, m, n);
      expect(verifyConsistency(sm3, m, n, root(m), root(n), proof)).toBe(true);
      expect(verifyConsistency(sm3, m, n, root(m), root(n), proof.slice(0, -1))).toBe(false);
      const extra = leaves[7]!;
      expect(verifyConsistency(sm3, m, n, root(m), root(n), [...proof, extra])).toBe(false);
      expect(verifyConsistency(sm3, m, n, root(m), nodeHash(sm3, extra, root(n)), [...proof, extra])).toBe(
        false,
      );
    }
  });

  it('from the empty tree only an empty proof; between equal sizes only equal roots', () => {
    expect(verifyConsistency(sm3, 0, 5, root(0), root(5), [leaves[0]!])).toBe(false);
    expect(verifyConsistency(sm3, 5, 5, root(5), root(5), [leaves[0]!])).toBe(false);
    expect(verifyConsistency(sm3, -1, 5, root(0), root(5), [])).toBe(false);
    expect(verifyConsistency(sm3, 2, 5.5, root(2), root(5), consistencyProof(sm3, leaves, 2, 5))).toBe(false);
  });
});

const { privateKey } = generateKeyPairSync('ed25519');
const ORIGIN = 'rer.example/ledger/000000/sm3';

function signed(body: string): string {
  const signature = new Uint8Array(sign(null, utf8(body), privateKey));
  return formatSignedCheckpoint(body, [{ keyName: ORIGIN, keyHash: Uint8Array.of(1, 2, 3, 4), signature }]);
}

function receipt(index = 2): LedgerReceipt {
  const texts = leaves.map((_, i) => canonicalJson({ seq: i + 1 }));
  const tree = texts.map((t) => leafHash(sm3, utf8(t)));
  const body = formatCheckpointBody({
    origin: ORIGIN,
    treeSize: 8,
    rootHash: treeHash(sm3, tree),
    extensions: [],
  });
  return {
    version: 1,
    origin: ORIGIN,
    entry: texts[index]!,
    leafIndex: index,
    leafHash: toHex(tree[index]!),
    treeSize: 8,
    inclusionProof: inclusionProof(sm3, tree, index).map(toHex),
    checkpoint: signed(body),
  };
}

describe('a receipt against its checkpoint', () => {
  it('is valid as issued, its signature unchecked when no key is given', () => {
    expect(verifyReceipt(receipt(), sm3)).toMatchObject({ ok: true, isSignatureChecked: false });
  });

  it('refuses a receipt whose origin is not the checkpoint’s', () => {
    expect(verifyReceipt({ ...receipt(), origin: 'rer.example/ledger/000001/sm3' }, sm3)).toEqual({
      ok: false,
      reason: '凭证的来源与检查点不一致',
    });
  });

  it('refuses a receipt whose tree size is not the checkpoint’s', () => {
    const r = receipt();
    // A proof for leaf 2 of 4 leaves is a prefix of the one of 8: the size must still agree.
    expect(verifyReceipt({ ...r, treeSize: 4 }, sm3)).toEqual({
      ok: false,
      reason: '凭证的树大小与检查点不一致',
    });
  });

  it('refuses an unknown version, a hash that is not hex and a checkpoint that does not parse', () => {
    expect(verifyReceipt({ ...receipt(), version: 2 as 1 }, sm3)).toEqual({
      ok: false,
      reason: '凭证版本不受支持',
    });
    expect(verifyReceipt({ ...receipt(), leafHash: 'zz' }, sm3)).toEqual({
      ok: false,
      reason: '凭证中的哈希格式不正确',
    });
    expect(verifyReceipt({ ...receipt(), inclusionProof: ['0g'] }, sm3)).toMatchObject({
      reason: '凭证中的哈希格式不正确',
    });
    expect(verifyReceipt({ ...receipt(), checkpoint: 'x' }, sm3)).toEqual({
      ok: false,
      reason: '检查点格式不正确：缺少签名',
    });
  });

  it('refuses a proof cut short', () => {
    const r = receipt();
    expect(verifyReceipt({ ...r, inclusionProof: r.inclusionProof.slice(0, -1) }, sm3)).toEqual({
      ok: false,
      reason: '包含证明校验失败：该条目不在检查点对应的默克尔树中',
    });
  });

  it('reports a refusing signature check; a passing one marks the signature checked', () => {
    expect(verifyReceipt(receipt(), sm3, () => false)).toEqual({ ok: false, reason: '检查点签名校验失败' });
    expect(verifyReceipt(receipt(), sm3, () => true)).toMatchObject({ ok: true, isSignatureChecked: true });
  });

  it('names a trusted key that does not parse', () => {
    const outcome = verifyReceipt(receipt(), sm3, { verifierKeys: ['not-a-key'] });
    expect(outcome.ok).toBe(false);
  });
});

describe('the checkpoint parser is strict', () => {
  const rootB64 = toBase64(root(8));
  const body = `${ORIGIN}\n8\n${rootB64}\n`;

  it('parses a body with its extension lines, and formats it back the same', () => {
    const cp = parseCheckpointBody(`${ORIGIN}\n8\n${rootB64}\next-1\next 2\n`);
    expect(cp).toEqual({ origin: ORIGIN, treeSize: 8, rootHash: root(8), extensions: ['ext-1', 'ext 2'] });
    expect(formatCheckpointBody(cp)).toBe(`${ORIGIN}\n8\n${rootB64}\next-1\next 2\n`);
    expect(parseCheckpointBody(`${ORIGIN}\n0\n${rootB64}\n`).treeSize).toBe(0);
  });

  it.each([
    ['no final newline', `${ORIGIN}\n8\n${rootB64}`, '正文须以换行结尾'],
    ['an empty origin', `\n8\n${rootB64}\n`, '来源行'],
    ['an origin with a space', `rer example\n8\n${rootB64}\n`, '来源行'],
    ['an origin with a plus', `rer+x\n8\n${rootB64}\n`, '来源行'],
    ['a leading zero', `${ORIGIN}\n08\n${rootB64}\n`, '树大小'],
    ['a negative size', `${ORIGIN}\n-8\n${rootB64}\n`, '树大小'],
    ['a size with a sign', `${ORIGIN}\n+8\n${rootB64}\n`, '树大小'],
    ['a size with a space', `${ORIGIN}\n 8\n${rootB64}\n`, '树大小'],
    ['a size beyond safe integers', `${ORIGIN}\n9007199254740993\n${rootB64}\n`, '树大小'],
    ['no size', `${ORIGIN}\n`, '树大小'],
    ['a root that is not base64', `${ORIGIN}\n8\n%%%\n`, '根哈希'],
    ['an empty root', `${ORIGIN}\n8\n\n`, '根哈希或扩展行'],
    ['no root', `${ORIGIN}\n8\n`, '根哈希或扩展行'],
    ['an empty extension line', `${ORIGIN}\n8\n${rootB64}\n\n`, '根哈希或扩展行'],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parseCheckpointBody(text)).toThrow(CheckpointFormatError);
    expect(() => parseCheckpointBody(text)).toThrow(new RegExp(`^检查点格式不正确：${message}$`));
  });

  it('parses signature lines into key name, key hash and signature', () => {
    const line = formatSignatureLine({
      keyName: 'k',
      keyHash: Uint8Array.of(9, 8, 7, 6),
      signature: Uint8Array.of(5),
    });
    const parsed = parseSignedCheckpoint(`${body}\n${line}`);
    expect(parsed.body).toBe(body);
    expect(parsed.signatures).toEqual([
      { keyName: 'k', keyHash: Uint8Array.of(9, 8, 7, 6), signature: Uint8Array.of(5) },
    ]);
    const two = parseSignedCheckpoint(`${body}\n${line}${line}`);
    expect(two.signatures).toHaveLength(2);
  });

  it.each([
    ['no blank line before the signatures', `${body}— k AAAAAAA=\n`, '缺少签名'],
    ['no final newline', `${body}\n— k AQIDBAU=`, '缺少签名'],
    ['no signature line', `${body}\n\n`, '签名行'],
    ['a hyphen for the em dash', `${body}\n- k AQIDBAU=\n`, '签名行'],
    ['two spaces', `${body}\n—  k AQIDBAU=\n`, '签名行'],
    ['a trailing space', `${body}\n— k AQIDBAU= \n`, '签名行'],
    ['text before the dash', `${body}\nx— k AQIDBAU=\n`, '签名行'],
    ['no key name', `${body}\n— AQIDBAU=\n`, '签名行'],
    ['a signature of four bytes', `${body}\n— k AQIDBA==\n`, '签名过短'],
    ['a signature that is not base64', `${body}\n— k AQIDBAU\n`, '签名'],
  ])('refuses a signed note with %s', (_name, text, message) => {
    expect(() => parseSignedCheckpoint(text)).toThrow(CheckpointFormatError);
    expect(() => parseSignedCheckpoint(text)).toThrow(`检查点格式不正确：${message}`);
  });

  it('a note that starts with its blank line has an empty body, refused for its origin', () => {
    expect(() => parseSignedCheckpoint('\n\n— k AQIDBAU=\n')).toThrow('检查点格式不正确：来源行');
  });

  it('the body ends at the last blank line: a body line after it is a bad signature line', () => {
    expect(() => parseSignedCheckpoint(`${body}\n— k AQIDBAU=\n${ORIGIN}\n`)).toThrow('签名行');
  });

  it('formats only origins without whitespace or plus, and 4-byte key hashes', () => {
    expect(() =>
      formatCheckpointBody({ origin: 'a b', treeSize: 1, rootHash: root(1), extensions: [] }),
    ).toThrow('检查点来源行不能包含空白或加号');
    expect(() =>
      formatCheckpointBody({ origin: 'a+b', treeSize: 1, rootHash: root(1), extensions: [] }),
    ).toThrow();
    expect(() =>
      formatSignatureLine({ keyName: 'k', keyHash: Uint8Array.of(1, 2, 3), signature: Uint8Array.of(1) }),
    ).toThrow('签名密钥哈希必须是4个字节');
  });

  it('names the hash algorithm by the origin’s last path segment', () => {
    expect(hashAlgorithmOfOrigin(ORIGIN)).toBe('sm3');
    expect(hashAlgorithmOfOrigin('rer.example/ledger/000000/sha256')).toBe('sha256');
    expect(hashAlgorithmOfOrigin('sm3')).toBe('sm3');
    expect(hashAlgorithmOfOrigin('rer.example/sm3/ledger')).toBeNull();
    expect(hashAlgorithmOfOrigin('rer.example/ledger/SM3')).toBeNull();
  });

  it('hashes the Ed25519 key name, a newline, the type byte and the key', () => {
    expect(toHex(ed25519KeyHashInput('ab', Uint8Array.of(0xff)))).toBe('61620a01ff');
    expect(toHex(sha256(ed25519KeyHashInput('ab', Uint8Array.of(0xff))))).toBe(
      toHex(sha256(Uint8Array.of(0x61, 0x62, 0x0a, 0x01, 0xff))),
    );
  });
});

describe('proofs are made only for leaves and trees that exist', () => {
  it('refuses an index beyond the tree, a negative or fractional size, and an old tree larger than the new', () => {
    expect(() => inclusionProof(sm3, leaves, 8)).toThrow('叶子序号超出树的大小');
    expect(() => inclusionProof(sm3, leaves, 3, 3)).toThrow('叶子序号超出树的大小');
    expect(() => inclusionProof(sm3, leaves, -1)).toThrow('leafIndex 必须是非负整数');
    expect(() => inclusionProof(sm3, leaves, 1.5)).toThrow('leafIndex 必须是非负整数');
    expect(() => inclusionProof(sm3, leaves, 0, 2.5)).toThrow('treeSize 必须是非负整数');
    expect(() => consistencyProof(sm3, leaves, 5, 4)).toThrow('一致性证明的旧树不能大于新树');
    expect(() => consistencyProof(sm3, leaves, -1, 4)).toThrow('first 必须是非负整数');
    expect(() => consistencyProof(sm3, leaves, 1, 4.5)).toThrow('second 必须是非负整数');
  });

  it('proves against the tree of the given size, not the whole list', () => {
    expect(inclusionProof(sm3, leaves, 0, 2)).toEqual([leaves[1]]);
    expect(verifyInclusion(sm3, leaves[0]!, 0, 2, inclusionProof(sm3, leaves, 0, 2), root(2))).toBe(true);
    expect(consistencyProof(sm3, leaves, 0, 5)).toEqual([]);
    expect(consistencyProof(sm3, leaves, 5, 5)).toEqual([]);
    expect(verifyConsistency(sm3, 2, 3, root(2), root(3), consistencyProof(sm3, leaves, 2, 3))).toBe(true);
  });
});
