// `node scripts/deploy-check.mjs`: follows the README's deployment steps 1–3 against the PostgreSQL
// of DEPLOY_CHECK_DATABASE_URL (else TEST_DATABASE_URL; a superuser plays the database
// administrator) and ends with the created administrator signed in. Run after `npm run build`
// (CI: after `npm test`). What it reads from the README, it runs as written:
//   step 1: the SQL of the `psql -c "…"` commands and the createdb options, with the names made
//           unique (a shared cluster) and the password generated; the owner has no CREATEROLE;
//   step 3: the settings file (`NAME=value` lines), values marked … generated, HOST/PORT/DATA_DIR
//           kept local; then `npm run admin:create -- …` and `node apps/server/dist/main.js`.
// Signing in needs the graphic captcha (production has no other grant a script may use): the
// check plays the person reading the image by recovering the answer from its stored hash, which
// only someone holding the database can do (ADR 30).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root, step } from './lib.mjs';

const adminUrl = process.env.DEPLOY_CHECK_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stderr.write('部署检查需要 DEPLOY_CHECK_DATABASE_URL 或 TEST_DATABASE_URL（超级用户连接）\n');
  process.exit(1);
}
const port = Number(process.env.DEPLOY_CHECK_PORT ?? 18480);
const suffix = randomBytes(4).toString('hex');
const names = { db: `rer_deploy_${suffix}`, user: `rer_deploy_${suffix}` };
const ownerPassword = randomBytes(18).toString('base64url');

/** The README's section "Deploying on PostgreSQL", split into its numbered steps. */
export function readmeSteps(text) {
  const section = text.split(/^## Deploying on PostgreSQL.*$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('README 缺少“Deploying on PostgreSQL”一节');
  const steps = new Map();
  for (const part of section.split(/^(?=\d+\. )/m)) {
    const n = /^(\d+)\. /.exec(part);
    if (n) steps.set(Number(n[1]), part);
  }
  return steps;
}

/** The step's ```sh blocks, without the list item's indentation. */
const fences = (stepText) =>
  [...stepText.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) =>
    m[1]
      .split('\n')
      .map((line) => line.trim())
      .join('\n'),
  );

/** Step 1's administrator commands as SQL, with the database and user renamed. */
export function stepOneStatements(stepText) {
  const block = fences(stepText)[0];
  if (!block) throw new Error('README 第1步缺少命令');
  const rename = (sql) => sql.replace(/\brer\b(?!_)/g, names.user).replace(/'…'/g, `'${ownerPassword}'`);
  const statements = [];
  for (const line of block.split('\n')) {
    const createdb = /^\s*createdb (.*)$/.exec(line);
    if (createdb) {
      const args = createdb[1].trim().split(/\s+/);
      const encoding = args[args.indexOf('-E') + 1];
      const template = args[args.indexOf('-T') + 1];
      statements.push(`create database ${names.db} encoding '${encoding}' template ${template}`);
    }
    for (const m of line.matchAll(/-c "([^"]*)"/g)) statements.push(rename(m[1]));
  }
  return statements;
}

/** Step 3's settings file, with … replaced by generated values and the address kept local. */
export function stepThreeSettings(stepText, dataDir) {
  const block = fences(stepText).find((b) => /^APP_ENV=/m.test(b));
  if (!block) throw new Error('README 第3步缺少设置文件（NAME=value 行）');
  const env = {};
  for (const line of block.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]] = m[2];
  }
  for (const [key, value] of Object.entries(env)) {
    if (!value.includes('…')) continue;
    if (key === 'DATABASE_URL') continue;
    // Only the … is the operator's to choose (AUTH_CLIENTS=saber:… keeps its client id).
    const secret = /SIGNING_KEY$/.test(key)
      ? randomBytes(32).toString('base64')
      : randomBytes(36).toString('base64url');
    env[key] = value.replaceAll('…', secret);
  }
  const url = new URL(adminUrl);
  url.username = names.user;
  url.password = ownerPassword;
  url.pathname = `/${names.db}`;
  return { ...env, DATABASE_URL: url.toString(), HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
}

