// Which folders of packages/domain/src a change touches (ADR 0035): CI mutation-tests only those.
// A folder is touched when a file under it changed, its tests included; "(root)" when a file
// directly in src/ changed. testing/ (test support: the fast-check seed, fake ID numbers) is never
// mutated, and a deleted folder has nothing left to measure.
import { spawnSync } from 'node:child_process';

export const SRC = 'packages/domain/src';
export const ROOT = '(root)';

/** The touched folders among `known`, in the order of `known`, from repository-relative paths. */
export function foldersTouched(paths, known) {
  const touched = new Set();
  for (const path of paths) {
    if (!path.startsWith(`${SRC}/`)) continue;
    const parts = path.slice(SRC.length + 1).split('/');
    touched.add(parts.length === 1 ? ROOT : parts[0]);
  }
  return known.filter((f) => touched.has(f));
}

function git(args) {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

/**
 * The paths changed between `base` and HEAD. Without a base: HEAD's first parent, so a merge
 * commit counts the whole branch it merged and a plain commit itself. Null when git cannot tell
 * (no repository, no parent, an unknown base): the caller then measures every folder.
 */
export function changedPaths(base) {
  const from = base ?? (git(['rev-parse', '--verify', '--quiet', 'HEAD^1']) ? 'HEAD^1' : null);
  if (from === null) return null;
  const out = git(['diff', '--name-only', from, 'HEAD']);
  return out === null ? null : out.split('\n').filter(Boolean);
}
