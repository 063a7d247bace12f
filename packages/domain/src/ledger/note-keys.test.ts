import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { concatBytes, toBase64, toHex, utf8 } from './bytes.js';
import { canonicalJson } from './canonical-json.js';
import {
  ed25519KeyHashInput,
  formatCheckpointBody,
  formatSignedCheckpoint,
  type NoteSignature,
  parseSignedCheckpoint,
} from './checkpoint.js';
import { sha256Hash, sm3Hash } from './hashes.js';
import { inclusionProof, leafHash, treeHash } from './merkle.js';
import {
  type Ed25519Verify,
  formatVerifierKey,
  noteKeyHash,
  noteVerifierKey,
  parseVerifierKey,
  verifyNoteSignatures,
} from './note-keys.js';
import { type LedgerReceipt, verifyReceipt } from './receipt.js';
import { createSm2Signer } from './sm2.js';

const SPKI_ED25519 = Uint8Array.from([
  0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00,
]);
const ed25519: Ed25519Verify = (publicKey, message, signature) =>
  verify(
    null,
    message,
    createPublicKey({ key: Buffer.from(concatBytes(SPKI_ED25519, publicKey)), format: 'der', type: 'spki' }),
    signature,
  );

const random = (n: number) => new Uint8Array(randomBytes(n));
const ORIGIN = 'rer.example/ledger/000000/sm3';
const sm2 = createSm2Signer(random(32), { random });
const sm2Key = noteVerifierKey(ORIGIN, 'sm2', sm2.publicKey);
const ed = generateKeyPairSync('ed25519');
const edRaw = new Uint8Array(ed.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
const edKey = noteVerifierKey(ORIGIN, 'ed25519', edRaw);

const sm2Line = (body: string): NoteSignature => ({
  keyName: ORIGIN,
  keyHash: sm2Key.keyHash,
  signature: sm2.sign(utf8(body)),
});
const edLine = (body: string): NoteSignature => ({
  keyName: ORIGIN,
  keyHash: edKey.keyHash,
  signature: new Uint8Array(sign(null, utf8(body), ed.privateKey)),
});

describe('signed-note verifier keys', () => {
  it('read the published Go example (golang.org/x/mod/sumdb/note) and its signed note', () => {
    const key = parseVerifierKey('PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW');
    expect(key).toMatchObject({ name: 'PeterNeumann', alg: 'ed25519' });
    const text =
      "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
    const sig =
      'x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=';
    const signed = { checkpoint: null as never, body: text, signatures: [] as NoteSignature[] };
    const raw = Buffer.from(sig, 'base64');
    signed.signatures.push({
      keyName: 'PeterNeumann',
      keyHash: raw.subarray(0, 4),
      signature: raw.subarray(4),
    });
    expect(verifyNoteSignatures(signed, [key], { ed25519 })).toMatchObject({ ok: true });
    const altered = { ...signed, body: text.replace('answer', 'Answer') };
    expect(verifyNoteSignatures(altered, [key], { ed25519 })).toMatchObject({ ok: false });
    // Without a function the domain's pure Ed25519 checks it, with the same answers.
    expect(verifyNoteSignatures(signed, [key])).toMatchObject({ ok: true });
    expect(verifyNoteSignatures(altered, [key])).toMatchObject({ ok: false });
  });

  it('an Ed25519 key hash is the one the platform always used', () => {
    expect(toHex(noteKeyHash(ORIGIN, 'ed25519', edRaw))).toBe(
      toHex(sha256Hash(ed25519KeyHashInput(ORIGIN, edRaw)).slice(0, 4)),
    );
  });

  it('an SM2 key is typed 0xff ‖ "sm2sign-with-sm3" and round-trips through its text', () => {
    const text = formatVerifierKey(sm2Key);
    const [name, hash, b64] = [
      text.slice(0, text.indexOf('+')),
      text.split('+')[1],
      text.slice(text.indexOf('+', ORIGIN.length + 1) + 1),
    ];
    expect(name).toBe(ORIGIN);
    expect(hash).toBe(toHex(sm2Key.keyHash));
    expect(Buffer.from(b64, 'base64').subarray(0, 17).toString('latin1')).toBe('\xffsm2sign-with-sm3');
    expect(toHex(sm2Key.keyHash)).toBe(
      toHex(
        sha256Hash(
          concatBytes(utf8(`${ORIGIN}\n`), Uint8Array.of(0xff), utf8('sm2sign-with-sm3'), sm2.publicKey),
        ).slice(0, 4),
      ),
    );
    expect(parseVerifierKey(text)).toEqual(sm2Key);
  });

  it('refuses malformed keys, naming what is wrong', () => {
    const text = formatVerifierKey(sm2Key);
    const wrongHash = text.replace(`+${toHex(sm2Key.keyHash)}+`, '+00000000+');
    expect(() => parseVerifierKey(wrongHash)).toThrow('验签公钥的密钥标识与名称和公钥不符');
    expect(() => parseVerifierKey('no-plus-at-all')).toThrow('验签公钥格式不正确');
    expect(() => parseVerifierKey(`${ORIGIN}+0011aabb+${toBase64(Uint8Array.of(7, 1, 2))}`)).toThrow(
      '验签公钥的签名算法不受支持',
    );
    expect(() => noteVerifierKey(ORIGIN, 'sm2', edRaw)).toThrow('SM2公钥应为65字节的非压缩曲线点');
    expect(() => noteVerifierKey('a b', 'ed25519', edRaw)).toThrow('验签公钥的名称不能为空');
  });
});

describe('checkpoint signatures of both algorithms', () => {
  const body = formatCheckpointBody({ origin: ORIGIN, treeSize: 3, rootHash: random(32), extensions: [] });

  it('follows the C2SP rules: unknown keys ignored, a failing known key rejects, one must verify', () => {
    const note = parseSignedCheckpoint(formatSignedCheckpoint(body, [edLine(body), sm2Line(body)]));
    expect(verifyNoteSignatures(note, [sm2Key])).toMatchObject({ ok: true, key: sm2Key });
    expect(verifyNoteSignatures(note, [edKey, sm2Key], { ed25519 })).toMatchObject({ ok: true });
    const other = noteVerifierKey(ORIGIN, 'sm2', createSm2Signer(random(32), { random }).publicKey);
    expect(verifyNoteSignatures(note, [other])).toEqual({
      ok: false,
      reason: `检查点没有受信任密钥（${ORIGIN}）的签名`,
    });
    const forged = { ...note, signatures: [edLine(body), { ...sm2Line(body), signature: random(64) }] };
    expect(verifyNoteSignatures(forged, [edKey, sm2Key], { ed25519 })).toMatchObject({ ok: false });
    expect(verifyNoteSignatures(forged, [edKey, sm2Key])).toMatchObject({ ok: false });
  });

  it('verifyReceipt takes verifier-key strings of either algorithm', () => {
    const texts = ['a', 'b', 'c'].map((x, i) => canonicalJson({ kind: 'register.event', seq: i + 1, x }));
    const leaves = texts.map((t) => leafHash(sm3Hash, utf8(t)));
    const cpBody = formatCheckpointBody({
      origin: ORIGIN,
      treeSize: 3,
      rootHash: treeHash(sm3Hash, leaves),
      extensions: [],
    });
    const receipt = (lines: NoteSignature[]): LedgerReceipt => ({
      version: 1,
      origin: ORIGIN,
      entry: texts[1]!,
      leafIndex: 1,
      leafHash: toHex(leaves[1]!),
      treeSize: 3,
      inclusionProof: inclusionProof(sm3Hash, leaves, 1).map(toHex),
      checkpoint: formatSignedCheckpoint(cpBody, lines),
    });
    const keys = [formatVerifierKey(edKey), formatVerifierKey(sm2Key)];
    expect(verifyReceipt(receipt([sm2Line(cpBody)]), sm3Hash, { verifierKeys: keys })).toMatchObject({
      ok: true,
      isSignatureChecked: true,
    });
    // A checkpoint signed before the switch to SM2 stays verifiable with the Ed25519 key.
    expect(verifyReceipt(receipt([edLine(cpBody)]), sm3Hash, { verifierKeys: keys, ed25519 })).toMatchObject({
      ok: true,
    });
    expect(verifyReceipt(receipt([edLine(cpBody)]), sm3Hash, { verifierKeys: keys })).toMatchObject({
      ok: true,
    });
    const edBad = edLine(cpBody);
    edBad.signature[5]! ^= 0x04;
    expect(verifyReceipt(receipt([edBad]), sm3Hash, { verifierKeys: keys })).toEqual({
      ok: false,
      reason: `检查点签名校验失败：密钥 ${toHex(edKey.keyHash)} 的签名与检查点内容不符`,
    });
    const line = sm2Line(cpBody);
    const flipped = line.signature.slice();
    flipped[20]! ^= 0x10;
    expect(
      verifyReceipt(receipt([{ ...line, signature: flipped }]), sm3Hash, { verifierKeys: keys }),
    ).toEqual({
      ok: false,
      reason: `检查点签名校验失败：密钥 ${toHex(sm2Key.keyHash)} 的签名与检查点内容不符`,
    });
    const altered = receipt([line]);
    expect(verifyReceipt(altered, sm3Hash, { verifierKeys: ['garbage'] })).toEqual({
      ok: false,
      reason: '验签公钥格式不正确：应为 名称+密钥标识+Base64公钥',
    });
  });
});
