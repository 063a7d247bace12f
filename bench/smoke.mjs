// bench-smoke: helper
// `npm run bench:smoke`: runs every benchmark at a tiny size against a throwaway database, so a
// benchmark that no longer runs fails the build (CI runs it after the integration tests). Tiny
// figures go to a temporary folder (BENCH_RESULTS_DIR), never over the committed bench/results.
//
// Convention (bench/README.md): every bench/*.mjs declares, in its first 20 lines, one of
//   // bench-smoke: [NAME=value …] [args …]   run as `node bench/x.mjs args` with BENCH_SMOKE=1 and the env
//   // bench-smoke: helper                    a module the benchmarks import; not run
//   // bench-smoke: skip <why>                not run (say why, e.g. it only runs other benchmarks)
// A script without the line fails the smoke run. A run must exit 0 and write its JSON.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('请设置 BENCH_DATABASE_URL 或 TEST_DATABASE_URL（PostgreSQL 连接串）');
  process.exit(2);
}

/** The script's declaration: null when it has none. */
export function smokeDeclaration(text) {
  const line = text
    .split('\n')
    .slice(0, 20)
    .find((l) => l.startsWith('// bench-smoke:'));
  if (!line) return null;
  const tokens = line.slice('// bench-smoke:'.length).trim().split(/\s+/).filter(Boolean);
  if (tokens[0] === 'helper') return { kind: 'helper' };
  if (tokens[0] === 'skip') return { kind: 'skip', why: tokens.slice(1).join(' ') };
  const env = {};
  const args = [];
  for (const t of tokens) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(t);
    if (m && args.length === 0) env[m[1]] = m[2];
    else if (t !== '--') args.push(t);
  }
  return { kind: 'run', env, args };
}

const only = process.argv.slice(2);
const scripts = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.mjs'))
  .sort();
const outcomes = [];
let failed = false;
for (const file of scripts) {
  if (only.length > 0 && !only.includes(file)) continue;
  const declaration = smokeDeclaration(fs.readFileSync(path.join(here, file), 'utf8'));
  if (!declaration) {
    outcomes.push({ script: file, outcome: '缺少 // bench-smoke: 声明（见 bench/README.md）' });
    failed = true;
    continue;
  }
  if (declaration.kind !== 'run') {
    if (declaration.kind === 'skip') outcomes.push({ script: file, outcome: `skipped: ${declaration.why}` });
    continue;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-bench-smoke-'));
  const started = Date.now();
  console.log(`\n== bench smoke: node bench/${file} ${declaration.args.join(' ')}`);
  const done = spawnSync(process.execPath, [path.join(here, file), ...declaration.args], {
    stdio: 'inherit',
    timeout: 300_000,
    env: {
      ...process.env,
      ...declaration.env,
      BENCH_SMOKE: '1',
      BENCH_RESULTS_DIR: dir,
      BENCH_DATABASE_URL: databaseUrl,
    },
  });
  const wrote = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  fs.rmSync(dir, { recursive: true, force: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (done.status !== 0 || wrote.length === 0) {
    failed = true;
    const why = done.status !== 0 ? `exit ${done.status ?? done.signal}` : 'no JSON written';
    outcomes.push({ script: file, outcome: `FAILED (${why})`, seconds });
  } else outcomes.push({ script: file, outcome: `ok (${wrote.join(', ')})`, seconds });
}
console.table(outcomes);
process.exit(failed ? 1 : 0);
