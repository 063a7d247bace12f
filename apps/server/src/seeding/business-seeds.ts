import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUSINESSES } from '../businesses/index.js';

/** A seed file: the name errors show, and where it is. */
export interface SeedFile {
  file: string;
  path: string;
}

/** The `*.json` files of a directory, in file-name order. */
export function seedFilesOf(dir: string): SeedFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: name, path: path.join(dir, name) }));
}

/**
 * The seeds the business folders ship (ADR 38), in the order of the business list: `flow.json`
 * (one flow) or `form*.json` (form schemas), named `<key>/<file>` in errors.
 */
export function businessSeedFiles(kind: 'flow' | 'form'): SeedFile[] {
  const wanted = kind === 'flow' ? /^flow\.json$/ : /^form[\w-]*\.json$/;
  return SERVER_BUSINESSES.flatMap((business) =>
    readdirSync(business.dir)
      .filter((name) => wanted.test(name))
      .sort()
      .map((name) => ({ file: `${business.definition.key}/${name}`, path: path.join(business.dir, name) })),
  );
}

/** The completion effects the businesses register with the workflow. */
export function businessCompletionEffects(): Set<string> {
  return new Set(
    SERVER_BUSINESSES.flatMap((b) =>
      b.workflow?.completionEffect ? [b.workflow.completionEffect.name] : [],
    ),
  );
}
