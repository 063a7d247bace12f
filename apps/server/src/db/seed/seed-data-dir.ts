import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Matches `<package root>/dist/db/seed` (tsc output) with either path separator.
const DIST_SEED_DIR = /^(.*)[\\/]dist[\\/]db[\\/]seed$/;

/**
 * Maps the directory of a compiled seed module (`apps/server/dist/db/seed`) to its source
 * directory (`apps/server/src/db/seed`), where the JSON data lives: tsc does not copy `.json`
 * files that are not imported. Any other directory (vitest, tsx: already `src`) is returned as is.
 */
export function resolveSeedDataDir(moduleDir: string): string {
  const trimmed = moduleDir.replace(/[\\/]+$/, '');
  const match = DIST_SEED_DIR.exec(trimmed);
  if (match?.[1] !== undefined) return path.join(match[1], 'src', 'db', 'seed');
  return trimmed;
}

/** Absolute path of `apps/server/src/db/seed`, whether this module runs from `src` or `dist`. */
export function seedDataDir(): string {
  return resolveSeedDataDir(path.dirname(fileURLToPath(import.meta.url)));
}

/** Reads and parses a JSON file below the seed directory, e.g. `data/dict-biz.json`. */
export function readSeedJson(relativePath: string): unknown {
  const file = path.join(seedDataDir(), ...relativePath.split('/'));
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}
