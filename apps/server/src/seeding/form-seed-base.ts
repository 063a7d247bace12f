import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A form seed built on other businesses' forms (ADR 79: 550100 挂牌托管 is 550001's custody form
 * plus 550058's listing groups), so no form is copied: `base` lists seed files of sibling business
 * folders (`<key>/form.json`) and, per file, the group keys taken (all when absent). The schema's
 * own keys replace the first base's; its groups follow the bases' groups.
 */
export interface FormSeedBase {
  file: string;
  groups?: string[];
}

const BASE_FILE = /^[a-z0-9-]+\/form[\w-]*\.json$/;

interface SeedShape {
  schema?: Record<string, unknown>;
}

const groupsOf = (schema: Record<string, unknown> | undefined): Record<string, unknown>[] =>
  Array.isArray(schema?.groups) ? (schema.groups as Record<string, unknown>[]) : [];

/** The seed file with its bases resolved, or as it is when it has none; throws the Chinese reason. */
export function resolveFormSeedBase(file: string, full: string, raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || !('base' in raw)) return raw;
  const { base, ...rest } = raw as SeedShape & { base: unknown };
  if (!Array.isArray(base) || base.length === 0) throw new Error(`表单种子文件 ${file} 的 base 应为非空列表`);
  const bases = base.map((entry: FormSeedBase) => {
    if (typeof entry?.file !== 'string' || !BASE_FILE.test(entry.file))
      throw new Error(`表单种子文件 ${file} 的 base 文件名不正确`);
    const read = JSON.parse(
      readFileSync(path.join(path.dirname(full), '..', entry.file), 'utf8'),
    ) as SeedShape;
    const groups = groupsOf(read.schema).filter((g) => !entry.groups || entry.groups.includes(String(g.key)));
    return { schema: read.schema ?? {}, groups };
  });
  const own = rest.schema ?? {};
  return {
    ...rest,
    schema: {
      ...bases[0]!.schema,
      ...own,
      groups: [...bases.flatMap((b) => b.groups), ...groupsOf(own)],
    },
  };
}
