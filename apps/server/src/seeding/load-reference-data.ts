import { createHash } from 'node:crypto';
import { SEED_AUTHOR } from '../modules/forms/index.js';
import { seedQueryPages } from '../modules/query-pages/index.js';
import { OFFICIAL_WEBSITE_PARAM } from '../modules/showcase/index.js';
import { tenantSeeds } from '../modules/system/index.js';
import { insertFirstFlowIfNone } from '../modules/workflow/index.js';
import type { Database, Tx } from '../platform/db/database.js';
import { loadBusinessDictionaries } from './business-dictionaries.js';
import { DICT_ROOT_KEY, type DictRow } from './dictionary-rows.js';
import { loadFlowSeeds } from './flow-seeds.js';
import { FORM_SEED_UPGRADE_REVISION, type FormSeedOutcome, upgradeFormSeeds } from './form-seed-upgrade.js';
import { type FormSeed, loadFormSeeds } from './form-seeds.js';
import { loadParams } from './params.js';
import { loadQueryPageSeeds } from './query-page-seeds.js';
import { loadRegionRows } from './reference-data.js';
import {
  findTenantIds,
  insertMissingDictionaries,
  insertMissingParams,
  insertMissingRegions,
  insertMissingTenants,
} from './reference-data.repository.js';
import { findSeedChecksum, lockSeeding, markSeeded } from './seed-state.repository.js';
import { loadShowcaseSeed, showcaseSeedOf } from './showcase-seed.js';

/**
 * Loads tenants, regions, dictionaries, parameters and seed form schemas. Idempotent: rows are only inserted when
 * missing (an operator's later edits are kept), and a data set whose checksum was already loaded
 * is skipped entirely, so a restart changes nothing.
 */
export interface ReferenceDataReport {
  loaded: string[];
  skipped: string[];
  /** Seed forms created, published as a new version or held back behind an administrator's (ADR 19). */
  formSeeds: FormSeedOutcome[];
}

/** Parameters the public (nonds) endpoints may reveal; the rest need a signed-in user. */
const publicParamKeys = new Set([
  'blockchain.isOpen',
  'freeze.notice.switch',
  'processOpenInNewPage',
  'showPageTab',
  OFFICIAL_WEBSITE_PARAM,
]);
const publicParamPrefixes = ['bizTopMenu.'];

export function isPublicParam(paramKey: string): boolean {
  return publicParamKeys.has(paramKey) || publicParamPrefixes.some((p) => paramKey.startsWith(p));
}

/** The seed keeps BladeX's header row per code (dictKey -1); we keep headers in dict_biz_type. */
export function splitDictionaryRows(all: DictRow[]) {
  const types = all
    .filter((r) => r.dictKey === DICT_ROOT_KEY)
    .map((r) => ({ code: r.code, name: r.dictValue, remark: r.remark, isSealed: r.isSealed }));
  const items = all
    .filter((r) => r.dictKey !== DICT_ROOT_KEY)
    .map((r) => ({
      code: r.code,
      dictKey: r.dictKey,
      dictValue: r.dictValue,
      parentKey: r.parentKey === DICT_ROOT_KEY ? null : r.parentKey,
      sort: r.sort,
      remark: r.remark,
      isSealed: r.isSealed,
    }));
  return { types, items };
}

function checksum(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export interface ReferenceDataOptions {
  /** The seed forms; those of the business folders when absent (a file that does not parse throws). */
  formSeeds?: FormSeed[];
  /**
   * Only these tenants' sets (a tenant the operator just created, ADR 42); absent: the shipped
   * tenants and regions, then every tenant of the database.
   */
  tenantIds?: string[];
}

export async function loadReferenceData(
  db: Database,
  options: ReferenceDataOptions = {},
): Promise<ReferenceDataReport> {
  const report: ReferenceDataReport = { loaded: [], skipped: [], formSeeds: [] };
  const formSeeds = (options.formSeeds ?? loadFormSeeds()).map(({ appId, nodeId, schema }) => ({
    appId,
    nodeId,
    schema,
  }));
  const queryPageSeeds = loadQueryPageSeeds();
  const flowSeeds = loadFlowSeeds().map(({ flow, raw }) => ({ appId: flow.appId, definition: raw }));
  const dictionaries = splitDictionaryRows(loadBusinessDictionaries());
  const params = loadParams().map((p) => ({ ...p, isPublic: isPublicParam(p.paramKey) }));
  const regions = loadRegionRows();

  const sets: { name: string; data: unknown; load: (tx: Tx) => Promise<void> }[] = [];
  if (!options.tenantIds) {
    sets.push(
      { name: 'tenants', data: tenantSeeds, load: (tx) => insertMissingTenants(tx, tenantSeeds) },
      { name: 'regions', data: regions, load: (tx) => insertMissingRegions(tx, regions) },
    );
  }
  const tenantIds = options.tenantIds ?? [
    ...new Set([...tenantSeeds.map((t) => t.tenantId), ...(await findTenantIds(db.orm))]),
  ];
  for (const t of tenantIds.map((tenantId) => ({ tenantId }))) {
    sets.push({
      name: `dict-biz:${t.tenantId}`,
      data: dictionaries,
      load: (tx) => insertMissingDictionaries(tx, t.tenantId, dictionaries),
    });
    sets.push({
      name: `param-biz:${t.tenantId}`,
      data: params,
      load: (tx) => insertMissingParams(tx, t.tenantId, params),
    });
    sets.push({
      name: `form-schema:${t.tenantId}`,
      // The revision re-runs the set once where an older loader already recorded these seeds.
      data: { revision: FORM_SEED_UPGRADE_REVISION, seeds: formSeeds },
      // Version 1, or a new version of an untouched seed form; an administrator's is held (ADR 19).
      load: async (tx) => {
        const outcomes = await upgradeFormSeeds(tx, t.tenantId, formSeeds);
        report.formSeeds.push(...outcomes.filter((o) => o.kind !== 'current'));
      },
    });
    sets.push({
      name: `query-page:${t.tenantId}`,
      data: queryPageSeeds,
      // Version 1 only when the tenant has no version of the page (query pages, ADR 15).
      load: (tx) => seedQueryPages(tx, t.tenantId, queryPageSeeds, SEED_AUTHOR),
    });
    sets.push({
      name: `showcase:${t.tenantId}`,
      data: showcaseSeedOf(t.tenantId),
      // The demo show plates and the official-website setting (ADR 80), each only when missing.
      load: (tx) => loadShowcaseSeed(tx, t.tenantId),
    });
    sets.push({
      name: `flow-definition:${t.tenantId}`,
      data: flowSeeds,
      // Version 1 only when the tenant has no version of the flow (workflow, ADR 12).
      load: async (tx) => {
        for (const seed of flowSeeds) {
          await insertFirstFlowIfNone(tx, { ...seed, tenantId: t.tenantId, createdBy: SEED_AUTHOR });
        }
      },
    });
  }

  for (const set of sets) {
    const sum = checksum(set.data);
    await db.orm.transaction(async (tx) => {
      // Several processes may start at once on PostgreSQL: one loads, the others then skip.
      await lockSeeding(tx);
      if ((await findSeedChecksum(tx, set.name)) === sum) {
        report.skipped.push(set.name);
        return;
      }
      await set.load(tx);
      await markSeeded(tx, set.name, sum);
      report.loaded.push(set.name);
    });
  }
  return report;
}
