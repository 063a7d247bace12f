// `npm run restore:check -- <backup>`: the restore drill (README, backups). Restores the backup into
// a fresh database and runs ledger:verify on it (the log recomputed, checkpoints, the register
// replayed, and the checkpoints already published outside the database: ADR 30). Exit 0 when the
// restored database verifies, 1 when it does not, 2 when the restore itself failed.
//   <backup> a folder: a copy of DATA_DIR (or of its pglite/) taken while the server was stopped;
//            it is copied again, so the backup itself is never opened for writing.
//   <backup> a file:   a `pg_dump -Fc` archive (or plain SQL), restored with pg_restore (psql) into
//            a new database on the server of RESTORE_CHECK_DATABASE_URL (else DATABASE_URL; a
//            user who may create databases), dropped afterwards unless --keep.
// STORAGE / DATA_DIR / S3_* as the server's, so that the published marks are found.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const backup = args.find((a) => !a.startsWith('--'));
if (!backup || !fs.existsSync(backup)) {
  process.stderr.write('用法：npm run restore:check -- <PGlite 数据目录的副本 | pg_dump 文件> [--keep]\n');
  process.exit(2);
}

function verify(env) {
  const cli = path.join(root, 'apps/server/dist/cli/ledger-verify-cli.js');
  return spawnSync(process.execPath, [cli], { cwd: root, env, stdio: 'inherit' }).status ?? 2;
}

function fail(message) {
  process.stderr.write(`恢复失败：${message}\n`);
  process.exit(2);
}

async function restoreFolder() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-restore-check-'));
  try {
    const source = fs.existsSync(path.join(backup, 'pglite')) ? path.join(backup, 'pglite') : backup;
    if (!fs.existsSync(path.join(source, 'PG_VERSION')))
      fail(`${backup} 不是嵌入式数据库的数据目录（缺少 PG_VERSION）`);
    fs.cpSync(source, path.join(copy, 'pglite'), { recursive: true });
    // The marks live in the server's storage: DATA_DIR/files unless STORAGE=s3 says otherwise.
    const files = process.env.DATA_DIR
      ? path.join(process.env.DATA_DIR, 'files')
      : path.join(root, 'data/files');
    const storage = process.env.STORAGE === 's3' ? {} : { STORAGE: 'local' };
    if (process.env.STORAGE !== 's3' && fs.existsSync(files)) fs.symlinkSync(files, path.join(copy, 'files'));
    const env = { ...process.env, ...storage, DATA_DIR: copy };
    delete env.DATABASE_URL;
    process.stdout.write(`已复制到 ${copy}，核验中…\n`);
    return verify(env);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

async function restoreDump() {
  const serverUrl = process.env.RESTORE_CHECK_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) fail('请设置 RESTORE_CHECK_DATABASE_URL（或 DATABASE_URL）：恢复到该服务器上的新数据库');
  const name = `rer_restore_check_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} encoding 'UTF8' template template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const custom = fs.readFileSync(backup).subarray(0, 5).toString('latin1') === 'PGDMP';
    const restored = custom
      ? spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', url.toString(), backup], {
          stdio: 'inherit',
        })
      : spawnSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', url.toString(), '-f', backup], {
          stdio: 'inherit',
        });
    if (restored.error) fail(`${custom ? 'pg_restore' : 'psql'} 无法运行：${restored.error.message}`);
    if (restored.status !== 0) fail(`${custom ? 'pg_restore' : 'psql'} 退出码 ${restored.status}`);
    process.stdout.write(`已恢复到数据库 ${name}，核验中…\n`);
    return verify({ ...process.env, DATABASE_URL: url.toString() });
  } finally {
    if (keep) process.stdout.write(`保留数据库 ${name}\n`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const code = fs.statSync(backup).isDirectory() ? await restoreFolder() : await restoreDump();
process.stdout.write(code === 0 ? '恢复演练通过：恢复的数据库核验一致\n' : '恢复演练未通过：见上面的差异\n');
process.exit(code === 0 ? 0 : 1);
