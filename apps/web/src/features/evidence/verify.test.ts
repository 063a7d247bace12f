import { describe, expect, it } from 'vitest';
import { readReceiptInput } from './receipt-input';
import { createTestLedger } from './testing-ledger';
import { verifyReceiptInBrowser } from './verify';

const ledger = await createTestLedger(11);
const context = {
  latest: ledger.latest,
  fetchConsistency: async (from: number, to: number) => ledger.consistency(from, to),
};
const statusOf = (r: Awaited<ReturnType<typeof verifyReceiptInBrowser>>) =>
  Object.fromEntries(r.steps.map((s) => [s.key, s.status]));

describe('verifyReceiptInBrowser', () => {
  it('accepts every receipt of the log against the latest checkpoint, each step passing', async () => {
    for (let i = 0; i < 11; i++) {
      const r = await verifyReceiptInBrowser(ledger.receipt(i), context);
      expect(r.reason).toBeNull();
      expect(r.ok).toBe(true);
      expect(statusOf(r)).toEqual({
        format: 'pass',
        leaf: 'pass',
        inclusion: 'pass',
        signature: 'pass',
        consistency: 'pass',
      });
    }
  });

  it('proves an older receipt consistent with the current checkpoint', async () => {
    for (const size of [1, 3, 4, 8, 10]) {
      const r = await verifyReceiptInBrowser(ledger.receipt(0, size), context);
      expect(r.ok, `size ${size}: ${r.reason}`).toBe(true);
      expect(r.steps.find((s) => s.key === 'consistency')?.detail).toContain(`树大小 ${size}`);
    }
  });

  it('fails a receipt whose entry has one altered digit, naming the leaf hash', async () => {
    const good = ledger.receipt(4);
    const r = await verifyReceiptInBrowser(
      { ...good, entry: good.entry.replace('"5000"', '"5001"') },
      context,
    );
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/^存证内容的哈希（[0-9a-f]{64}）与凭证记载的叶子哈希不一致/);
    expect(statusOf(r)).toMatchObject({ format: 'pass', leaf: 'fail', inclusion: 'skip' });
  });

  it('fails altered leaf hashes, proofs, indexes and checkpoints', async () => {
    const good = ledger.receipt(6);
    const flip = (hex: string, at = 10) =>
      hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);
    const leaf = await verifyReceiptInBrowser({ ...good, leafHash: flip(good.leafHash) }, context);
    expect(leaf.reason).toContain('与凭证记载的叶子哈希不一致');
    const proof = await verifyReceiptInBrowser(
      { ...good, inclusionProof: [flip(good.inclusionProof[0]!), ...good.inclusionProof.slice(1)] },
      context,
    );
    expect(proof.reason).toBe('包含证明校验失败：该条目不在检查点对应的默克尔树中');
    const index = await verifyReceiptInBrowser({ ...good, leafIndex: 5 }, context);
    expect(index.ok).toBe(false);
    // Another tree's signed checkpoint of the same size does not carry this tree's root.
    const other = await createTestLedger(11, 'other');
    const foreign = await verifyReceiptInBrowser({ ...good, checkpoint: other.note(11) }, context);
    expect(foreign.reason).toBe('包含证明校验失败：该条目不在检查点对应的默克尔树中');
    const size = await verifyReceiptInBrowser({ ...good, treeSize: 10 }, context);
    expect(size.reason).toBe('凭证的树大小与检查点不一致');
  });

  it('fails a checkpoint signed by another key, and a forged signature', async () => {
    const other = await createTestLedger(11);
    const good = ledger.receipt(2);
    const wrongKey = await verifyReceiptInBrowser(good, {
      ...context,
      latest: { ...ledger.latest, publicKey: other.latest.publicKey },
    });
    expect(wrongKey.reason).toBe(`检查点没有平台密钥（${ledger.latest.keyName}）的签名`);
    // Same key id, but the signature bytes of another checkpoint: the signature does not cover this body.
    const sigLine = (note: string) => note.split('\n\n')[1]!;
    const forged = good.checkpoint.replace(sigLine(good.checkpoint), sigLine(ledger.note(10)));
    const r = await verifyReceiptInBrowser({ ...good, checkpoint: forged }, context);
    expect(r.reason).toBe('检查点签名校验失败：签名与检查点内容或平台公钥不符');
  });

  it('fails when the current checkpoint does not extend the receipt’s (a rewritten log)', async () => {
    const rewritten = await createTestLedger(11, 'rewritten');
    const r = await verifyReceiptInBrowser(ledger.receipt(0, 5), {
      latest: ledger.latest,
      fetchConsistency: async (from, to) => ({
        ...ledger.consistency(from, to),
        proof: rewritten.consistency(from, to).proof,
      }),
    });
    expect(r.ok).toBe(false);
    expect(r.reason).toContain('一致性证明校验失败');
  });

  it('checks Ed25519 with the domain’s pure code, silently, where WebCrypto lacks it', async () => {
    const refusing = (where: 'importKey' | 'verify') =>
      ({
        importKey: (...args: Parameters<SubtleCrypto['importKey']>) =>
          where === 'importKey'
            ? Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError'))
            : crypto.subtle.importKey(...args),
        verify: () => Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError')),
      }) as unknown as SubtleCrypto;
    for (const subtle of [refusing('importKey'), refusing('verify')]) {
      const r = await verifyReceiptInBrowser(ledger.receipt(3, 6), { ...context, subtle });
      expect(r.reason).toBeNull();
      expect(statusOf(r)).toEqual({
        format: 'pass',
        leaf: 'pass',
        inclusion: 'pass',
        signature: 'pass',
        consistency: 'pass',
      });
      expect(r.steps.some((s) => s.status === 'warn')).toBe(false);
      const bad = ledger.receipt(3);
      const tampered = await verifyReceiptInBrowser(
        { ...bad, entry: bad.entry.replace('4000', '4001') },
        { ...context, subtle },
      );
      expect(tampered.ok).toBe(false);
      // A forged signature fails on the pure path as it does with WebCrypto.
      const forged = bad.checkpoint.replace(/ (\S+)\n$/, (_m, sig: string) => {
        const bytes = Uint8Array.from(atob(sig), (c) => c.charCodeAt(0));
        bytes[10] = (bytes[10] ?? 0) ^ 1;
        return ` ${btoa(String.fromCharCode(...bytes))}\n`;
      });
      expect(forged).not.toBe(bad.checkpoint);
      const r2 = await verifyReceiptInBrowser({ ...bad, checkpoint: forged }, { ...context, subtle });
      expect(r2.ok).toBe(false);
      expect(r2.reason).toBe('检查点签名校验失败：签名与检查点内容或平台公钥不符');
    }
  });
});

