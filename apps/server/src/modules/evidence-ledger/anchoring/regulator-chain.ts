import type { CheckpointPublisher } from './publisher.js';

/**
 * The regulator's regional-equity blockchain (CSRC JR/T 0315-2024 data objects, JR/T 0317-2024
 * communication protocols) — an interface only: the platform reports registration and custody
 * through the regional-equity chain's node of its province, whose endpoint, certificates and
 * message signing (SM2/SM3, GM/T 0009) are issued at onboarding and are not public.
 *
 * The JR/T 0317 business protocols the ledger's entries map to:
 * - 资产登记 (initial registration): `register.event` of type initialRegistration and issue —
 *   the register of a company as first recorded, with the holder commitments;
 * - 转让管理 (transfer management): `register.event` of type transfer, pledge, pledgeRelease,
 *   judicialFreeze, freezeRenewal, queuedFreeze, unfreeze, seizure, lock, unlock, reversal;
 * - 结算管理 (settlement management): fee receipts and payment settlement entries.
 *
 * An adapter implements `RegulatorChainClient` (one call per protocol message, idempotent by
 * `businessSerialNo`) and is wrapped as a CheckpointPublisher so that each signed checkpoint, and
 * the entries it newly covers, are reported through the same outbox, retries and idempotency keys.
 */
export type RegulatorProtocol = '资产登记' | '转让管理' | '结算管理';

export interface RegulatorChainMessage {
  protocol: RegulatorProtocol;
  /** Unique per message; a resend with the same number must not create a second record. */
  businessSerialNo: string;
  /** The ledger entry's canonical JSON and leaf hash, and the checkpoint that covers it. */
  entry: string;
  leafHash: string;
  checkpoint: string;
}

export interface RegulatorChainReceipt {
  /** The transaction hash on the regulator's chain. */
  chainTxHash: string;
  acceptedAt: string;
}

export interface RegulatorChainClient {
  submit(message: RegulatorChainMessage): Promise<RegulatorChainReceipt>;
}

/** Which JR/T 0317 protocol reports an entry (null: not reported, e.g. verification results). */
export function regulatorProtocolOf(kind: string, eventType?: string): RegulatorProtocol | null {
  if (kind === 'register.event') {
    return eventType === 'initialRegistration' || eventType === 'issue' ? '资产登记' : '转让管理';
  }
  if (kind.startsWith('fee.') || kind.startsWith('settlement.')) return '结算管理';
  return null;
}

/** Marker type for the adapter a deployment supplies. */
export type RegulatorChainPublisher = CheckpointPublisher & { readonly name: 'regulator-chain' };
