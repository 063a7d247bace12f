import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without types
import { againstBaseline, checkBoundaries, parseImports } from './check-boundaries.mjs';

type Violation = { rule: string; file: string; line: number; message: string };

const roots: string[] = [];

/** A fixture folder: a tiny repository whose files are given as path → text. */
function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rer-boundaries-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const M = 'apps/server/src/modules';

/** Two modules that talk through their public faces, a repository holding SQL: clean. */
const clean = {
  [`${M}/alpha/index.ts`]: "export { alphaName } from './alpha.service.js';\n",
  [`${M}/alpha/alpha.service.ts`]:
    "import { betaRows } from '../beta/index.js';\nexport const alphaName = () => betaRows().length;\n",
  [`${M}/beta/index.ts`]: "export { betaRows } from './beta.repository.js';\n",
  [`${M}/beta/beta.repository.ts`]:
    "import { sql } from 'drizzle-orm';\nexport const betaRows = () => [sql`select 1`];\n",
  'apps/server/src/platform/clock.ts': 'export const now = () => new Date();\n',
  'apps/web/src/features/one/index.ts': "export { One } from './one-page.js';\n",
  'apps/web/src/features/one/one-page.tsx': 'export const One = () => null;\n',
  'apps/web/src/app/routes.tsx': "import { One } from '../features/one/index.js';\nexport const r = [One];\n",
};

function rules(violations: Violation[]) {
  return violations.map((v) => `${v.rule} ${v.file}:${v.line}`);
}

