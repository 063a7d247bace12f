// bench-smoke: helper
// Shared by the benchmarks: percentiles, and timing several ways of answering the same samples.

/** The p-th percentile of ascending `sorted` (nearest rank, never past the end). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Times several ways of answering the same samples, interleaved in blocks: `block` samples through
 * one way, the same block through the next, and so on (the order rotated each block). A shared
 * machine's drift over the run then weighs on every way alike, while each way still runs warm, as
 * a server's steady stream of requests does (interleaving single calls measured both colder).
 */
export async function measureInterleaved(ways, samples, { warmup, runs, block }) {
  const names = Object.keys(ways);
  for (let i = 0; i < warmup; i++) for (const name of names) await ways[name](samples[i % samples.length]);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round * block < runs; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length];
      for (let i = round * block; i < Math.min(runs, (round + 1) * block); i++) {
        const started = process.hrtime.bigint();
        await ways[name](samples[i % samples.length]);
        times[name].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = times[name].sort((a, b) => a - b);
      return [name, { p50: percentile(sorted, 50), p95: percentile(sorted, 95), runs }];
    }),
  );
}
