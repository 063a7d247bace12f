import { chainNodeConfigSection } from './modules/chain-node/index.js';
import { evidencePackageConfigSection, ledgerConfigSection } from './modules/evidence-ledger/index.js';
import { chainConfigSection } from './modules/regional-chain/index.js';
import { loadPlatformConfig, type PlatformConfig, type SectionValues } from './platform/config.js';
import { eContractConfigSection } from './platform/e-contract/e-contract-config.js';

export { type AppEnv, ConfigError } from './platform/config.js';

/** The capabilities' configuration sections, validated with the platform's (ADR 36). */
const sections = {
  /** Evidence ledger (issue 7, ADR 11). */
  ledger: ledgerConfigSection,
  /** Evidence packages: retention and build limits (ADR 20). */
  evidencePackages: evidencePackageConfigSection,
  /** E-contracts of the pledge (issue 23, ADR 72): sandbox or e签宝. */
  eContract: eContractConfigSection,
  /** The regional chain's sealing key (issue 24, ADR 77). */
  chain: chainConfigSection,
  /** The regional business chain's node interfaces: TLS, mTLS, rate limit (issue 24, ADR 78). */
  chainNode: chainNodeConfigSection,
};

export type AppConfig = PlatformConfig & SectionValues<typeof sections>;

/**
 * Configuration comes only from the environment and is validated once at start. Every variable,
 * its default and its meaning is listed in the README.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): AppConfig {
  return loadPlatformConfig(env, version, sections);
}
