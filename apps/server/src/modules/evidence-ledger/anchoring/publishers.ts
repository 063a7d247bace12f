import { createPublicKey } from 'node:crypto';
import type { LedgerConfig } from '../ledger-config.js';
import type { CheckpointPublisher } from './publisher.js';
import { timeStampPublisher } from './rfc3161.js';
import { witnessPublisher } from './witness.js';

/** The publishers configured for this deployment (none by default). */
export function createPublishers(config: LedgerConfig, fetchFn?: typeof fetch): CheckpointPublisher[] {
  const out: CheckpointPublisher[] = [];
  if (config.tsaUrl) {
    out.push(
      timeStampPublisher({
        url: config.tsaUrl,
        tsaKey: config.tsaCertificate ? createPublicKey(config.tsaCertificate) : null,
        ...(fetchFn ? { fetchFn } : {}),
      }),
    );
  }
  if (config.witness) out.push(witnessPublisher({ ...config.witness, ...(fetchFn ? { fetchFn } : {}) }));
  return out;
}

export function publisherNames(config: LedgerConfig): string[] {
  return [...(config.tsaUrl ? ['rfc3161'] : []), ...(config.witness ? ['witness'] : [])];
}
