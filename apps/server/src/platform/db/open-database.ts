import type { PlatformConfig } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export async function openDatabase(config: PlatformConfig['database']): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url, config.poolMax) : openPglite(config.dataDir);
}
