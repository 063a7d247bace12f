import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The domain's unit tests alone, for Stryker (stryker.config.mjs): no projects, so the vitest
// runner sees one plain configuration.
export default defineConfig({
  resolve: {
    alias: {
      '@rer/domain': fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['packages/domain/src/**/*.test.ts'],
    environment: 'node',
    // Instrumented code on two shared cores: generous, a timeout is not what mutation measures.
    testTimeout: 60_000,
    setupFiles: ['packages/domain/src/testing/fast-check-seed.ts'],
  },
});
