import { ConfigError, type ConfigSection } from '../../platform/config.js';
import {
  type EvidencePackageConfig,
  evidencePackageEnvironment,
  parseEvidencePackageConfig,
} from './attach-zip-config.js';
import {
  type LedgerConfig,
  LedgerConfigError,
  ledgerEnvironment,
  ledgerProductionProblems,
  parseLedgerConfig,
} from './ledger-config.js';

/** The evidence ledger's configuration (issue 7, ADR 11), contributed to the app's (ADR 36). */
export const ledgerConfigSection: ConfigSection<LedgerConfig> = {
  environment: ledgerEnvironment,
  parse(env) {
    try {
      return parseLedgerConfig(env as Parameters<typeof parseLedgerConfig>[0]);
    } catch (error) {
      if (error instanceof LedgerConfigError) throw new ConfigError(error.message);
      throw error;
    }
  },
  productionProblems: ledgerProductionProblems,
};

/** Evidence packages: retention and build limits (ADR 20). */
export const evidencePackageConfigSection: ConfigSection<EvidencePackageConfig> = {
  environment: evidencePackageEnvironment,
  parse: (env) => parseEvidencePackageConfig(env as Parameters<typeof parseEvidencePackageConfig>[0]),
};
