// Module boundaries the build enforces (issue 19, ADR 36). Plain Node, no dependencies: it reads the
// TypeScript sources as text with a small import parser and refuses
//   (a) imports of another server module's / web feature's files other than its `index.ts`;
//   (b) import cycles between modules (the graph of modules, features and layers);
//   (c) SQL outside `*.repository.ts` files in apps/server/src;
//   (d) layers pointing the wrong way: `platform/` imports no module, `db/` no module nor seeding.
// Run by `npm run lint`; `checkBoundaries(root)` is what scripts/check-boundaries.test.ts calls.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/**
 * Files allowed to hold SQL although they are not repositories; each entry is justified in
 * docs/adr/0036-module-boundaries-the-build-enforces.md. Paths are relative to the root, a
 * trailing `/` allows a folder.
 */
export const SQL_ALLOWED = [
  // The database driver: transaction control, tenant settings, LISTEN, the migration runner.
  `${SERVER}/platform/db/`,
  `${SERVER}/db/migrate.ts`,
];

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /(\.test\.(ts|tsx)$)|(\/test-support\/)|(\/testing\/)|(\/testing\.ts$)|(\/testing-[^/]+\.ts$)/;

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The source with comments blanked (newlines kept, so offsets still give line numbers). */
export function blankComments(text) {
  let out = '';
  let i = 0;
  let quote = null;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i++;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      quote = c;
      out += c;
      i++;
      continue;
    }
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (; i < stop; i++) out += text[i] === '\n' ? '\n' : ' ';
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

