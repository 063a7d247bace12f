/**
 * `npm run seed:demo -- --companies N --holders M [--members K] [--tenant 000000] [--seed 1]`:
 * loads generated demo data into DATABASE_URL, else the embedded database in DATA_DIR (refused
 * while a server holds that folder's lock).
 */
import { loadConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { acquireDataDirLock, DataDirLockedError } from '../platform/db/data-dir-lock.js';
import { openDatabase } from '../platform/db/open-database.js';
import {
  describeFormSeedOutcome,
  loadReferenceData,
  seedDemoData,
  seedDemoRegisters,
} from '../seeding/index.js';

export function parseSeedArgs(argv: string[]): {
  companies: number;
  holders: number;
  members?: number;
  tenantId: string;
  seed: number;
} {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]!);
    if (!match) throw new Error(`无法识别的参数：${argv[i]}`);
    values.set(match[1]!, match[2] ?? argv[++i] ?? '');
  }
  const count = (name: string, fallback: number) => {
    const raw = values.get(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) > 10_000_000)
      throw new Error(`--${name} 应为 0 到 10000000 的整数`);
    return Number(raw);
  };
  for (const name of values.keys())
    if (!['companies', 'holders', 'members', 'tenant', 'seed'].includes(name))
      throw new Error(`未知参数：--${name}`);
  const tenantId = values.get('tenant') ?? '000000';
  if (!/^\d{6}$/.test(tenantId)) throw new Error('--tenant 应为6位数字');
  const members = values.has('members') ? count('members', 0) : undefined;
  return {
    companies: count('companies', 20),
    holders: count('holders', 500),
    ...(members === undefined ? {} : { members }),
    tenantId,
    seed: count('seed', 1),
  };
}

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig(process.env);
  const lock = config.database.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : null;
  const db = await openDatabase(config.database);
  try {
    await migrate(db);
    const reference = await loadReferenceData(db);
    for (const outcome of reference.formSeeds) {
      const line = describeFormSeedOutcome(outcome);
      if (line) process.stdout.write(`${line}\n`);
    }
    const report = await seedDemoData(db, { ...args, onProgress: (m) => process.stdout.write(`${m}\n`) });
    // Registers for the first 100 companies: each is a few events through the register use-case.
    const registers = await seedDemoRegisters(db, {
      tenantId: args.tenantId,
      companies: Math.min(args.companies, 100),
      seed: args.seed,
    });
    process.stdout.write(`股东名册 ${registers.registers} 家\n`);
    process.stdout.write(
      `完成：新增企业 ${report.companies}、会员 ${report.members}、合作关系 ${report.memberBindings}、登记账户 ${report.holders}，用时 ${(report.ms / 1000).toFixed(1)} 秒（${db.kind}）\n`,
    );
  } finally {
    await db.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(
      `\n无法生成演示数据：${error.message}\n请先停止正在运行的服务，或设置 DATABASE_URL。\n\n`,
    );
    process.exit(2);
  }
  process.stderr.write(`生成演示数据失败：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
