import {
  canonicalJson,
  consistencyProof,
  ed25519KeyHashInput,
  formatCheckpointBody,
  formatSignedCheckpoint,
  inclusionProof,
  type LedgerReceipt,
  leafHash,
  sha256Hash as sha256,
  sm3Hash as sm3,
  toBase64,
  toHex,
  treeHash,
  utf8,
} from '@rer/domain';
import type { LedgerConsistency, LedgerLatest } from './types';

/**
 * A small ledger for tests, built with the domain's functions and signed with a WebCrypto Ed25519
 * key, the way the server builds receipts (ADR 11): nothing of the verifier under test is reused.
 */
export const TEST_ORIGIN = 'rer.local/ledger/000000/sm3';

export interface TestLedger {
  texts: string[];
  latest: LedgerLatest;
  receipt: (index: number, size?: number) => LedgerReceipt;
  note: (size: number) => string;
  consistency: (from: number, to: number) => LedgerConsistency;
}

const buffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/**
 * `variant` changes every entry's text (another log, or a rewritten one, with the same origin);
 * `bodyOf` gives entries their own bodies (a business's entries, e.g. a holding certificate's).
 */
export async function createTestLedger(
  count = 11,
  variant = '',
  origin = TEST_ORIGIN,
  bodyOf?: (index: number) => Record<string, unknown> | null,
): Promise<TestLedger> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const keyHash = sha256(ed25519KeyHashInput(origin, publicRaw)).slice(0, 4);
  const texts = Array.from({ length: count }, (_, i) =>
    canonicalJson({
      v: 1,
      kind: 'register.event',
      tenantId: '000000',
      body: bodyOf?.(i) ?? { seq: i + 1, quantity: `${(i + 1) * 1000}`, ...(variant ? { variant } : {}) },
    }),
  );
  const leaves = texts.map((t) => leafHash(sm3, utf8(t)));
  const notes = new Map<number, string>();
  for (let size = 1; size <= count; size++) {
    const body = formatCheckpointBody({
      origin,
      treeSize: size,
      rootHash: treeHash(sm3, leaves.slice(0, size)),
      extensions: [],
    });
    const signature = new Uint8Array(
      await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, buffer(utf8(body))),
    );
    notes.set(size, formatSignedCheckpoint(body, [{ keyName: origin, keyHash, signature }]));
  }
  const note = (size: number) => notes.get(size)!;
  const root = (size: number) => toHex(treeHash(sm3, leaves.slice(0, size)));
  return {
    texts,
    note,
    latest: {
      hashAlg: 'sm3',
      keyName: origin,
      publicKey: toBase64(publicRaw),
      checkpoint: {
        origin,
        treeSize: count,
        rootHash: root(count),
        note: note(count),
        createdAt: '2026-11-21T06:00:00.000Z',
      },
    },
    receipt: (index, size = count) => ({
      version: 1,
      origin,
      entry: texts[index]!,
      leafIndex: index,
      leafHash: toHex(leaves[index]!),
      treeSize: size,
      inclusionProof: inclusionProof(sm3, leaves, index, size).map(toHex),
      checkpoint: note(size),
    }),
    consistency: (from, to) => ({
      origin,
      from,
      to,
      fromCheckpoint: note(from),
      toCheckpoint: note(to),
      proof: consistencyProof(sm3, leaves, from, to).map(toHex),
    }),
  };
}
