// Mutation testing of packages/domain (ADR 0035). Run with `npm run test:mutation`, which runs
// one folder at a time (MUTATION_FOLDER) and prints the per-folder table (scripts/mutation.mjs).
// `npx stryker run` alone mutates the whole package into reports/mutation/all.json.
// MUTATION_FILES (comma-separated names under the folder, `--files` of the script) mutates only those
// files, into the folder's ".part" reports, which the script merges into the folder's (ADR 0035).
import { existsSync } from 'node:fs';

const SRC = 'packages/domain/src';
const folder = process.env.MUTATION_FOLDER;
const files = process.env.MUTATION_FILES?.split(',').filter(Boolean) ?? [];
const base = folder === undefined ? 'all' : folder === '(root)' ? 'root' : folder;
const slug = files.length > 0 ? `${base}.part` : base;
const dirOf = folder === '(root)' ? SRC : `${SRC}/${folder}`;
const mutate =
  files.length > 0
    ? files.map((f) => `${dirOf}/${f}`)
    : folder === undefined
      ? [`${SRC}/**/*.ts`, `!${SRC}/**/*.test.ts`, `!${SRC}/**/testing/**`, `!${SRC}/register/testing.ts`]
      : folder === '(root)'
        ? [`${SRC}/*.ts`, `!${SRC}/*.test.ts`]
        : [
            `${SRC}/${folder}/**/*.ts`,
            `!${SRC}/${folder}/**/*.test.ts`,
            // Test helpers (excluded only where they exist: Stryker warns about a glob that matches nothing).
            ...(existsSync(`${SRC}/${folder}/testing`) ? [`!${SRC}/${folder}/**/testing/**`] : []),
            ...(folder === 'register' ? [`!${SRC}/register/testing.ts`] : []),
          ];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate,
  coverageAnalysis: 'perTest',
  // Module-level constants (message tables, dictionaries) would each need the whole suite: 28 % of
  // the mutants for 85 % of the time. They are left out of the score (ADR 0035).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: `reports/mutation/incremental-${slug}.json`,
  reporters: ['clear-text', 'json', 'html', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  htmlReporter: { fileName: `reports/mutation/${slug}.html` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
