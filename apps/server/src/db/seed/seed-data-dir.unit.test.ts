import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeedJson, resolveSeedDataDir, seedDataDir } from './seed-data-dir.js';

describe('resolveSeedDataDir', () => {
  it('keeps a source directory as it is', () => {
    expect(resolveSeedDataDir('/repo/apps/server/src/db/seed')).toBe('/repo/apps/server/src/db/seed');
    expect(resolveSeedDataDir('/repo/apps/server/src/db/seed/')).toBe('/repo/apps/server/src/db/seed');
  });

  it('maps the compiled directory to the sibling src directory of the package root', () => {
    expect(resolveSeedDataDir('/repo/apps/server/dist/db/seed')).toBe(
      path.join('/repo/apps/server', 'src', 'db', 'seed'),
    );
  });

  it('understands Windows separators', () => {
    expect(resolveSeedDataDir('C:\\repo\\apps\\server\\dist\\db\\seed')).toBe(
      path.join('C:\\repo\\apps\\server', 'src', 'db', 'seed'),
    );
  });

  it('does not touch a dist folder elsewhere in the path', () => {
    expect(resolveSeedDataDir('/dist/apps/server/src/db/seed')).toBe('/dist/apps/server/src/db/seed');
  });
});

describe('seedDataDir', () => {
  it('points at the folder holding data/ and reference/', () => {
    const dir = seedDataDir();
    expect(path.basename(dir)).toBe('seed');
    expect(existsSync(path.join(dir, 'data', 'dict-biz.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'data', 'params.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'reference', 'cn-divisions-3level.json'))).toBe(true);
  });

  it('reads JSON relative to it', () => {
    expect(readSeedJson('data/params.json')).toMatchObject({ version: 1 });
  });
});
