import { custodyVouchersRuntime } from './businesses/shared/custody-vouchers.js';
import type { AppConfig } from './config.js';
import { evidenceLedgerRuntime } from './modules/evidence-ledger/index.js';
import { membersRuntime } from './modules/members/index.js';
import { regionalChainRuntime } from './modules/regional-chain/index.js';
import { freezeNoticeRuntime, shareRegisterRuntime, verifyRegister } from './modules/share-register/index.js';
import { systemClock } from './platform/clock.js';
import type { RuntimePart } from './platform/runtime.js';
import { loadDemoData, loadGeneratedDemoData, loadReferenceData } from './seeding/index.js';

/** Reference data, form seeds and (when asked) the demo data: loaded above the modules. */
function seedingRuntime(config: Pick<AppConfig, 'seedDemoData'>): RuntimePart {
  return {
    name: 'seeding',
    async load({ db, storage, log }) {
      const seed = await loadReferenceData(db);
      log.info({ loaded: seed.loaded, skipped: seed.skipped.length }, 'reference data');
      for (const f of seed.formSeeds) {
        // ADR 19: no personal data (who edited the form is not logged); the record is form_seed_release.
        if (f.kind === 'hold' && f.newlyRecorded)
          log.warn(
            { tenantId: f.tenantId, appId: f.appId, nodeId: f.nodeId, adminVersion: f.version },
            'newer shipped form schema held back: an administrator version is the latest',
          );
        else if (f.kind === 'publish')
          log.info(
            { tenantId: f.tenantId, appId: f.appId, nodeId: f.nodeId, version: f.version },
            'shipped form schema published',
          );
      }
      if (config.seedDemoData) {
        log.info(await loadDemoData(db), 'demo data');
        log.info(await loadGeneratedDemoData(db, storage), 'generated demo data');
      }
    },
  };
}

/**
 * What the capabilities contribute to a server process, in order (ADR 36): the ledger's settings
 * and mark check come before any data is loaded; jobs register after the platform's housekeeping.
 */
export function runtimeParts(config: AppConfig): RuntimePart[] {
  return [
    evidenceLedgerRuntime(config, { verifyRegister }),
    seedingRuntime(config),
    // After the seeding: the demo registers' chain objects are backfilled (idempotent).
    regionalChainRuntime(config),
    shareRegisterRuntime,
    custodyVouchersRuntime(systemClock),
    membersRuntime(config),
    freezeNoticeRuntime(config),
  ];
}
