/**
 * `npm run chain:regulator -- --username csrc_node [--tenant 000000] [--real-name 监管链节点]
 * [--days 365]`: issues the regulatory chain's node its credential (ADR 78) — an account with the
 * `regulator` role (made on first issue) and a session of that many days — and prints the access
 * token once (give it to the regulator with its client certificate; it is not stored in clear).
 * Run again to rotate; disable the account in the console to revoke every credential.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { AdministratorRefused, issueRegulatorCredential } from '../modules/identity/index.js';
import { acquireDataDirLock } from '../platform/db/data-dir-lock.js';
import { openDatabase } from '../platform/db/open-database.js';
import { loadReferenceData } from '../seeding/index.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      tenant: { type: 'string', default: '000000' },
      'real-name': { type: 'string', default: '监管链节点' },
      days: { type: 'string', default: '365' },
    },
  });
  if (!values.username || !/^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(values.username))
    throw new AdministratorRefused('账号：须为4到32位字母、数字或下划线，以字母开头（--username）');
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    throw new AdministratorRefused('有效天数：应为1到3660之间的整数（--days）');
  const config = loadConfig(process.env);
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : null;
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    await loadReferenceData(db);
    const issued = await issueRegulatorCredential(
      db,
      { tenantId: values.tenant!, username: values.username, realName: values['real-name']!, days },
      { jwtSecret: config.auth.jwtSecret, now: new Date() },
    );
    process.stderr.write(`已签发监管链节点凭证：账号 ${values.username}，有效至 ${issued.expiresAt}\n`);
    process.stdout.write(`${issued.token}\n`);
  } finally {
    await db.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`无法签发监管链节点凭证：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof AdministratorRefused ? 1 : 2);
});
