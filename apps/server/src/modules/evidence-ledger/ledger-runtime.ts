import type { RuntimePart } from '../../platform/runtime.js';
import { registerEvidencePackageCleanup } from './attach-zip-cleanup.js';
import type { EvidencePackageConfig } from './attach-zip-config.js';
import type { LedgerConfig } from './ledger-config.js';
import { registerLedgerJobs } from './ledger-jobs.js';
import { configureLedgerFromConfig } from './ledger-settings.js';
import { checkAgainstMarks, LedgerRolledBackError, publishMarks } from './published-mark.js';
import type { RegisterVerifier } from './verify-ledger.js';

/** The evidence ledger's part of a server process (ADR 36): its settings, mark check and jobs. */
export function evidenceLedgerRuntime(
  config: { ledger: LedgerConfig; evidencePackages: EvidencePackageConfig },
  deps: { verifyRegister: RegisterVerifier },
): RuntimePart {
  return {
    name: 'evidence-ledger',
    // Before any seeding: a tenant's first ledger entry fixes its log's hash and origin.
    configure: () => configureLedgerFromConfig(config.ledger),
    async afterMigrations({ db, storage }) {
      // A database restored from before a checkpoint already published must not take new entries.
      const rolledBack = await checkAgainstMarks(db, storage);
      if (rolledBack.length > 0) throw new LedgerRolledBackError(rolledBack);
      await publishMarks(db, storage);
    },
    async registerJobs({ db, jobs, storage, log }) {
      await registerLedgerJobs(db, jobs, config.ledger, log, {
        verifyRegister: deps.verifyRegister,
        storage,
      });
      await registerEvidencePackageCleanup(db, jobs, storage, config.evidencePackages, log);
    },
  };
}
