import type { Executor } from '../../platform/db/database.js';
import { insertFirstPageConfigIfNone } from './query-page.repository.js';

/**
 * Query pages shipped with the server (read by `seeding/query-page-seeds.ts` from
 * `seeding/query-pages/<pageKey>.json`), loaded as version 1 for every tenant that has no version
 * of that page.
 */
export interface QueryPageSeed {
  file: string;
  pageKey: string;
  config: Record<string, unknown>;
}

/** Seeding of one tenant: version 1 of each page that has none (an operator's versions are kept). */
export async function seedQueryPages(
  tx: Executor,
  tenantId: string,
  seeds: readonly QueryPageSeed[],
  createdBy: string,
): Promise<void> {
  for (const seed of seeds) {
    await insertFirstPageConfigIfNone(tx, {
      tenantId,
      pageKey: seed.pageKey,
      config: seed.config,
      createdBy,
    });
  }
}
