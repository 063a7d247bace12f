import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type FlowDefinition, parseFlowDefinition } from '@rer/domain';
import { seedDataDir } from './seed-data-dir.js';

/**
 * Flow definitions shipped with the server (`seeding/flows/*.json`, one flow per file), loaded as
 * version 1 for every tenant that has no version of that appId. A file that does not parse stops
 * the start with the Chinese errors.
 */
export class FlowSeedError extends Error {
  override name = 'FlowSeedError';
}

export function flowSeedDir(): string {
  return path.join(seedDataDir(), 'flows');
}

export function loadFlowSeeds(dir = flowSeedDir()): { file: string; flow: FlowDefinition; raw: unknown }[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const seen = new Map<string, string>();
  return files.map((file) => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      throw new FlowSeedError(`流程种子文件 ${file} 不是有效的 JSON`);
    }
    const parsed = parseFlowDefinition(raw);
    if (!parsed.ok) throw new FlowSeedError(`流程种子文件 ${file} 不正确：\n${parsed.errors.join('\n')}`);
    const twice = seen.get(parsed.flow.appId);
    if (twice) throw new FlowSeedError(`流程 ${parsed.flow.appId} 在种子文件 ${twice} 与 ${file} 中重复定义`);
    seen.set(parsed.flow.appId, file);
    return { file, flow: parsed.flow, raw };
  });
}
