import { readFileSync } from 'node:fs';
import { type FlowDefinition, parseFlowDefinition } from '@rer/domain';
import {
  businessCompletionEffects,
  businessSeedFiles,
  type SeedFile,
  seedFilesOf,
} from './business-seeds.js';

/**
 * Flow definitions shipped with the server (`businesses/<name>/flow.json`, one flow per business), loaded as
 * version 1 for every tenant that has no version of that appId. A file that does not parse stops
 * the start with the Chinese errors.
 */
export class FlowSeedError extends Error {
  override name = 'FlowSeedError';
}

/**
 * The flows of the businesses' `flow.json` (in the order of the business list), or of the `*.json`
 * of a directory. A flow's completion effect must be one a business registers (ADR 38).
 */
export function loadFlowSeeds(
  source: string | readonly SeedFile[] = businessSeedFiles('flow'),
  knownEffects: ReadonlySet<string> = businessCompletionEffects(),
): { file: string; flow: FlowDefinition; raw: unknown }[] {
  const files = typeof source === 'string' ? seedFilesOf(source) : source;
  const seen = new Map<string, string>();
  return files.map(({ file, path: full }) => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(full, 'utf8'));
    } catch {
      throw new FlowSeedError(`流程种子文件 ${file} 不是有效的 JSON`);
    }
    const parsed = parseFlowDefinition(raw);
    if (!parsed.ok) throw new FlowSeedError(`流程种子文件 ${file} 不正确：\n${parsed.errors.join('\n')}`);
    const twice = seen.get(parsed.flow.appId);
    if (twice) throw new FlowSeedError(`流程 ${parsed.flow.appId} 在种子文件 ${twice} 与 ${file} 中重复定义`);
    const effect = parsed.flow.completionEffect;
    if (effect !== null && !knownEffects.has(effect))
      throw new FlowSeedError(`流程种子文件 ${file} 的完成动作 ${effect} 未由任何业务登记`);
    seen.set(parsed.flow.appId, file);
    return { file, flow: parsed.flow, raw };
  });
}
