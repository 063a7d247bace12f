import { type HashFn, hashAlgorithmOfOrigin } from '@rer/domain';
import { sha256 } from './sha256';
import { sm3 } from './sm3';

export type LedgerHashAlg = 'sm3' | 'sha256';

export const hashFunctions: Readonly<Record<LedgerHashAlg, HashFn>> = { sm3, sha256 };

/** The hash a log uses, named by the last segment of its origin line (`…/sm3`, `…/sha256`). */
export function hashFnOfOrigin(origin: string): { alg: LedgerHashAlg; hash: HashFn } | null {
  const alg = hashAlgorithmOfOrigin(origin);
  return alg ? { alg, hash: hashFunctions[alg] } : null;
}
