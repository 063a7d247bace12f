import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export async function openDatabase(config: AppConfig['database']): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url, config.poolMax) : openPglite(config.dataDir);
}
