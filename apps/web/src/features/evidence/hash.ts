import { type HashFn, hashAlgorithmOfOrigin, sha256Hash, sm3Hash } from '@rer/domain';

export type LedgerHashAlg = 'sm3' | 'sha256';

/** The domain's synchronous SM3 and SHA-256 (one implementation for server and browser). */
export const hashFunctions: Readonly<Record<LedgerHashAlg, HashFn>> = { sm3: sm3Hash, sha256: sha256Hash };

/** The hash a log uses, named by the last segment of its origin line (`…/sm3`, `…/sha256`). */
export function hashFnOfOrigin(origin: string): { alg: LedgerHashAlg; hash: HashFn } | null {
  const alg = hashAlgorithmOfOrigin(origin);
  return alg ? { alg, hash: hashFunctions[alg] } : null;
}
