// bench-smoke:
// Bytes a route downloads before its first render (issue 18, ADR 31): the entry of index.html, the
// chunks reachable by static imports, and the route's lazily imported page chunk(s) with theirs and
// their CSS; per route raw, gzip (level 9, as vite reports) and brotli (quality 11, as served).
// Checks the login page's budget (JS ≤ 250 kB gzip, ADR 7) and exits non-zero when it is over.
// Usage: npm run bench:web-size [-- --build]   (reads apps/web/dist; builds it when missing or asked)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { resultsDir } from './results-dir.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const dist = path.join(root, 'apps/web/dist');
const LOGIN_BUDGET_GZIP_KB = 250;

/** Route → page chunk name prefixes (the lazy imports of the route table, and the portal's messages). */
const ROUTES = {
  '/login': ['login-page'],
  '/ (home)': ['home-page'],
  '/wel/index': ['portal-frame', 'portal-catalogue', 'workbench-page'],
  '/capital': ['portal-frame', 'portal-catalogue', 'capital-page'],
  '/process/apply': ['portal-frame', 'portal-catalogue', 'apply-page'],
  '/process/formDemo': ['portal-frame', 'portal-catalogue', 'form-demo-page'],
};

if (process.argv.includes('--build') || !fs.existsSync(path.join(dist, 'index.html'))) {
  execFileSync('npm', ['run', 'build', '-w', '@rer/web'], { cwd: root, stdio: 'inherit' });
}

const assets = path.join(dist, 'assets');
const files = fs.readdirSync(assets).filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'));
const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const raw = fs.readFileSync(path.join(assets, file));
    sizeCache.set(file, {
      raw: raw.length,
      gzip: zlib.gzipSync(raw, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }).length,
    });
  }
  return sizeCache.get(file);
}

function staticClosure(start, seen) {
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy.
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+)["']/g))
      stack.push(m[1]);
  }
  return seen;
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = staticClosure(
  [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]),
  new Set(),
);

const sum = (list, kind, key) =>
  list.filter((f) => f.endsWith(kind)).reduce((total, f) => total + sizes(f)[key], 0);
const kb = (n) => Math.round((n / 1024) * 10) / 10;

const routes = {};
for (const [route, prefixes] of Object.entries(ROUTES)) {
  const seen = new Set(entry);
  for (const prefix of prefixes) {
    const page = files.filter((f) => f.startsWith(`${prefix}-`));
    if (!page.some((f) => f.endsWith('.js'))) throw new Error(`no chunk named ${prefix}-*.js`);
    staticClosure(page, seen);
  }
  const list = [...seen];
  routes[route] = {
    files: list.length,
    js: {
      rawKB: kb(sum(list, '.js', 'raw')),
      gzipKB: kb(sum(list, '.js', 'gzip')),
      brotliKB: kb(sum(list, '.js', 'brotli')),
    },
    css: {
      rawKB: kb(sum(list, '.css', 'raw')),
      gzipKB: kb(sum(list, '.css', 'gzip')),
      brotliKB: kb(sum(list, '.css', 'brotli')),
    },
    tableChunk: list.some((f) => /^Table-/.test(f)),
  };
}

const login = routes['/login'];
const result = {
  date: new Date().toISOString(),
  note: 'JS and CSS a route loads before its first render (entry + static imports + lazy page chunks); kB = 1024 bytes',
  routes,
  budget: {
    route: '/login',
    metric: 'JS gzip kB',
    limitKB: LOGIN_BUDGET_GZIP_KB,
    measuredKB: login.js.gzipKB,
    ok: login.js.gzipKB <= LOGIN_BUDGET_GZIP_KB,
  },
};
console.table(
  Object.fromEntries(
    Object.entries(routes).map(([route, r]) => [
      route,
      {
        'JS raw kB': r.js.rawKB,
        'JS gzip kB': r.js.gzipKB,
        'JS br kB': r.js.brotliKB,
        'CSS gzip kB': r.css.gzipKB,
        files: r.files,
        Table: r.tableChunk,
      },
    ]),
  ),
);
console.log(
  `login budget: ${login.js.gzipKB} kB gzip of JS ≤ ${LOGIN_BUDGET_GZIP_KB} kB: ${result.budget.ok ? 'ok' : 'OVER'}`,
);
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'web.json'), `${JSON.stringify(result, null, 2)}\n`);
if (!result.budget.ok) process.exit(1);
