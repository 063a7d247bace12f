/**
 * `npm run ledger:verify [-- --tenant 000000]`: integrates each tenant's queued entries (ADR 16),
 * then recomputes every tenant's evidence log (leaves
 * from the stored entries and the register events they record, every stored subtree, each
 * checkpoint's root, signature and consistency with the previous one) and replays every register
 * against its projection. Prints each difference and exits 1 when there is any, 0 otherwise.
 * Reads DATABASE_URL, else the embedded database in DATA_DIR (refused while a server holds it).
 */
import {
  checkAgainstMarks,
  ensureIntegrated,
  ledgerTenants,
  verifyLedger,
} from '../modules/evidence-ledger/index.js';
import { verifyRegister } from '../modules/share-register/index.js';
import { openObjectStorage } from '../platform/storage/storage-config.js';
import { runLedgerCommand, tenantArgument, withLedgerDatabase } from './ledger-cli-support.js';

async function main(): Promise<number> {
  const only = tenantArgument(process.argv.slice(2));
  // The sequencer signs a checkpoint when the integration crosses LEDGER_CHECKPOINT_EVERY.
  return withLedgerDatabase(async (db, config) => {
    const tenants = only ? [only] : await ledgerTenants(db);
    let failures = 0;
    for (const tenantId of tenants.sort()) {
      const started = Date.now();
      await ensureIntegrated(db, tenantId);
      const r = await verifyLedger(db.orm, {
        tenantId,
        publicKeyRaw: config.ledger.verifiers,
        verifyRegister,
      });
      const queued = r.queuedCount > 0 ? `，另有 ${r.queuedCount} 条新条目排队待入日志` : '';
      const summary = `租户 ${tenantId}：日志 ${r.treeSize} 条${queued}，检查点 ${r.checkpointCount} 个，登记事件 ${r.registerEventCount} 条，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`;
      if (r.differences.length === 0) {
        process.stdout.write(`✓ ${summary}：一致\n`);
      } else {
        failures += r.differences.length;
        process.stdout.write(`✗ ${summary}：发现 ${r.differences.length} 处不一致\n`);
        for (const d of r.differences) process.stdout.write(`  - ${d}\n`);
      }
    }
    if (tenants.length === 0) process.stdout.write('没有存证日志或登记事件\n');
    // Against the checkpoints already published outside the database (ADR 30): a restored
    // database older than them, or forked from them, fails the verification.
    const storage = await openObjectStorage(config.storage);
    try {
      const marks = await checkAgainstMarks(db, storage);
      for (const problem of marks) process.stdout.write(`✗ ${problem}\n`);
      if (marks.length === 0) process.stdout.write('✓ 与已发布的检查点一致（对象存储中的发布记录）\n');
      failures += marks.length;
    } finally {
      await storage.close();
    }
    return failures > 0 ? 1 : 0;
  });
}

runLedgerCommand(main, '核验');