function lineAt(text, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

const IMPORT_PATTERNS = [
  // import x from '…'; import { a } from '…'; export { a } from '…'; export * from '…'
  /(?:^|[;\s])(import|export)\s+(type\s+)?([^;'"`]*?)\s*from\s*(['"])([^'"]+)\4/g,
  // import '…' (side effects)
  /(?:^|[;\s])import\s*(['"])([^'"]+)\1/g,
  // import('…') and vi.mock('…')
  /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
];

/** Every import of a source text: `{ specifier, line, typeOnly, names }`. */
export function parseImports(source) {
  const text = blankComments(source);
  const found = [];
  for (const [n, pattern] of IMPORT_PATTERNS.entries()) {
    for (const match of text.matchAll(pattern)) {
      const specifier = n === 0 ? match[5] : match[2];
      const at = match.index + match[0].lastIndexOf(specifier);
      const clause = n === 0 ? match[3] : '';
      const typeOnly = n === 0 && (Boolean(match[2]) || /^\{\s*(type\s+[^,}]+,?\s*)+\}$/.test(clause));
      found.push({ specifier, line: lineAt(text, at), typeOnly, clause, dynamic: n === 2 });
    }
  }
  return found;
}

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  for (const candidate of candidates) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return `${stem}.ts`;
}

/**
 * The unit a file belongs to: a server module, a web feature, or a layer. `owner` is the folder
 * whose `index.ts` is the public face (null for layers, which have no public face of their own).
 */
export function unitOf(rel) {
  let m = rel.match(/^apps\/server\/src\/modules\/([^/]+)\//);
  if (m) return { name: `server:${m[1]}`, kind: 'module', owner: `${SERVER}/modules/${m[1]}` };
  m = rel.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (m) return { name: `web:${m[1]}`, kind: 'feature', owner: `${WEB}/features/${m[1]}` };
  m = rel.match(/^apps\/server\/src\/(platform|db|seeding)\//);
  if (m) return { name: `server:${m[1]}`, kind: m[1], owner: null };
  if (rel.startsWith(`${SERVER}/`)) return { name: 'server:app', kind: 'app', owner: null };
  if (rel.startsWith(`${WEB}/`)) {
    const top = rel.slice(WEB.length + 1).split('/')[0];
    return { name: `web:${top.includes('.') ? 'app' : top}`, kind: 'web-layer', owner: null };
  }
  return { name: rel, kind: 'other', owner: null };
}

function isPublicFace(rel, owner, imp) {
  if (rel === `${owner}/index.ts` || rel === `${owner}/index.tsx`) return true;
  // A web feature's page or dialog loaded lazily (the route table, a form widget's dialog) is a
  // split point of its own chunk: through index.ts every page of the feature would share one.
  return imp.dynamic && owner.startsWith(`${WEB}/features/`) && /-(page|dialog)\.tsx$/.test(rel);
}

/** Where a string or template literal begins with an SQL statement. */
const SQL_TEXT =
  /^\s*(SELECT\s+(\d|\*|\(|[\w.]+\s*(\(|,|::|\s(as|from)\b))|INSERT\s+INTO\s|UPDATE\s+[\w."]+\s+SET\s|DELETE\s+FROM\s|WITH\s+(RECURSIVE\s+)?[\w"]+\s*(\([^)]*\)\s*)?AS\s*\(|LOCK\s+TABLE|CREATE\s+(TABLE|INDEX|SCHEMA|ROLE|DATABASE)|ALTER\s+(TABLE|ROLE)|DROP\s+(TABLE|SCHEMA|DATABASE)|TRUNCATE\s|NOTIFY\s|LISTEN\s|SET\s+(LOCAL\s+)?ROLE)/i;
const LITERAL = /(['"`])((?:\\.|(?!\1)[^\\])*)\1/gs;

function sqlFindings(source, imports) {
  const found = [];
  for (const imp of imports) {
    if (imp.typeOnly) continue;
    if (imp.specifier === 'drizzle-orm' || imp.specifier.startsWith('drizzle-orm/')) {
      found.push({ line: imp.line, what: `imports drizzle's query builders ('${imp.specifier}')` });
    } else if (/(^|\/)db\/schema[^/]*\.js$/.test(imp.specifier) && !/^\{?\s*\}?$/.test(imp.clause)) {
      found.push({ line: imp.line, what: `imports tables (${imp.specifier})` });
    }
  }
  const text = blankComments(source);
  for (const match of text.matchAll(LITERAL)) {
    if (SQL_TEXT.test(match[2])) {
      const words = match[2].trim().split(/\s+/).slice(0, 3).join(' ');
      found.push({ line: lineAt(text, match.index), what: `SQL text "${words} …"` });
    }
  }
  return found;
}

function mayHoldSql(rel) {
  if (!rel.startsWith(`${SERVER}/`) || TEST.test(rel)) return true;
  if (rel.endsWith('.repository.ts')) return true;
  if (/^apps\/server\/src\/db\/schema[^/]*\.ts$/.test(rel)) return true;
  return SQL_ALLOWED.some((allowed) => (allowed.endsWith('/') ? rel.startsWith(allowed) : rel === allowed));
}

/** The units whose graph must have no cycle: server modules and web features. */
const UNITS = new Set(['module', 'feature']);

/** Layers: which units a layer may not import. */
function layerBreak(from, to) {
  if (from.kind === 'platform' && (to.kind === 'module' || to.kind === 'seeding' || to.kind === 'app')) {
    return 'platform/ is below the modules and imports none of them';
  }
  if (from.kind === 'db' && (to.kind === 'module' || to.kind === 'seeding' || to.kind === 'app')) {
    return 'db/ (schema, migrations) is below the modules and imports none of them';
  }
  if (from.kind === 'module' && (to.kind === 'seeding' || to.kind === 'app')) {
    return 'a module does not import the composition above it (app, seeding)';
  }
  return null;
}

/** Strongly connected components of the unit graph with more than one unit (Tarjan). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

/** A shortest path of units from `a` back to `a` inside one component, for the message. */
function cyclePath(graph, component, start) {
  const inside = new Set(component);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const route = [v];
        for (let p = previous.get(v); p !== null; p = previous.get(p)) route.unshift(p);
        return [...route, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component, start];
}

/** All boundary violations under `root`, each `{ rule, file, line, message }`, sorted. */
export function checkBoundaries(root) {
  const violations = [];
  const graph = new Map();
  const files = [...walk(path.join(root, SERVER)), ...walk(path.join(root, WEB))];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const source = fs.readFileSync(file, 'utf8');
    const imports = parseImports(source);
    const from = unitOf(rel);
    const isTest = TEST.test(rel);
    if (!mayHoldSql(rel)) {
      for (const f of sqlFindings(source, imports)) {
        violations.push({
          rule: 'sql',
          file: rel,
          line: f.line,
          message: `SQL outside a *.repository.ts file: ${f.what}`,
        });
      }
    }
    for (const imp of imports) {
      const target = resolveImport(file, imp.specifier);
      if (!target) continue;
      const targetRel = path.relative(root, target).split(path.sep).join('/');
      const to = unitOf(targetRel);
      if (to.name === from.name) continue;
      const testingFace = to.owner && targetRel.startsWith(`${to.owner}/testing/`);
      if (testingFace && !isTest) {
        violations.push({
          rule: 'deep-import',
          file: rel,
          line: imp.line,
          message: `imports ${targetRel}: a module's testing/ folder is for tests only`,
        });
      } else if (to.owner && !testingFace && !isPublicFace(targetRel, to.owner, imp)) {
        violations.push({
          rule: 'deep-import',
          file: rel,
          line: imp.line,
          message: `imports ${targetRel} inside ${to.name}; import its public ${to.owner}/index.ts`,
        });
      }
      if (isTest) continue;
      const broken = layerBreak(from, to);
      if (broken) {
        violations.push({
          rule: 'layer',
          file: rel,
          line: imp.line,
          message: `imports ${targetRel}: ${broken}`,
        });
      }
      if (!UNITS.has(from.kind) || !UNITS.has(to.kind)) continue;
      if (!graph.has(from.name)) graph.set(from.name, new Map());
      const edges = graph.get(from.name);
      if (!edges.has(to.name)) edges.set(to.name, `${rel}:${imp.line}`);
    }
  }
  for (const component of cycles(graph)) {
    // One shortest cycle through each unit not yet shown, so every loop of the tangle is named.
    const shown = new Set();
    const loops = [];
    for (const start of component) {
      if (shown.has(start)) continue;
      const route = cyclePath(graph, component, start);
      for (const unit of route) shown.add(unit);
      loops.push(
        route.slice(0, -1).map((u, i) => `${u} → ${route[i + 1]} (${graph.get(u).get(route[i + 1])})`),
      );
    }
    const [file, line] = loops[0][0].match(/\(([^)]+)\)$/)[1].split(':');
    violations.push({
      rule: 'cycle',
      file,
      line: Number(line),
      key: `cycle ${component.join(' ')}`,
      message: `import cycle between ${component.join(', ')}: ${loops.map((l) => l.join('; ')).join(' | ')}`,
    });
  }
  const order = { cycle: 0, layer: 1, 'deep-import': 2, sql: 3 };
  return violations.sort(
    (a, b) => order[a.rule] - order[b.rule] || a.file.localeCompare(b.file) || a.line - b.line,
  );
}

/** A violation's identity without its line number (lines move as files are edited). */
export function violationKey(v) {
  return v.key ?? `${v.rule} ${v.file} ${v.message}`;
}

/**
 * The violations not in the baseline (the ones still to be removed, listed in
 * scripts/check-boundaries-baseline.json), and the baseline entries no longer found: both fail, so
 * the baseline only shrinks.
 */
export function againstBaseline(violations, baseline) {
  const known = new Set(baseline);
  const found = new Set(violations.map(violationKey));
  return {
    fresh: violations.filter((v) => !known.has(violationKey(v))),
    stale: baseline.filter((key) => !found.has(key)),
  };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const all = checkBoundaries(root);
  const baselineFile = path.join(root, 'scripts', 'check-boundaries-baseline.json');
  if (process.argv.includes('--write-baseline')) {
    fs.writeFileSync(
      baselineFile,
      `${JSON.stringify([...new Set(all.map(violationKey))].sort(), null, 2)}\n`,
    );
    process.stdout.write(`module boundaries: ${all.length} violation(s) written to the baseline\n`);
    return;
  }
  const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : [];
  const { fresh, stale } = process.argv.includes('--all')
    ? { fresh: all, stale: [] }
    : againstBaseline(all, baseline);
  const violations = fresh;
  for (const v of violations) process.stderr.write(`${v.file}:${v.line}  [${v.rule}] ${v.message}\n`);
  for (const key of stale) {
    process.stderr.write(
      `baseline entry no longer found, remove it from check-boundaries-baseline.json: ${key}\n`,
    );
  }
  if (stale.length > 0 && violations.length === 0) process.exit(1);
  if (violations.length > 0) {
    const byRule = new Map();
    for (const v of violations) byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
    const counts = [...byRule].map(([rule, n]) => `${n} ${rule}`).join(', ');
    process.stderr.write(`\nmodule boundaries: ${violations.length} violation(s) (${counts}); see ADR 36\n`);
    process.exit(1);
  }
  const left = all.length > 0 ? ` (${all.length} known violation(s) left in the baseline)` : '';
  process.stdout.write(`module boundaries: clean${left}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
