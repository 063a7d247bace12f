/**
 * `npm run admin:create -- --username NAME [--tenant 000000] [--real-name 系统管理员]`: creates an
 * administrator (management zone, role 管理员) in DATABASE_URL, else the embedded database in
 * DATA_DIR. The password comes from ADMIN_PASSWORD, else from standard input (asked twice, not
 * echoed, on a terminal; the first line otherwise), never from the command line, where other users
 * of the machine could read it. ADMIN_USERNAME may stand for --username. Refuses an existing name.
 */
import readline from 'node:readline';
import { loadConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import {
  AdministratorRefused,
  createAdministrator,
  parseAdministratorInput,
} from '../modules/identity/index.js';
import { acquireDataDirLock, DataDirLockedError } from '../platform/db/data-dir-lock.js';
import { openDatabase } from '../platform/db/open-database.js';
import { loadReferenceData } from '../seeding/index.js';

export function parseAdminArgs(argv: string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]!);
    if (!match) throw new AdministratorRefused(`无法识别的参数：${argv[i]}`);
    if (!['username', 'tenant', 'real-name'].includes(match[1]!))
      throw new AdministratorRefused(`未知参数：--${match[1]}（密码请用 ADMIN_PASSWORD 或标准输入）`);
    values.set(match[1]!, match[2] ?? argv[++i] ?? '');
  }
  return values;
}

/** One line of standard input; on a terminal the typed characters are not echoed. */
function ask(prompt: string): Promise<string> {
  const tty = process.stdin.isTTY === true;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: tty });
  if (tty) {
    process.stdout.write(prompt);
    // Echo nothing of what is typed after the prompt.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
  }
  return new Promise((resolve, reject) => {
    rl.once('line', (line) => {
      if (tty) process.stdout.write('\n');
      resolve(line); // before close, which would otherwise reject first
      rl.close();
    });
    rl.once('close', () => reject(new AdministratorRefused('密码：请输入密码（标准输入已结束）')));
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await ask('管理员密码：');
  if (process.stdin.isTTY && (await ask('再次输入密码：')) !== first)
    throw new AdministratorRefused('密码：两次输入的密码不一致');
  return first;
}

async function main(): Promise<void> {
  const args = parseAdminArgs(process.argv.slice(2));
  const username = args.get('username') ?? process.env.ADMIN_USERNAME;
  if (!username) throw new AdministratorRefused('账号：请用 --username 或 ADMIN_USERNAME 指定账号');
  const pending = {
    tenantId: args.get('tenant') ?? '000000',
    username,
    realName: args.get('real-name') ?? '系统管理员',
  };
  parseAdministratorInput({ ...pending, password: 'Checked1later' }); // name and tenant first
  const input = parseAdministratorInput({ ...pending, password: await readPassword() });
  const config = loadConfig(process.env);
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : null;
  const db = await openDatabase(config.database);
  try {
    // A fresh database (before the first start) gets its schema and tenants first.
    await migrate(db);
    await loadReferenceData(db);
    const { id } = await createAdministrator(db, input);
    process.stdout.write(`已创建管理员 ${input.username}（租户 ${input.tenantId}，账号编号 ${id}）\n`);
  } finally {
    await db.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AdministratorRefused) {
    process.stderr.write(`无法创建管理员：${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`无法创建管理员：${error.message}\n请先停止正在运行的服务，或设置 DATABASE_URL。\n`);
    process.exit(2);
  }
  process.stderr.write(`创建管理员失败：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
