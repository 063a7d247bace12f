import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Maps the directory of a compiled module (`apps/server/dist/<folder>`) to its source directory
 * (`apps/server/src/<folder>`), where JSON data shipped beside the code lives: tsc does not copy
 * `.json` files that are not imported. `folder` is the directory's path below `src` with `/`
 * separators (e.g. `seeding`, `businesses/share-transfer`). Any other directory (vitest, tsx:
 * already `src`) is returned as it is, trailing separators removed.
 */
export function resolveSourceDir(moduleDir: string, folder: string): string {
  const trimmed = moduleDir.replace(/[\\/]+$/, '');
  const parts = folder.split('/').filter(Boolean);
  const tail = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\\\/]');
  const match = new RegExp(`^(.*)[\\\\/]dist[\\\\/]${tail}$`).exec(trimmed);
  if (match?.[1] !== undefined) return path.join(match[1], 'src', ...parts);
  return trimmed;
}

/** The source directory of the module at `moduleUrl` (`import.meta.url`), from `src` or `dist`. */
export function sourceDirOf(moduleUrl: string, folder: string): string {
  return resolveSourceDir(path.dirname(fileURLToPath(moduleUrl)), folder);
}
