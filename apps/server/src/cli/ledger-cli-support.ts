import { type AppConfig, loadConfig } from '../config.js';
import { configureLedgerFromConfig, publisherNames } from '../modules/evidence-ledger/index.js';
import { acquireDataDirLock, DataDirLockedError } from '../platform/db/data-dir-lock.js';
import type { Database } from '../platform/db/database.js';
import { openDatabase } from '../platform/db/open-database.js';

/** `--tenant 000000` of a ledger command line, if given (six digits, else refused). */
export function tenantArgument(args: readonly string[]): string | undefined {
  const at = args.indexOf('--tenant');
  const only = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && !/^\d{6}$/.test(only ?? '')) throw new Error('--tenant 应为6位数字');
  return only;
}

/**
 * Runs a ledger command on the configured database (the embedded one locked, refused while a
 * server holds it), with the ledger configured as the server would: new logs take the configured
 * hash, integration signs checkpoints with the configured key.
 */
export async function withLedgerDatabase<T>(
  work: (db: Database, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig(process.env);
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : null;
  const db = await openDatabase(config.database);
  configureLedgerFromConfig(config.ledger, publisherNames(config.ledger));
  try {
    return await work(db, config);
  } finally {
    await db.close();
    lock?.release();
  }
}

/** Exits with the command's code; 2 with a Chinese message naming what failed (`核验`, `补录`). */
export function runLedgerCommand(main: () => Promise<number>, verb: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DataDirLockedError) {
        process.stderr.write(
          `\n无法${verb}：${error.message}\n请先停止正在运行的服务，或设置 DATABASE_URL。\n\n`,
        );
        process.exit(2);
      }
      process.stderr.write(`存证${verb}失败：${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
}
