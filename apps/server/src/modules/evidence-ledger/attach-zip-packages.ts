import { createHash } from 'node:crypto';
import { canonicalJson } from '@rer/domain';

/** The content key of an evidence package (reuse of a live package with the same content). */

export interface PackageContent {
  tenantId: string;
  accountId: string;
  applyName: string;
  application: { uuid: string; status: string };
  /** In package order. */
  files: { attachId: string; sha256: string; sizeBytes: number }[];
  /** Leaf hashes of the entries whose receipts the package holds, in seq order. */
  entries: string[];
  publicKey: string | null;
}

/**
 * What makes two packages the same for reuse: the account (a package is its maker's attachment),
 * the application and its status, the name, every file with its recorded hash, every entry and
 * the signing key. Receipts of the same entries cut at a later checkpoint prove the same thing.
 */
export function packageContentKey(content: PackageContent): string {
  const text = canonicalJson({
    v: 1,
    tenantId: content.tenantId,
    accountId: content.accountId,
    applyName: content.applyName,
    application: content.application,
    files: content.files.map((f) => [f.attachId, f.sha256, String(f.sizeBytes)]),
    entries: content.entries,
    publicKey: content.publicKey,
  });
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
