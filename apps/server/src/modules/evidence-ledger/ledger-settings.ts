import type { LedgerConfig, LedgerSigner } from './ledger-config.js';
import type { LedgerHashAlg } from './tree.js';

/**
 * What an append needs besides its transaction: the hash and origin of a tenant's new log and
 * how often a checkpoint is due. Set once at start from the configuration (`configureLedger`);
 * use-cases deep in other modules call `appendLedgerEntry(tx, input)` without carrying config.
 * A log's hash algorithm and origin are fixed by its first entry (stored in `ledger_head`).
 */
export interface LedgerSettings {
  hashAlg: LedgerHashAlg;
  originPrefix: string;
  checkpointEvery: number;
  /** Signs checkpoints made on demand (a receipt asked for beyond the last checkpoint). */
  signer: LedgerSigner | null;
  /** Anchoring publishers a new checkpoint is queued for. */
  publishers: readonly string[];
}

let settings: LedgerSettings = {
  hashAlg: 'sm3',
  originPrefix: 'rer.local/ledger',
  checkpointEvery: 100,
  signer: null,
  publishers: [],
};

export function configureLedger(next: LedgerSettings): void {
  settings = { ...next };
}

export function ledgerSettings(): LedgerSettings {
  return settings;
}

/** `<prefix>/<tenantId>/<hash>`: the hash algorithm is part of the log's name (ADR 11). */
export function originFor(prefix: string, tenantId: string, alg: LedgerHashAlg): string {
  return `${prefix}/${tenantId}/${alg}`;
}

/** The settings of a deployment's configuration (publishers as configured). */
export function configureLedgerFromConfig(config: LedgerConfig, publishers: readonly string[] = []): void {
  configureLedger({
    hashAlg: config.hashAlg,
    originPrefix: config.originPrefix,
    checkpointEvery: config.checkpointEvery,
    signer: config.signer,
    publishers,
  });
}
