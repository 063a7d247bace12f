import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseQueryPageConfig } from '@rer/domain';
import type { QueryPageSeed } from '../modules/query-pages/index.js';
import { seedDataDir } from './seed-data-dir.js';

/**
 * Query pages shipped with the server (`seeding/query-pages/<pageKey>.json`, each one page
 * configuration). A file that does not parse stops the start with the Chinese errors. Endpoint
 * names are not checked here: a page may name an endpoint another module registers later (the
 * query call says so).
 */
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
