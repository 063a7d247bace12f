// The committed baseline of Stryker's incremental files (ADR 0035, amendment of 29 November 2026).
// A fresh clone (CI) has no reports/mutation/incremental-<folder>.json, so Stryker would test every
// mutant of a touched folder; seeded from mutation-baseline/<folder>.json it reruns only the mutants
// whose code or covering tests changed since the baseline was made. A stale baseline costs time,
// never correctness: Stryker diffs the sources and tests it holds against the current ones.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const BASELINE = 'mutation-baseline';

export const baselineOf = (slug, dir = BASELINE) => join(dir, `${slug}.json`);
export const incrementalOf = (slug, reports) => join(reports, `incremental-${slug}.json`);

/**
 * Copies the baseline of a folder to its incremental file when there is none yet (a local one is
 * newer: it holds the developer's last run). Returns what it did: 'local', 'seeded' or 'none'.
 */
export function seedIncremental(slug, reports, dir = BASELINE) {
  const target = incrementalOf(slug, reports);
  if (existsSync(target)) return 'local';
  if (!existsSync(baselineOf(slug, dir))) return 'none';
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(baselineOf(slug, dir), target);
  return 'seeded';
}

/**
 * The incremental report as committed: without `projectRoot`, the absolute path of the machine
 * that made it (Stryker matches files by their relative paths, so a baseline made in one checkout
 * serves any other).
 */
export function baselineContent(report) {
  const { projectRoot: _machinePath, ...rest } = report;
  return `${JSON.stringify(rest)}\n`;
}

/**
 * Writes the current incremental file of a folder as its baseline (`--save-baseline`); false,
 * writing nothing, when the folder has no incremental file.
 */
export function saveBaseline(slug, reports, dir = BASELINE) {
  const source = incrementalOf(slug, reports);
  if (!existsSync(source)) return false;
  mkdirSync(dir, { recursive: true });
  writeFileSync(baselineOf(slug, dir), baselineContent(JSON.parse(readFileSync(source, 'utf8'))));
  return true;
}
