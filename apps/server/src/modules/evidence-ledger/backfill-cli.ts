/**
 * `npm run ledger:backfill [-- --tenant 000000] [--dry-run]`: gives every register event recorded
 * before the evidence ledger existed its ledger entry (kind `register.event.backfill`, the body of
 * `register.event`), tenant by tenant, oldest event first, in batched transactions. Idempotent: a
 * second run appends nothing. `--dry-run` only counts. Reads DATABASE_URL, else the embedded
 * database in DATA_DIR (refused while a server holds it). Exits 0 on success, 2 on failure.
 */
import { loadConfig } from '../../platform/config.js';
import { acquireDataDirLock, DataDirLockedError } from '../../platform/db/data-dir-lock.js';
import { openDatabase } from '../../platform/db/open-database.js';
import { publisherNames } from './anchoring/publishers.js';
import { backfillRegisterEvents, countMissingEntries, tenantsToBackfill } from './backfill.js';
import { configureLedgerFromConfig } from './index.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--tenant');
  const only = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && !/^\d{6}$/.test(only ?? '')) throw new Error('--tenant 应为6位数字');
  const dryRun = args.includes('--dry-run');
  const config = loadConfig(process.env);
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : null;
  const db = await openDatabase(config.database);
  // New logs take the configured hash; integration signs checkpoints with the configured key.
  configureLedgerFromConfig(config.ledger, publisherNames(config.ledger));
  try {
    const tenants = only ? [only] : await tenantsToBackfill(db);
    if (tenants.length === 0) process.stdout.write('没有登记事件，无需补录\n');
    for (const tenantId of tenants) {
      if (dryRun) {
        const missing = await countMissingEntries(db, tenantId);
        process.stdout.write(`租户 ${tenantId}：${missing} 条登记事件没有存证条目（试运行，未写入）\n`);
        continue;
      }
      const started = Date.now();
      const result = await backfillRegisterEvents(db, tenantId, {
        onBatch: (b) =>
          process.stdout.write(
            `  租户 ${tenantId}：已补录 ${b.count} 条（登记事件 ${b.firstEventId}–${b.lastEventId}）\n`,
          ),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        result.appended === 0
          ? `✓ 租户 ${tenantId}：所有登记事件均已有存证条目，未补录\n`
          : `✓ 租户 ${tenantId}：补录 ${result.appended} 条存证条目（${result.batches} 批），用时 ${seconds} 秒\n`,
      );
    }
    return 0;
  } finally {
    await db.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`\n无法补录：${error.message}\n请先停止正在运行的服务，或设置 DATABASE_URL。\n\n`);
      process.exit(2);
    }
    process.stderr.write(`存证补录失败：${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
