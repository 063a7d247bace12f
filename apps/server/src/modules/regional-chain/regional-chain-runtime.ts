import type { RuntimePart } from '../../platform/runtime.js';
import { onCompanyRecordChange } from '../company/index.js';
import { onHolderAccountChange } from '../identity/index.js';
import { onMemberChange } from '../members/index.js';
import { onRegisterChange } from '../share-register/index.js';
import { snapshotHolderAccountChange } from './account-snapshots.js';
import { backfillChainObjects } from './backfill.js';
import { type ChainConfig, configureRegionalChain } from './chain-config.js';
import { CHAIN_BACKFILL_QUEUE, snapshotRegisterChange } from './register-snapshots.js';
import { snapshotStorageWorker } from './storage-sweeper.js';
import { snapshotCompanyRecordChange, snapshotMemberChange } from './subject-snapshots.js';
import { chainTenants } from './tenants.repository.js';

/**
 * The hooks the chain's objects are written from — the register's, the accounts', the company
 * record's and the members' (idempotent: one listener each however often installed). Returns
 * their removal: bench:chain measures approvals with and without.
 */
export function installRegionalChainHooks(): () => void {
  const removals = [
    onRegisterChange(snapshotRegisterChange),
    onHolderAccountChange(snapshotHolderAccountChange),
    onCompanyRecordChange(snapshotCompanyRecordChange),
    onMemberChange(snapshotMemberChange),
  ];
  return () => {
    for (const remove of removals) remove();
  };
}

/**
 * The regional chain's part of a server process (ADR 77): the sealing key and the register hook
 * before any data is loaded, the backfill of registers recorded without objects (the demo data,
 * idempotent) after the seeding, the storage pass and the backfill job with the jobs.
 */
export function regionalChainRuntime(config: { chain: ChainConfig }): RuntimePart {
  return {
    name: 'regional-chain',
    configure() {
      configureRegionalChain(config.chain);
      installRegionalChainHooks();
    },
    async load({ db, log }) {
      for (const tenantId of await chainTenants(db.orm)) {
        const { written } = await backfillChainObjects(db, tenantId);
        if (written > 0) log.info({ tenantId, written }, 'regional chain objects backfilled');
      }
    },
    async registerJobs({ db, jobs, storage, log }) {
      jobs.register(CHAIN_BACKFILL_QUEUE, async (job) => {
        const { companyId } = job.payload as { companyId?: string };
        await backfillChainObjects(db, job.tenantId, companyId ? { companyId } : {});
      });
      jobs.attach(
        snapshotStorageWorker(db, storage, {
          onError: (error) => log.warn({ err: error }, 'chain snapshot storage'),
        }),
      );
    },
  };
}
