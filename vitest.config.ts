import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Workspace packages resolve to their TypeScript source in tests, so no build is needed first.
const alias = {
  '@rer/domain': src('./packages/domain/src/index.ts'),
  '@rer/contracts': src('./packages/contracts/src/index.ts'),
};

// fast-check runs from a fixed seed everywhere (FC_SEED / FC_RANDOM=1 to vary it locally, ADR 0035).
const fastCheckSeed = src('./packages/domain/src/testing/fast-check-seed.ts');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [fastCheckSeed],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [fastCheckSeed, 'apps/web/src/test-support/setup.ts'],
          // A jsdom render of antd dialogs took 32 s once at load 19 (six helpers and CI on two cores).
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          setupFiles: [fastCheckSeed],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is CPU-bound WASM; two cores, so keep parallelism modest.
          maxWorkers: 2,
        },
      },
    ],
  },
});
