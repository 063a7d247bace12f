import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSourceDir } from '../platform/source-dir.js';
import { readSeedJson, resolveSeedDataDir, seedDataDir } from './seed-data-dir.js';

describe('resolveSeedDataDir', () => {
  it('keeps a source directory as it is', () => {
    expect(resolveSeedDataDir('/repo/apps/server/src/seeding')).toBe('/repo/apps/server/src/seeding');
    expect(resolveSeedDataDir('/repo/apps/server/src/seeding/')).toBe('/repo/apps/server/src/seeding');
  });

  it('maps the compiled directory to the sibling src directory of the package root', () => {
    expect(resolveSeedDataDir('/repo/apps/server/dist/seeding')).toBe(
      path.join('/repo/apps/server', 'src', 'seeding'),
    );
  });

  it('understands Windows separators', () => {
    expect(resolveSeedDataDir('C:\\repo\\apps\\server\\dist\\seeding')).toBe(
      path.join('C:\\repo\\apps\\server', 'src', 'seeding'),
    );
  });

  it('maps a nested folder (a business of apps/server/src/businesses)', () => {
    expect(
      resolveSourceDir('/repo/apps/server/dist/businesses/share-transfer', 'businesses/share-transfer'),
    ).toBe(path.join('/repo/apps/server', 'src', 'businesses', 'share-transfer'));
  });

  it('does not touch a dist folder elsewhere in the path', () => {
    expect(resolveSeedDataDir('/dist/apps/server/src/seeding')).toBe('/dist/apps/server/src/seeding');
  });
});

describe('seedDataDir', () => {
  it('points at the folder holding data/ and reference/', () => {
    const dir = seedDataDir();
    expect(path.basename(dir)).toBe('seeding');
    expect(existsSync(path.join(dir, 'data', 'dict-biz.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'data', 'params.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'reference', 'cn-divisions-3level.json'))).toBe(true);
  });

  it('reads JSON relative to it', () => {
    expect(readSeedJson('data/params.json')).toMatchObject({ version: 1 });
  });
});