describe('readReceiptInput', () => {
  it('reads receipts, links and hashes, and names the faulty field in Chinese', () => {
    const r = ledger.receipt(1);
    expect(readReceiptInput(JSON.stringify(r))).toEqual({ kind: 'receipt', receipt: r });
    expect(readReceiptInput(` ${r.leafHash.toUpperCase()} `)).toEqual({ kind: 'hash', leafHash: r.leafHash });
    expect(readReceiptInput(`https://rer.example/evidence/verify?hash=${r.leafHash}`)).toEqual({
      kind: 'hash',
      leafHash: r.leafHash,
    });
    expect(readReceiptInput('')).toEqual({ kind: 'error', message: '请粘贴存证凭证（JSON）或输入存证哈希' });
    expect(readReceiptInput('{"version":1,')).toEqual({
      kind: 'error',
      message: '存证凭证不是有效的JSON，请完整复制凭证内容',
    });
    const { leafHash: _, ...noLeaf } = r;
    expect(readReceiptInput(JSON.stringify(noLeaf))).toEqual({
      kind: 'error',
      message: '存证凭证缺少字段：叶子哈希（leafHash）',
    });
    expect(readReceiptInput(JSON.stringify({ ...r, leafHash: 'xyz' }))).toEqual({
      kind: 'error',
      message: '存证凭证字段叶子哈希（leafHash）格式不正确：哈希应为64位十六进制字符',
    });
    expect(readReceiptInput(JSON.stringify({ ...r, inclusionProof: [r.leafHash, 'ab'] }))).toEqual({
      kind: 'error',
      message: '存证凭证字段包含证明（inclusionProof）第2项格式不正确：哈希应为64位十六进制字符',
    });
    expect(readReceiptInput(JSON.stringify({ ...r, treeSize: '11' })).kind).toBe('error');
  });
});
