import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

// Resolved without node:path so the config type-checks with only the browser and vite/client types.
const fromHere = (relative: string): string =>
  decodeURIComponent(new URL(relative, import.meta.url).pathname);

/** Libraries every route needs, split out so they stay cached across deployments of the app code. */
const vendorChunks: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['vendor-react', /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/],
  ['vendor-query', /[\\/]node_modules[\\/]@tanstack[\\/]/],
  ['vendor-i18n', /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
];

// @vitejs/plugin-react's types resolve the hoisted vite 8 while this app builds with its own vite 7; the
// plugin works with both at runtime, only the two Plugin types differ. Drop the cast once versions align.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  plugins: [reactPlugin],
  resolve: {
    alias: {
      '@rer/domain': fromHere('../../packages/domain/src/index.ts'),
      '@rer/contracts': fromHere('../../packages/contracts/src/index.ts'),
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // antd is left to the default splitter on purpose: a single antd chunk would make the first route
    // download every component any later page uses.
    rollupOptions: {
      output: {
        manualChunks(id) {
          for (const [name, pattern] of vendorChunks) {
            if (pattern.test(id)) return name;
          }
          return undefined;
        },
      },
    },
  },
});
