// Module boundaries the build enforces (issue 19, ADR 36). Plain Node, no dependencies: it reads the
// TypeScript sources as text with a small import parser and refuses
//   (a) imports of another server module's / web feature's files other than its `index.ts`;
//   (b) import cycles between modules (the graph of modules, features and layers);
//   (c) SQL outside `*.repository.ts` files in apps/server/src;
//   (d) layers pointing the wrong way: `platform/` imports no module, `db/` no module nor seeding,
//       a module no business (`businesses/<name>/`, ADR 38) nor seeding, a business no seeding.
// Run by `npm run lint`; `checkBoundaries(root)` is what scripts/check-boundaries.test.ts calls.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cyclePath, cycles } from './boundaries/cycles.mjs';
import { parseImports, resolveImport, TEST, walk } from './boundaries/sources.mjs';
import { mayHoldSql, SQL_ALLOWED, sqlFindings } from './boundaries/sql.mjs';

export { parseImports, SQL_ALLOWED };

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

export function unitOf(rel) {
  let m = rel.match(/^apps\/server\/src\/modules\/([^/]+)\//);
  if (m) return { name: `server:${m[1]}`, kind: 'module', owner: `${SERVER}/modules/${m[1]}` };
  m = rel.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (m) return { name: `web:${m[1]}`, kind: 'feature', owner: `${WEB}/features/${m[1]}` };
  // A business (ADR 38): its folder's index.ts is its face; `businesses/shared/` and the list
  // files directly in `businesses/` are the businesses' own layer.
  m = rel.match(/^apps\/(server|web)\/src\/businesses\/([^/]+)\//);
  if (m && m[2] !== 'shared') {
    const root = m[1] === 'server' ? SERVER : WEB;
    return { name: `${m[1]}:business:${m[2]}`, kind: 'business', owner: `${root}/businesses/${m[2]}` };
  }
  m = rel.match(/^apps\/(server|web)\/src\/businesses\//);
  if (m) return { name: `${m[1]}:businesses`, kind: 'businesses', owner: null };
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
  // A business's shipped seeds are data anyone may read (the web's form tests render them).
  if (owner.includes('/businesses/') && /\/(flow|form[\w-]*)\.json$/.test(rel)) return true;
  // A web feature's page or dialog loaded lazily (the route table, a form widget's dialog) is a
  // split point of its own chunk: through index.ts every page of the feature would share one.
  return imp.dynamic && owner.startsWith(`${WEB}/features/`) && /-(page|dialog)\.tsx$/.test(rel);
}

/** Where a string or template literal begins with an SQL statement. */
const UNITS = new Set(['module', 'feature', 'business']);
const BUSINESS = new Set(['business', 'businesses']);

/** Layers: which units a layer may not import. */
function layerBreak(from, to) {
  const above = to.kind === 'module' || to.kind === 'seeding' || to.kind === 'app' || BUSINESS.has(to.kind);
  if (from.kind === 'platform' && above) {
    return 'platform/ is below the modules and imports none of them';
  }
  if (from.kind === 'db' && above) {
    return 'db/ (schema, migrations) is below the modules and imports none of them';
  }
  if (from.kind === 'module' && (to.kind === 'seeding' || to.kind === 'app')) {
    return 'a module does not import the composition above it (app, seeding)';
  }
  if (from.kind === 'module' && BUSINESS.has(to.kind)) {
    return 'a module does not import a business: the app registers businesses through a port (ADR 38)';
  }
  if (from.kind === 'feature' && BUSINESS.has(to.kind)) {
    return 'a web feature does not import a business: businesses register into the form engine (ADR 38)';
  }
  if (BUSINESS.has(from.kind) && (to.kind === 'seeding' || to.kind === 'app')) {
    return 'a business does not import the composition above it (app, seeding)';
  }
  return null;
}

/** Strongly connected components of the unit graph with more than one unit (Tarjan). */
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
