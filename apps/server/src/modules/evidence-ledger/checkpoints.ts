import { verify } from 'node:crypto';
import {
  type Ed25519Verify,
  formatCheckpointBody,
  formatSignedCheckpoint,
  formatVerifierKey,
  fromHex,
  noteKeyHash,
  noteVerifierKey,
  type SignedCheckpoint,
  toHex,
  utf8,
  verifyNoteSignatures,
} from '@rer/domain';
import type { Tx } from '../../platform/db/database.js';
import * as repo from './ledger.repository.js';
import type { LedgerSigner, LedgerVerifier } from './ledger-config.js';
import { ed25519PublicKey } from './ledger-config.js';
import { frontierRoot, hashFnFor } from './tree.js';

/** One signature line, `— <key name> base64(key ID ‖ signature)` (ADR 17 for SM2's key ID). */
export function signCheckpoint(signer: LedgerSigner, keyName: string, body: string): string {
  return formatSignedCheckpoint(body, [
    {
      keyName,
      keyHash: noteKeyHash(keyName, signer.alg, signer.publicKeyRaw),
      signature: signer.sign(utf8(body)),
    },
  ]);
}

const ed25519Verify: Ed25519Verify = (publicKey, message, signature) =>
  verify(null, message, ed25519PublicKey(publicKey), signature);

/** A raw key is Ed25519 when 32 bytes long, SM2 (uncompressed point) otherwise. */
export type TrustedKeys = Uint8Array | LedgerVerifier | readonly LedgerVerifier[];

function verifiersOf(keys: TrustedKeys): readonly LedgerVerifier[] {
  if (keys instanceof Uint8Array)
    return [{ alg: keys.length === 32 ? 'ed25519' : 'sm2', publicKeyRaw: keys }];
  return 'alg' in keys ? [keys as LedgerVerifier] : (keys as readonly LedgerVerifier[]);
}

/**
 * True when the note is signed by one of the keys under `keyName` (C2SP rules: lines of other keys
 * are ignored, every line of a trusted key must verify, at least one must). Ed25519 and SM2.
 */
export function isCheckpointSignedBy(signed: SignedCheckpoint, keyName: string, keys: TrustedKeys): boolean {
  const trusted = verifiersOf(keys).map((k) => noteVerifierKey(keyName, k.alg, k.publicKeyRaw));
  return verifyNoteSignatures(signed, trusted, { ed25519: ed25519Verify }).ok;
}

/** The verifier-key texts (`<name>+<id>+<base64>`) of the keys, as the public calls publish them. */
export function verifierKeysOf(keyName: string, keys: TrustedKeys): string[] {
  return verifiersOf(keys).map((k) =>
    formatVerifierKey({ name: keyName, alg: k.alg, publicKey: k.publicKeyRaw }),
  );
}

/**
 * Signs the tenant's log as it stands in this transaction (no lock: the head and the subtrees
 * are written together, so any snapshot is a consistent tree). A checkpoint of that size already
 * stored is returned as it is; anchoring rows are queued for each publisher.
 */
export async function createCheckpoint(
  tx: Tx,
  options: { tenantId: string; signer: LedgerSigner; publishers?: readonly string[] },
): Promise<repo.CheckpointRow | null> {
  const { tenantId, signer } = options;
  const head = await repo.findHead(tx, tenantId);
  if (!head || head.treeSize === 0) return null;
  const existing = await repo.findCheckpointBySize(tx, tenantId, head.treeSize);
  if (existing) return existing;
  const root = frontierRoot(hashFnFor(head.hashAlg), head.frontier.map(fromHex));
  const body = formatCheckpointBody({
    origin: head.origin,
    treeSize: head.treeSize,
    rootHash: root,
    extensions: [],
  });
  const stored = await repo.insertCheckpoint(tx, tenantId, {
    treeSize: head.treeSize,
    rootHash: toHex(root),
    origin: head.origin,
    keyName: head.origin,
    note: signCheckpoint(signer, head.origin, body),
  });
  for (const publisher of options.publishers ?? []) {
    await repo.queueAnchor(tx, tenantId, stored, publisher);
  }
  return stored;
}
