// bench-smoke: helper
// Where a benchmark writes its JSON: bench/results, unless BENCH_RESULTS_DIR names another folder
// (the smoke run of bench/smoke.mjs, whose tiny figures must never replace the committed ones).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir =
  process.env.BENCH_RESULTS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** True in the smoke run: a few samples, enough to prove the script still runs. */
export const smoke = process.env.BENCH_SMOKE === '1';