describe('check-boundaries', () => {
  it('passes modules that import each other through index.ts and SQL kept in a repository', () => {
    expect(checkBoundaries(fixture(clean))).toEqual([]);
  });

  it('refuses a deep import into another server module, naming file and line', () => {
    const root = fixture({
      ...clean,
      [`${M}/alpha/alpha.service.ts`]:
        "// a comment\nimport { betaRows } from '../beta/beta.repository.js';\nexport const alphaName = () => betaRows().length;\n",
    });
    const violations: Violation[] = checkBoundaries(root);
    expect(rules(violations)).toEqual([`deep-import ${M}/alpha/alpha.service.ts:2`]);
    expect(violations[0].message).toContain(`${M}/beta/index.ts`);
  });

  it('refuses a deep import into a web feature from outside it', () => {
    const root = fixture({
      ...clean,
      'apps/web/src/app/routes.tsx':
        "import { One } from '../features/one/one-page.js';\nexport const r = [One];\n",
    });
    expect(rules(checkBoundaries(root))).toEqual(['deep-import apps/web/src/app/routes.tsx:1']);
  });

  it("lets a lazy import() name a feature's page or dialog (a chunk of its own), not a static import", () => {
    const root = fixture({
      ...clean,
      'apps/web/src/features/one/pick-dialog.tsx': 'export const Pick = () => null;\n',
      'apps/web/src/features/one/one-rules.ts': 'export const rule = 1;\n',
      'apps/web/src/app/lazy.tsx': [
        "export const page = () => import('../features/one/one-page');",
        "export const dialog = () => import('../features/one/pick-dialog');",
        "export const rules = () => import('../features/one/one-rules');",
        '',
      ].join('\n'),
    });
    expect(rules(checkBoundaries(root))).toEqual(['deep-import apps/web/src/app/lazy.tsx:3']);
  });

  it('refuses a cycle between modules even through their public faces', () => {
    const root = fixture({
      ...clean,
      [`${M}/beta/beta.repository.ts`]:
        "import { sql } from 'drizzle-orm';\nimport { alphaName } from '../alpha/index.js';\nexport const betaRows = () => [sql`select 1`, alphaName];\n",
    });
    const violations: Violation[] = checkBoundaries(root);
    expect(violations.map((v) => v.rule)).toEqual(['cycle']);
    expect(violations[0].message).toContain('server:alpha, server:beta');
    expect(violations[0].message).toContain(`${M}/beta/beta.repository.ts:2`);
  });

  it('refuses SQL outside a repository: the drizzle import, tables, and statement text', () => {
    const root = fixture({
      ...clean,
      [`${M}/alpha/alpha-policy.ts`]: [
        "import { eq } from 'drizzle-orm';",
        "import { company } from '../../db/schema.js';",
        "import type { Database } from '../../platform/db/database.js';",
        'export const q = `',
        '  SELECT id FROM company`;',
        "export const message = 'select a company';",
        'export const e = [eq, company];',
        '',
      ].join('\n'),
      'apps/server/src/db/schema.ts': 'export const company = {};\n',
    });
    expect(rules(checkBoundaries(root))).toEqual([
      `sql ${M}/alpha/alpha-policy.ts:1`,
      `sql ${M}/alpha/alpha-policy.ts:2`,
      `sql ${M}/alpha/alpha-policy.ts:4`,
    ]);
  });

  it('refuses platform/ and db/ importing a module', () => {
    const root = fixture({
      ...clean,
      'apps/server/src/platform/config.ts':
        "import { alphaName } from '../modules/alpha/index.js';\nexport const c = alphaName;\n",
      'apps/server/src/db/tenants.ts':
        "import { alphaName } from '../modules/alpha/index.js';\nexport const t = alphaName;\n",
    });
    expect(rules(checkBoundaries(root))).toEqual([
      'layer apps/server/src/db/tenants.ts:1',
      'layer apps/server/src/platform/config.ts:1',
    ]);
  });

  it('lets seeding/ use the modules through their index.ts, never the other way round', () => {
    const root = fixture({
      ...clean,
      'apps/server/src/seeding/index.ts': "export { loadAll } from './load-all.js';\n",
      'apps/server/src/seeding/load-all.ts':
        "import { alphaName } from '../modules/alpha/index.js';\nexport const loadAll = alphaName;\n",
      'apps/server/src/seeding/deep.ts':
        "import { alphaName } from '../modules/alpha/alpha.service.js';\nexport const d = alphaName;\n",
      [`${M}/beta/beta-demo.ts`]:
        "import { loadAll } from '../../seeding/index.js';\nexport const b = loadAll;\n",
      'apps/server/src/db/schema-extra.ts':
        "import { loadAll } from '../seeding/index.js';\nexport const e = loadAll;\n",
    });
    expect(rules(checkBoundaries(root))).toEqual([
      'layer apps/server/src/db/schema-extra.ts:1',
      `layer ${M}/beta/beta-demo.ts:1`,
      'deep-import apps/server/src/seeding/deep.ts:1',
    ]);
  });

  it('lets a business use modules and its shared layer, never a module use a business (ADR 38)', () => {
    const B = 'apps/server/src/businesses';
    const root = fixture({
      ...clean,
      [`${B}/index.ts`]: "export { one } from './one/index.js';\n",
      [`${B}/shared/rules.ts`]: 'export const rule = 1;\n',
      [`${B}/one/index.ts`]:
        "import { alphaName } from '../../modules/alpha/index.js';\nimport { rule } from '../shared/rules.js';\nexport const one = [alphaName, rule];\n",
      [`${B}/two/index.ts`]: "import { x } from '../one/effect.js';\nexport const two = x;\n",
      [`${B}/one/effect.ts`]: 'export const x = 1;\n',
      [`${B}/three/index.ts`]:
        "import { loadAll } from '../../seeding/index.js';\nexport const three = loadAll;\n",
      'apps/server/src/seeding/index.ts': 'export const loadAll = 1;\n',
      [`${M}/beta/beta-uses-business.ts`]:
        "import { one } from '../../businesses/one/index.js';\nexport const b = one;\n",
      [`${M}/beta/beta-uses-list.ts`]:
        "import { one } from '../../businesses/index.js';\nexport const c = one;\n",
    });
    expect(rules(checkBoundaries(root))).toEqual([
      // beta → business one → alpha → beta: a module importing a business closes a loop as well.
      `cycle ${M}/alpha/alpha.service.ts:1`,
      `layer ${B}/three/index.ts:1`,
      `layer ${M}/beta/beta-uses-business.ts:1`,
      `layer ${M}/beta/beta-uses-list.ts:1`,
      `deep-import ${B}/two/index.ts:1`,
    ]);
  });

  it("lets tests use another module's testing/ folder, never production code", () => {
    const root = fixture({
      ...clean,
      [`${M}/beta/testing/beta-fixture.ts`]: 'export const fixtureRows = [];\n',
      [`${M}/alpha/alpha.test.ts`]:
        "import { fixtureRows } from '../beta/testing/beta-fixture.js';\nvoid fixtureRows;\n",
      [`${M}/alpha/alpha-use.ts`]:
        "import { fixtureRows } from '../beta/testing/beta-fixture.js';\nvoid fixtureRows;\n",
    });
    expect(rules(checkBoundaries(root))).toEqual([`deep-import ${M}/alpha/alpha-use.ts:1`]);
  });

  it('parses multi-line, type-only, re-export and dynamic imports, ignoring commented ones', () => {
    const imports = parseImports(
      [
        'import {',
        '  a,',
        '  b,',
        "} from './x.js';",
        "import type { T } from './t.js';",
        "export * from './y.js';",
        "// import { z } from './z.js';",
        "const m = await import('./lazy.js');",
      ].join('\n'),
    );
    expect(
      imports.map((i: { specifier: string; line: number; typeOnly: boolean }) => [
        i.specifier,
        i.line,
        i.typeOnly,
      ]),
    ).toEqual([
      ['./x.js', 4, false],
      ['./t.js', 5, true],
      ['./y.js', 6, false],
      ['./lazy.js', 8, false],
    ]);
  });

  it('fails on a violation not in the baseline and on a baseline entry no longer found', () => {
    const violation = { rule: 'deep-import', file: 'a.ts', line: 3, message: 'imports b' };
    expect(againstBaseline([violation], [])).toEqual({ fresh: [violation], stale: [] });
    expect(againstBaseline([violation], ['deep-import a.ts imports b'])).toEqual({ fresh: [], stale: [] });
    expect(againstBaseline([], ['deep-import a.ts imports b'])).toEqual({
      fresh: [],
      stale: ['deep-import a.ts imports b'],
    });
  });
});
