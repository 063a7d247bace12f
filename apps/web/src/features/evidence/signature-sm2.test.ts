import {
  createSm2Signer,
  formatSignedCheckpoint,
  formatVerifierKey,
  fromBase64,
  noteKeyHash,
  parseSignedCheckpoint,
  toBase64,
  toHex,
  utf8,
} from '@rer/domain';
import { describe, expect, it } from 'vitest';
import { checkCheckpointSignature, keyIdOf } from './signature';
import { createTestLedger, TEST_ORIGIN } from './testing-ledger';
import { verifyReceiptInBrowser } from './verify';

/** The test ledger after the platform switched to SM2 (ADR 17): old checkpoints stay Ed25519. */
const ledger = await createTestLedger(5);
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const sm2 = createSm2Signer(random(32), { random });
const keyHash = noteKeyHash(TEST_ORIGIN, 'sm2', sm2.publicKey);
const sm2KeyId = toHex(keyHash);
const resign = (note: string) => {
  const { body } = parseSignedCheckpoint(note);
  return formatSignedCheckpoint(body, [{ keyName: TEST_ORIGIN, keyHash, signature: sm2.sign(utf8(body)) }]);
};
const latest = {
  ...ledger.latest,
  publicKey: toBase64(sm2.publicKey),
  signatureAlg: 'sm2' as const,
  verifierKeys: [
    formatVerifierKey({ name: TEST_ORIGIN, alg: 'sm2', publicKey: sm2.publicKey }),
    formatVerifierKey({ name: TEST_ORIGIN, alg: 'ed25519', publicKey: fromBase64(ledger.latest.publicKey) }),
  ],
  checkpoint: { ...ledger.latest.checkpoint!, note: resign(ledger.latest.checkpoint!.note) },
};

describe('SM2 checkpoint signatures in the browser', () => {
  it('checks an SM2-signed receipt with the published verifier key, without WebCrypto', async () => {
    const receipt = { ...ledger.receipt(2), checkpoint: resign(ledger.note(5)) };
    const r = await verifyReceiptInBrowser(receipt, { latest, subtle: undefined });
    expect(r.reason).toBeNull();
    expect(r.steps.find((s) => s.key === 'signature')).toMatchObject({ status: 'pass' });
    expect(r.steps.find((s) => s.key === 'signature')?.detail).toContain(sm2KeyId);
    expect(keyIdOf(latest)).toBe(sm2KeyId);
  });

  it('an Ed25519 receipt cut before the switch still verifies, consistent with the SM2 latest', async () => {
    const r = await verifyReceiptInBrowser(ledger.receipt(1, 3), {
      latest,
      fetchConsistency: async (from, to) => ledger.consistency(from, to),
    });
    expect(r.reason).toBeNull();
    expect(Object.fromEntries(r.steps.map((s) => [s.key, s.status]))).toMatchObject({
      signature: 'pass',
      consistency: 'pass',
    });
  });

  it('refuses an altered SM2 signature', async () => {
    const signed = parseSignedCheckpoint(resign(ledger.note(4)));
    const forged = signed.signatures[0]!.signature.slice();
    forged[33]! ^= 0x01;
    const outcome = await checkCheckpointSignature(
      { ...signed, signatures: [{ ...signed.signatures[0]!, signature: forged }] },
      latest,
    );
    expect(outcome).toEqual({
      status: 'invalid',
      reason: `检查点签名校验失败：密钥 ${sm2KeyId} 的签名与检查点内容不符`,
    });
  });
});
