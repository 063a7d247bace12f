import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFormSeedBase } from './form-seed-base.js';
import { loadFormSeeds } from './form-seeds.js';

const group = (key: string) => ({ key, title: key, fields: [] });

function folders() {
  const root = mkdtempSync(path.join(tmpdir(), 'form-base-'));
  const write = (dir: string, content: unknown) => {
    mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, dir, 'form.json'), JSON.stringify(content));
  };
  write('a', {
    nodeIds: ['apply'],
    schema: { appId: '1', nodeId: 'apply', title: 'A', groups: [group('x'), group('y')] },
  });
  write('b', {
    nodeIds: ['apply'],
    schema: { appId: '2', nodeId: 'apply', title: 'B', groups: [group('p'), group('q')] },
  });
  return root;
}

describe('form seeds built on other businesses’ forms (ADR 79)', () => {
  it('takes the first base’s schema, the bases’ groups (filtered) in order, then its own keys and groups', () => {
    const root = folders();
    const resolved = resolveFormSeedBase('c/form.json', path.join(root, 'c', 'form.json'), {
      nodeIds: ['apply'],
      base: [{ file: 'a/form.json' }, { file: 'b/form.json', groups: ['q'] }],
      schema: { appId: '3', title: 'C', groups: [group('z')] },
    }) as { schema: { appId: string; title: string; nodeId: string; groups: { key: string }[] } };
    expect(resolved.schema).toMatchObject({ appId: '3', title: 'C', nodeId: 'apply' });
    expect(resolved.schema.groups.map((g) => g.key)).toEqual(['x', 'y', 'q', 'z']);
    expect(resolved).not.toHaveProperty('base');
  });

  it('leaves a seed without base alone and refuses a base that is not a sibling form file', () => {
    const raw = { nodeIds: ['apply'], schema: {} };
    expect(resolveFormSeedBase('c/form.json', '/x/c/form.json', raw)).toBe(raw);
    expect(() => resolveFormSeedBase('c/form.json', '/x/c/form.json', { base: [] })).toThrow(
      'base 应为非空列表',
    );
    expect(() =>
      resolveFormSeedBase('c/form.json', '/x/c/form.json', { base: [{ file: '../etc/passwd' }] }),
    ).toThrow('base 文件名不正确');
  });

  it('builds 550100 from 550001’s form and 550058’s listing groups', () => {
    const seed = loadFormSeeds().find((s) => s.appId === '550100' && s.nodeId === 'apply')!;
    const keys = (seed.schema.groups as { key: string }[]).map((g) => g.key);
    const custody = loadFormSeeds().find((s) => s.appId === '550001' && s.nodeId === 'apply')!;
    expect(keys).toEqual([
      ...(custody.schema.groups as { key: string }[]).map((g) => g.key),
      'layering',
      'listing',
    ]);
    expect(seed.schema.title).toBe('挂牌托管申请');
  });
});
