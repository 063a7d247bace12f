/**
 * `npm run ledger:backfill [-- --tenant 000000] [--dry-run]`: gives every register event recorded
 * before the evidence ledger existed its ledger entry (kind `register.event.backfill`, the body of
 * `register.event`), tenant by tenant, oldest event first, in batched transactions. Idempotent: a
 * second run appends nothing. `--dry-run` only counts. Reads DATABASE_URL, else the embedded
 * database in DATA_DIR (refused while a server holds it). Exits 0 on success, 2 on failure.
 */
import {
  backfillRegisterEvents,
  countMissingEntries,
  tenantsToBackfill,
} from '../modules/evidence-ledger/index.js';
import { runLedgerCommand, tenantArgument, withLedgerDatabase } from './ledger-cli-support.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const only = tenantArgument(args);
  const dryRun = args.includes('--dry-run');
  return withLedgerDatabase(async (db) => {
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
  });
}

runLedgerCommand(main, '补录');
