// `npm test`: lint, typecheck, unit tests, integration tests on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), build, then the browser journeys in Debian Chromium.
import { build, ensureDependencies, run, step } from './lib.mjs';
import { ensureBrowser } from './system-deps.mjs';

ensureDependencies();
ensureBrowser();

step('lint (biome, then module boundaries: scripts/check-boundaries.mjs)');
run('npm', ['run', 'lint']);

step('typecheck');
run('npm', ['run', 'typecheck']);

step('unit tests');
run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']);

step('integration tests on PGlite (embedded PostgreSQL)');
run('npx', ['vitest', 'run', '--project', 'integration'], { env: { ...process.env, TEST_DB: 'pglite' } });

if (process.env.TEST_DATABASE_URL) {
  step('integration tests on PostgreSQL (TEST_DATABASE_URL)');
  run('npx', ['vitest', 'run', '--project', 'integration'], { env: { ...process.env, TEST_DB: 'postgres' } });
} else {
  step('integration tests on PostgreSQL skipped: set TEST_DATABASE_URL to run them (CI does)');
}

build();

if (process.env.TEST_DATABASE_URL) {
  // Every benchmark at a tiny size (bench/README.md): one that no longer runs fails the build.
  step('benchmarks at a tiny size (bench/smoke.mjs; figures to a temporary folder)');
  run('node', ['bench/smoke.mjs']);
}

step('browser journeys (Playwright, Debian Chromium)');
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
