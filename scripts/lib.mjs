// Helpers shared by the start and test scripts (plain Node, no dependencies: they run before install).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let current = null;

/** Prints a step's title, and how long the previous step took (CI keeps its time in check). */
export function step(title) {
  finishStep();
  current = { title, started: Date.now() };
  process.stdout.write(`\n== ${title}\n`);
}

/** Prints how long the current step took; called by the next step and at exit. */
export function finishStep() {
  if (!current) return;
  const seconds = ((Date.now() - current.started) / 1000).toFixed(0);
  process.stdout.write(`== ${current.title}: ${seconds} s\n`);
  current = null;
}

process.on('exit', finishStep);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    process.stderr.write(`\n失败：${command} ${args.join(' ')}（退出码 ${result.status}）\n`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const isFresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (isFresh) return;
  // `npm ci` installs exactly what package-lock.json lists and never rewrites it (`npm install`
  // may re-resolve and rewrite the lock, leaving a fresh clone with local changes).
  step('installing dependencies (npm ci, locked versions)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds the server (incremental tsc) and the web app (only when its sources changed). */
export function build() {
  step('building server');
  run('npx', ['tsc', '-b', 'apps/server']);
  const webIndex = path.join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
    'packages/contracts/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (fs.existsSync(webIndex) && fs.statSync(webIndex).mtimeMs >= newestSource) {
    step('web app is up to date');
    return;
  }
  step('building web app');
  run('npm', ['run', 'build', '-w', '@rer/web']);
}
