import type { Executor } from '../db/database.js';

/**
 * Electronic contracts (电子合同, 000/002 §7: registerEContractUser, queryEContractInfo,
 * queryPledgeeEContractInfo, getSignMgrUrl): the pledge contract of 550063 is signed by the pledgor
 * and the pledgee through a provider (ADR 72). Two adapters: the sandbox (沙箱, signs nobody) and
 * e签宝 open API v3 (`esign-e-contract.ts`).
 */
export interface EContractParty {
  /** Person (居民身份证) or organisation (统一社会信用代码). */
  kind: 'person' | 'org';
  name: string;
  certNo: string;
  /** The signer's mobile (the provider's account of a person; an org's agent). */
  mobile: string;
}

export interface EContractUser {
  /** The provider's id of the party (e签宝 psnId / orgId). */
  accountRef: string;
  realNamed: boolean;
  /** Where the party completes the provider's real-name check, when not done yet. */
  authUrl: string | null;
}

export interface EContractSigner {
  party: EContractParty;
  /** Where the signature goes: page 1-based, x/y in points from the lower left. */
  page: number;
  x: number;
  y: number;
}

export interface EContractStatus {
  finished: boolean;
  /** Whether each party (by its certNo) has signed. */
  signed: Record<string, boolean>;
}

/** Calls run inside the caller's transaction (the sandbox keeps its state in rows; e签宝 ignores it). */
export interface EContractProvider {
  readonly name: 'sandbox' | 'esign';
  /** Shown to users and operators (the sandbox says 沙箱). */
  readonly label: string;
  registerUser(tx: Executor, party: EContractParty): Promise<EContractUser>;
  /** Uploads the contract and opens its signing flow; answers the provider's flow id. */
  createContract(
    tx: Executor,
    input: { title: string; fileName: string; pdf: Buffer; signers: EContractSigner[] },
  ): Promise<string>;
  /** The page where that party signs, coming back to `redirectUrl`. */
  signUrl(tx: Executor, contractRef: string, party: EContractParty, redirectUrl: string): Promise<string>;
  status(tx: Executor, contractRef: string, parties: EContractParty[]): Promise<EContractStatus>;
  /**
   * The provider's signed PDF once the flow finished; null before, or when the provider keeps no
   * signed copy (the sandbox: the platform's own contract is the document).
   */
  signedPdf(tx: Executor, contractRef: string): Promise<Buffer | null>;
}

export class EContractError extends Error {
  override name = 'EContractError';
}
