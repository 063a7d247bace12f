import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSourceDir, sourceDirOf } from '../platform/source-dir.js';

/**
 * Maps the directory of a compiled seeding module (`apps/server/dist/seeding`) to its source
 * directory (`apps/server/src/seeding`), where the JSON data lives: tsc does not copy `.json`
 * files that are not imported. Any other directory (vitest, tsx: already `src`) is returned as is.
 */
export function resolveSeedDataDir(moduleDir: string): string {
  return resolveSourceDir(moduleDir, 'seeding');
}

/** Absolute path of `apps/server/src/seeding`, whether this module runs from `src` or `dist`. */
export function seedDataDir(): string {
  return sourceDirOf(import.meta.url, 'seeding');
}

/** Reads and parses a JSON file below the seed directory, e.g. `data/dict-biz.json`. */
export function readSeedJson(relativePath: string): unknown {
  const file = path.join(seedDataDir(), ...relativePath.split('/'));
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}
