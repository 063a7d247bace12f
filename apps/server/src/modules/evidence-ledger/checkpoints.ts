import { createHash, sign, verify } from 'node:crypto';
import {
  ed25519KeyHashInput,
  formatCheckpointBody,
  formatSignedCheckpoint,
  fromHex,
  type SignedCheckpoint,
  toHex,
  utf8,
} from '@rer/domain';
import type { Tx } from '../../platform/db/database.js';
import * as repo from './ledger.repository.js';
import type { LedgerSigner } from './ledger-config.js';
import { ed25519PublicKey } from './ledger-config.js';
import { frontierRoot, hashFnFor } from './tree.js';

/** C2SP signed-note key hash of an Ed25519 key: SHA-256(name ‖ "\n" ‖ 0x01 ‖ key)[0:4]. */
export function noteKeyHash(keyName: string, publicKeyRaw: Uint8Array): Uint8Array {
  return new Uint8Array(
    createHash('sha256').update(ed25519KeyHashInput(keyName, publicKeyRaw)).digest(),
  ).slice(0, 4);
}

export function signCheckpoint(signer: LedgerSigner, keyName: string, body: string): string {
  const signature = new Uint8Array(sign(null, utf8(body), signer.privateKey));
  return formatSignedCheckpoint(body, [
    { keyName, keyHash: noteKeyHash(keyName, signer.publicKeyRaw), signature },
  ]);
}

/** True when a signature line of `keyName` with the key's hash verifies over the body. */
export function isCheckpointSignedBy(
  signed: SignedCheckpoint,
  keyName: string,
  publicKeyRaw: Uint8Array,
): boolean {
  const keyHash = toHex(noteKeyHash(keyName, publicKeyRaw));
  const key = ed25519PublicKey(publicKeyRaw);
  return signed.signatures.some(
    (s) =>
      s.keyName === keyName &&
      toHex(s.keyHash) === keyHash &&
      s.signature.length === 64 &&
      verify(null, utf8(signed.body), key, s.signature),
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
