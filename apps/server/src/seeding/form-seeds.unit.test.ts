import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FormSeedError, loadFormSeeds, parseFormSeedFile } from './form-seeds.js';

const fixture = JSON.parse(
  readFileSync(
    new URL('../../../../packages/domain/src/forms/fixtures/demo-all-fields.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>;

describe('form seeds (businesses/<key>/form*.json)', () => {
  it('loads the demo form for apply and PreliminaryApprove, a copy of the domain fixture', () => {
    const seeds = loadFormSeeds().filter((s) => s.appId === '590001');
    expect(seeds.map((s) => `${s.appId}/${s.nodeId}`)).toEqual(['590001/apply', '590001/PreliminaryApprove']);
    for (const seed of seeds) {
      expect(seed.schema).toEqual({ ...fixture, appId: '590001', nodeId: seed.nodeId });
    }
  });

  it('loads the register businesses 550002, 550003 and 550004 at every workflow node (issue 6)', () => {
    const keys = loadFormSeeds().map((s) => `${s.appId}/${s.nodeId}`);
    for (const appId of ['550002', '550003', '550004']) {
      for (const node of ['apply', 'UpdateApplyApprove', 'PreliminaryApprove', 'RecheckApprove']) {
        expect(keys).toContain(`${appId}/${node}`);
      }
    }
  });

  it('refuses a seed with a script string, with the Chinese message naming the path', () => {
    const groups = structuredClone(fixture.groups) as { fields: { placeholder?: string }[] }[];
    groups[0]!.fields[0]!.placeholder = 'function () { return 1 }';
    const raw = { nodeIds: ['apply'], schema: { ...fixture, groups } };
    expect(() => parseFormSeedFile('bad.json', raw)).toThrow(FormSeedError);
    expect(() => parseFormSeedFile('bad.json', raw)).toThrow(
      /bad\.json（节点 apply）不正确：\n不允许在配置中使用脚本：groups\[0\]\.fields\[0\]\.placeholder/,
    );
  });

  it('refuses a directory whose file does not parse, and a form defined twice', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rer-form-seeds-'));
    try {
      writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ nodeIds: ['apply'], schema: fixture }));
      expect(loadFormSeeds(dir)).toHaveLength(1);
      writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ nodeIds: ['apply'], schema: fixture }));
      expect(() => loadFormSeeds(dir)).toThrow('表单 550001/apply 在种子文件 a.json 与 b.json 中重复定义');
      writeFileSync(path.join(dir, 'b.json'), '{ not json');
      expect(() => loadFormSeeds(dir)).toThrow('表单种子文件 b.json 不是有效的 JSON');
      writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ schema: fixture }));
      expect(() => loadFormSeeds(dir)).toThrow(/b\.json 格式不正确/);
      writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ nodeIds: ['x'], schema: fixture }));
      expect(() => loadFormSeeds(dir)).toThrow(/schema\.nodeId 必须是 nodeIds 之一/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
