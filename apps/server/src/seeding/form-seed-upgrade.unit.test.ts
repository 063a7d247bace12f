import { describe, expect, it } from 'vitest';
import { canonicalSchemaHash } from '../modules/forms/index.js';
import { decideFormSeed, describeFormSeedOutcome } from './form-seed-upgrade.js';

describe('canonical schema hash (ADR 19)', () => {
  it('ignores object key order (jsonb does not keep it) but not array order or values', () => {
    const a = { appId: '550004', groups: [{ key: 'g', fields: [{ prop: 'a' }, { prop: 'b' }] }] };
    const reordered = { groups: [{ fields: [{ prop: 'a' }, { prop: 'b' }], key: 'g' }], appId: '550004' };
    expect(canonicalSchemaHash(reordered)).toBe(canonicalSchemaHash(a));
    expect(canonicalSchemaHash(a)).toMatch(/^[0-9a-f]{64}$/);
    const swapped = { appId: '550004', groups: [{ key: 'g', fields: [{ prop: 'b' }, { prop: 'a' }] }] };
    expect(canonicalSchemaHash(swapped)).not.toBe(canonicalSchemaHash(a));
    expect(canonicalSchemaHash({ ...a, appId: '550003' })).not.toBe(canonicalSchemaHash(a));
  });
});

describe('decideFormSeed', () => {
  const latest = (createdBy: string, contentHash = 'c') => ({ version: 3, createdBy, contentHash });

  it('creates version 1 of a form without versions', () => {
    expect(decideFormSeed({ shippedHash: 's', latest: null, lastSeedHash: null })).toEqual({
      kind: 'create',
    });
  });

  it('does nothing when the shipped schema is the last seed version or the latest content', () => {
    expect(decideFormSeed({ shippedHash: 's', latest: latest('seed'), lastSeedHash: 's' })).toEqual({
      kind: 'current',
      latest: 3,
    });
    expect(decideFormSeed({ shippedHash: 's', latest: latest('admin-1'), lastSeedHash: 's' }).kind).toBe(
      'current',
    );
    expect(decideFormSeed({ shippedHash: 'c', latest: latest('admin-1'), lastSeedHash: 'old' }).kind).toBe(
      'current',
    );
  });

  it("publishes over an untouched seed version, holds behind an administrator's", () => {
    expect(decideFormSeed({ shippedHash: 'new', latest: latest('seed'), lastSeedHash: 'c' })).toEqual({
      kind: 'publish',
      previous: 3,
    });
    expect(decideFormSeed({ shippedHash: 'new', latest: latest('admin-1'), lastSeedHash: 'old' })).toEqual({
      kind: 'hold',
      behind: 3,
    });
    // A form an administrator created from scratch (no seed version at all) is never taken over.
    expect(decideFormSeed({ shippedHash: 'new', latest: latest('admin-1'), lastSeedHash: null }).kind).toBe(
      'hold',
    );
  });
});

describe('describeFormSeedOutcome (the seed command line)', () => {
  const base = { tenantId: '000000', appId: '550004', nodeId: 'n1', seedHash: 'h', newlyRecorded: true };
  it('says what was published or held, and nothing for a current form', () => {
    expect(describeFormSeedOutcome({ ...base, kind: 'publish', version: 3 })).toBe(
      '内置表单新版本已发布：550004 / 节点 n1（租户 000000），版本 3',
    );
    expect(describeFormSeedOutcome({ ...base, kind: 'hold', version: 2 })).toBe(
      '内置表单新版本未发布：550004 / 节点 n1（租户 000000），当前生效的是管理员编辑的版本 2，请在“表单设计”中查看',
    );
    expect(describeFormSeedOutcome({ ...base, kind: 'create', version: 1 })).toContain('内置表单已创建');
    expect(describeFormSeedOutcome({ ...base, kind: 'current', version: 4 })).toBeNull();
  });
});
