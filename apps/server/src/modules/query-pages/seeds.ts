import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseQueryPageConfig } from '@rer/domain';
import { seedDataDir } from '../../db/seed/seed-data-dir.js';
import type { Executor } from '../../platform/db/database.js';
import { insertFirstPageConfigIfNone } from './query-page.repository.js';

/**
 * Query pages shipped with the server (`db/seed/query-pages/<pageKey>.json`, each one page
 * configuration), loaded as version 1 for every tenant that has no version of that page. A file
 * that does not parse stops the start with the Chinese errors. Endpoint names are not checked
 * here: a page may name an endpoint another module registers later (the query call says so).
 */
export interface QueryPageSeed {
  file: string;
  pageKey: string;
  config: Record<string, unknown>;
}

export class QueryPageSeedError extends Error {
  override name = 'QueryPageSeedError';
}

export function queryPageSeedDir(): string {
  return path.join(seedDataDir(), 'query-pages');
}

export function loadQueryPageSeeds(dir = queryPageSeedDir()): QueryPageSeed[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.map((file) => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      throw new QueryPageSeedError(`查询页面种子文件 ${file} 不是有效的 JSON`);
    }
    const parsed = parseQueryPageConfig(raw);
    if (!parsed.ok)
      throw new QueryPageSeedError(`查询页面种子文件 ${file} 不正确：\n${parsed.errors.join('\n')}`);
    if (`${parsed.config.pageKey}.json` !== file) {
      throw new QueryPageSeedError(`查询页面种子文件 ${file} 的 pageKey 应与文件名一致`);
    }
    return { file, pageKey: parsed.config.pageKey, config: raw as Record<string, unknown> };
  });
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
