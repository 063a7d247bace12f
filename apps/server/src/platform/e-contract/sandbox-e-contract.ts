import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../db/database.js';
import { latestSandboxResult, recordSandboxResult } from '../face-check/sandbox-face-check.repository.js';
import type { EContractParty, EContractProvider } from './e-contract-provider.js';

/** The sandbox's signing "page": a public call that records the signature and returns the browser. */
export const SANDBOX_SIGN_PATH = '/api/rem-registrationbizweb/nonds/eContractSandbox/sign';

/** The sandbox's account of a party: a hash, so no ID number travels in its links. */
export const sandboxAccountOf = (party: EContractParty): string =>
  `sandbox-${createHash('sha256').update(party.certNo).digest('hex').slice(0, 16)}`;
const signedKey = (contractRef: string, account: string) => `econtract:sandbox:${contractRef}:${account}`;

export interface SandboxEContractProvider extends EContractProvider {
  readonly name: 'sandbox';
  /** What the sandbox signing call records: that account signed that contract. */
  sign(tx: Executor, contractRef: string, account: string, now: Date): Promise<void>;
}

/**
 * Signs nobody (沙箱): every party counts as real-named, a signature is a row (`auth_attempt`,
 * key `econtract:sandbox:<contract>:<account>`) written when the party opens its sign link, so
 * every server process sees it. Refused in production.
 */
export function createSandboxEContractProvider(
  appEnv: 'development' | 'test' | 'production',
): SandboxEContractProvider {
  if (appEnv === 'production') throw new Error('电子合同沙箱不能用于生产环境（ECONTRACT_PROVIDER=sandbox）');
  return {
    name: 'sandbox',
    label: '电子合同沙箱（不真正签署）',
    async registerUser(_tx, party) {
      return { accountRef: sandboxAccountOf(party), realNamed: true, authUrl: null };
    },
    async createContract() {
      return `sandbox-${randomUUID()}`;
    },
    async signUrl(_tx, contractRef, party, redirectUrl) {
      const query = new URLSearchParams({ contractRef, account: sandboxAccountOf(party), redirectUrl });
      return `${SANDBOX_SIGN_PATH}?${query}`;
    },
    async sign(tx, contractRef, account, now) {
      await recordSandboxResult(tx, signedKey(contractRef, account), true, now);
    },
    async status(tx, contractRef, parties) {
      const signed: Record<string, boolean> = {};
      for (const party of parties)
        signed[party.certNo] =
          (await latestSandboxResult(tx, signedKey(contractRef, sandboxAccountOf(party)))) === true;
      return { finished: parties.length > 0 && Object.values(signed).every(Boolean), signed };
    },
    async signedPdf() {
      return null;
    },
  };
}