/** The captcha's answer, from its stored hash: 31⁴ candidates (see captcha.ts). */
function solveCaptcha(key, answerHash) {
  const chars = 'abcdefghjkmnpqrstuvwxyz23456789';
  for (const a of chars)
    for (const b of chars)
      for (const c of chars)
        for (const d of chars) {
          const answer = a + b + c + d;
          if (createHash('sha256').update(`${key}:${answer}`).digest('hex') === answerHash) return answer;
        }
  throw new Error('验证码无法求解');
}

async function asAdministrator(statements, { ignoreExisting = false } = {}) {
  const url = new URL(adminUrl);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const s of statements) {
      try {
        await client.query(s);
      } catch (error) {
        // `create role rer_app` once per cluster: the README says to skip it when it exists.
        if (!(ignoreExisting && error.code === '42710' && /rer_app/.test(s))) throw error;
        process.stdout.write(`   （${s}：角色已存在，按 README 跳过）\n`);
      }
    }
  } finally {
    await client.end();
  }
}

async function waitForHealth(child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务启动失败（退出码 ${child.exitCode}）`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('服务 60 秒内未就绪');
}

async function signIn(env, username, password) {
  const base = `http://127.0.0.1:${port}`;
  const captcha = await (await fetch(`${base}/api/blade-auth/oauth/captcha`)).json();
  const key = captcha.data.key;
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const found = await db.query('select answer_hash from captcha where key = $1', [key]);
  await db.end();
  const code = solveCaptcha(key, found.rows[0].answer_hash);
  const [clientId, clientSecret] = (env.AUTH_CLIENTS ?? 'saber:saber_secret').split(',')[0].split(':');
  const query = new URLSearchParams({
    tenantId: '000000',
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  });
  const res = await fetch(`${base}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'tenant-id': '000000',
      'captcha-key': key,
      'captcha-code': code,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ account: username, password }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`管理员登录失败：${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function main() {
  const steps = readmeSteps(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-deploy-check-'));
  let child = null;
  try {
    step('deployment step 1: database, owner without CREATEROLE, rer_app (as the README says)');
    const statements = stepOneStatements(steps.get(1));
    await asAdministrator(statements, { ignoreExisting: true });
    await asAdministrator([`alter role ${names.user} nocreaterole nocreatedb nosuperuser`]);

    step('deployment step 3: settings, npm run admin:create, node apps/server/dist/main.js');
    const env = { ...process.env, ...stepThreeSettings(steps.get(3), dataDir) };
    delete env.TEST_DATABASE_URL;
    const commands = fences(steps.get(3)).find((b) => /main\.js/.test(b)) ?? '';
    const create = /npm run admin:create -- (.*)$/m.exec(commands);
    if (!create || !/^node apps\/server\/dist\/main\.js$/m.test(commands))
      throw new Error('README 第3步缺少 npm run admin:create 或 node apps/server/dist/main.js');
    const username = /--username (\S+)/.exec(create[1])?.[1];
    const password = `Deploy${randomBytes(4).toString('hex')}9`;
    const made = spawnSync('npm', ['run', '--silent', 'admin:create', '--', ...create[1].split(/\s+/)], {
      cwd: root,
      env: { ...env, ADMIN_PASSWORD: password },
      stdio: 'inherit',
    });
    if (made.status !== 0) throw new Error(`npm run admin:create 失败（退出码 ${made.status}）`);
    child = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
    await waitForHealth(child);

    step('signing in as the administrator (captcha grant)');
    const token = await signIn(env, username, password);
    if (!String(token.role_name).split(',').includes('administrator'))
      throw new Error(`登录的账号不是管理员：${token.role_name}`);
    process.stdout.write(`✓ ${username} 已登录（${token.landing_mode}，角色 ${token.role_name}）\n`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await asAdministrator([
      `drop database if exists ${names.db} with (force)`,
      `drop role if exists ${names.user}`,
    ]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`\n部署检查失败：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
