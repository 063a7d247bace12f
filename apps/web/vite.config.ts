import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

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

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], { handler: unknown }>['handler']>>[1];

/** The files `start` loads statically, transitively, with the CSS they import. */
function staticClosure(bundle: Bundle, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    stack.push(...chunk.imports);
  }
  return seen;
}

/**
 * What a lazy import need not list for preloading (ADR 31 amendment): the files the entry loads
 * statically (loaded before any lazy import runs) and the JS chunks most lazy pages share (antd's
 * and the shell's: the first page to open fetches them through its own static imports, and every
 * later one finds them loaded). Without this the route table — in the /login bundle — listed the same
 * ~80 chunk names for each of its ~150 routes, about 7 kB gzip of its 11. Filled before Vite writes
 * the preload lists (this hook runs first).
 */
const notPreloaded = new Set<string>();
const preloadPlugin: Plugin = {
  name: 'rer-preload-lists',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      notPreloaded.clear();
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      for (const file of staticClosure(
        bundle,
        chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      ))
        notPreloaded.add(file);
      const targets = [...new Set(chunks.flatMap((c) => c.dynamicImports))];
      const uses = new Map<string, number>();
      for (const target of targets)
        for (const file of staticClosure(bundle, [target]))
          if (file !== target && file.endsWith('.js')) uses.set(file, (uses.get(file) ?? 0) + 1);
      for (const [file, count] of uses) if (count * 4 > targets.length) notPreloaded.add(file);
    },
  },
};

export default defineConfig({
  plugins: [reactPlugin, preloadPlugin],
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
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !notPreloaded.has(dep)) },
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
