// Measures what a route downloads before its first render: the entry chunk of dist/index.html, the CSS,
// every chunk reachable by static imports, and the route's lazily imported page chunk(s) with theirs.
// Sizes are gzip (zlib level 9, as `vite build` reports). Usage, after `vite build`:
//   node apps/web/scripts/route-size.mjs login-page   (page chunk name prefixes, space-separated)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = fs.readdirSync(assets);
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  if (!file.endsWith('.js')) return;
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy.
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+)["']/g))
    visit(match[1]);
}

for (const match of html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)) visit(match[1]);
const entryOnly = new Set(seen);
for (const prefix of process.argv.slice(2)) {
  const page = files.find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
  if (!page) throw new Error(`no chunk named ${prefix}-*.js`);
  visit(page);
}
const rows = [...seen].map((file) => ({ file, gzip: gzip(file), entry: entryOnly.has(file) }));
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows)
  console.log(
    `${(row.gzip / 1024).toFixed(2).padStart(8)} kB  ${row.entry ? 'entry' : 'page '}  ${row.file}`,
  );
const kb = (n) => (n / 1024).toFixed(1);
console.log(`entry (index.html) ${kb(rows.filter((r) => r.entry).reduce((s, r) => s + r.gzip, 0))} kB gzip`);
console.log(`total ${kb(rows.reduce((s, r) => s + r.gzip, 0))} kB gzip in ${rows.length} files`);
