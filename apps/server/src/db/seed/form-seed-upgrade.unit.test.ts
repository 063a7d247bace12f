import { describe, expect, it } from 'vitest';
import { canonicalSchemaHash } from './form-seed-records.js';
import { decideFormSeed } from './form-seed-upgrade.js';

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
