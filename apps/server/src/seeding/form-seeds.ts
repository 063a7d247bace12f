import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseServerFormSchema } from '../modules/forms/index.js';
import { businessSeedFiles, type SeedFile, seedFilesOf } from './business-seeds.js';
import { resolveFormSeedBase } from './form-seed-base.js';

/**
 * Form schemas shipped with the server (`businesses/<name>/form*.json`, ADR 38): version 1 of each form for every
 * tenant that has none, and a new version where a changed file meets an untouched seed version
 * (`form-seed-upgrade.ts`, ADR 19). A file is `{ description?, nodeIds, schema }`: one schema used
 * at several nodes; each stored copy carries its own nodeId, and the file's schema.nodeId must
 * be one of nodeIds. Every copy must pass the form engine's parser, else the start stops.
 */
export interface FormSeed {
  file: string;
  appId: string;
  nodeId: string;
  /** The schema as written (JSON), with this node's nodeId. */
  schema: Record<string, unknown>;
}

const WORKFLOW_ID = /^[A-Za-z0-9_-]{1,64}$/;

const seedFileSchema = z.strictObject({
  description: z.string().optional(),
  nodeIds: z.array(z.string().regex(WORKFLOW_ID)).min(1),
  schema: z.record(z.string(), z.unknown()),
});

export class FormSeedError extends Error {
  override name = 'FormSeedError';
}

/** The schemas of one seed file, one per node; throws FormSeedError with the Chinese errors. */
export function parseFormSeedFile(file: string, raw: unknown): FormSeed[] {
  const shape = seedFileSchema.safeParse(raw);
  if (!shape.success) {
    throw new FormSeedError(`表单种子文件 ${file} 格式不正确：应为 { nodeIds, schema }`);
  }
  const { nodeIds, schema } = shape.data;
  if (!nodeIds.includes(String(schema.nodeId))) {
    throw new FormSeedError(`表单种子文件 ${file} 不正确：schema.nodeId 必须是 nodeIds 之一`);
  }
  return nodeIds.map((nodeId) => {
    const copy = { ...schema, nodeId };
    const parsed = parseServerFormSchema(copy);
    if (!parsed.ok) {
      throw new FormSeedError(`表单种子文件 ${file}（节点 ${nodeId}）不正确：\n${parsed.errors.join('\n')}`);
    }
    return { file, appId: parsed.schema.appId, nodeId, schema: copy };
  });
}

/**
 * Every seed form: of the businesses' `form*.json` (in the order of the business list), or of the
 * `*.json` of a directory in file-name order; a form named twice is refused.
 */
export function loadFormSeeds(source: string | readonly SeedFile[] = businessSeedFiles('form')): FormSeed[] {
  const files = typeof source === 'string' ? seedFilesOf(source) : source;
  const seeds: FormSeed[] = [];
  for (const { file, path: full } of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(full, 'utf8'));
    } catch {
      throw new FormSeedError(`表单种子文件 ${file} 不是有效的 JSON`);
    }
    try {
      raw = resolveFormSeedBase(file, full, raw);
    } catch (error) {
      throw new FormSeedError(
        error instanceof SyntaxError
          ? `表单种子文件 ${file} 的 base 不是有效的 JSON`
          : (error as Error).message,
      );
    }
    for (const seed of parseFormSeedFile(file, raw)) {
      const twice = seeds.find((s) => s.appId === seed.appId && s.nodeId === seed.nodeId);
      if (twice) {
        throw new FormSeedError(
          `表单 ${seed.appId}/${seed.nodeId} 在种子文件 ${twice.file} 与 ${file} 中重复定义`,
        );
      }
      seeds.push(seed);
    }
  }
  return seeds;
}
