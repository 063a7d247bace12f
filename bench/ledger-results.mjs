// bench-smoke: helper
// bench/ledger.mjs: the results file. A quick run (BENCH_LEDGER_SKIP_BIG=1) keeps the figures of
// the last long run (the 10,000,000-leaf log) and the recorded ADR 11 baseline; the verdict is
// computed from whatever the file then holds.
import fs from 'node:fs';

export const APPEND_TARGET_PER_S = 5_000;
export const VERIFY_TARGET_MS = 1;

/** Sections only a long run measures, or measured once under an earlier design. */
const KEPT = ['bigLog', 'atTenMillion', 'appendOnTenMillion', 'bigLogMeasuredAt', 'beforeQueue'];

export function readPrevious(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** Copies the kept sections of `previous` that this run did not measure. */
export function keepPrevious(results, previous) {
  if (!previous) return [];
  const kept = [];
  for (const key of KEPT) {
    if (results[key] === undefined && previous[key] !== undefined) {
      results[key] = previous[key];
      kept.push(key);
    }
  }
  if (results.bigLog && !results.bigLogMeasuredAt) results.bigLogMeasuredAt = previous.measuredAt;
  return kept;
}

const met = (ok) => (ok ? 'met' : 'not met');

export function verdict(results) {
  const one = results.appendOnePerTransaction;
  const integrated = (run) => run?.integratedLeavesPerSecond ?? 0;
  return {
    appendsPerSecondOnePerTx: met(
      Math.min(one.acceptedLeavesPerSecond, one.integratedLeavesPerSecond) >= APPEND_TARGET_PER_S,
    ),
    appendsPerSecondTenPerTx: met(integrated(results.appendTenPerTransaction) >= APPEND_TARGET_PER_S),
    appendsPerSecondFiftyPerTx: met(integrated(results.appendFiftyPerTransaction) >= APPEND_TARGET_PER_S),
    ...(results.backlogDrain
      ? { backlogDrainPerSecond: met(integrated(results.backlogDrain) >= APPEND_TARGET_PER_S) }
      : {}),
    ...(results.atTenMillion
      ? { verifyP95: met(results.atTenMillion.verifyReceiptMs.p95 <= VERIFY_TARGET_MS) }
      : {}),
  };
}

export function writeResults(file, results) {
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
