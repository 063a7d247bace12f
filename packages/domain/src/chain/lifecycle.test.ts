import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  type ChainVersion,
  changesSomething,
  diffBodies,
  nextVersion,
  planOverwrite,
} from './lifecycle.js';

const v = (
  version: number,
  body: Record<string, never> | Record<string, unknown>,
  operation = 'update',
): ChainVersion => ({ version, operation, body }) as ChainVersion;

describe('§6.5 versions', () => {
  it('creates version 0, then +1 per change', () => {
    const created = nextVersion(null, { kind: 'full', body: { a: '1', b: null } });
    expect(created).toEqual({ ok: true, value: { version: 0, operation: 'create', body: { a: '1' } } });
    const next = nextVersion(v(0, { a: '1' }, 'create'), { kind: 'full', body: { a: '2' } });
    expect(next).toEqual({ ok: true, value: { version: 1, operation: 'update', body: { a: '2' } } });
  });

  it('creates from an incremental change without its nulls', () => {
    expect(nextVersion(null, { kind: 'incremental', patch: { a: '1', b: null } })).toEqual({
      ok: true,
      value: { version: 0, operation: 'create', body: { a: '1' } },
    });
  });

  it('applies an incremental update: null clears, objects merge, the rest replaces', () => {
    const latest = v(4, { a: '1', b: '2', c: { x: 1, y: 2 }, d: [1, 2] });
    const next = nextVersion(latest, {
      kind: 'incremental',
      patch: { b: null, c: { y: null, z: 3 }, d: [3], e: 'n' },
    });
    expect(next).toEqual({
      ok: true,
      value: { version: 5, operation: 'update', body: { a: '1', c: { x: 1, z: 3 }, d: [3], e: 'n' } },
    });
  });

  it('a full update replaces the body and drops nulls', () => {
    expect(nextVersion(v(1, { a: '1', b: '2' }), { kind: 'full', body: { b: '3', c: null } })).toEqual({
      ok: true,
      value: { version: 2, operation: 'update', body: { b: '3' } },
    });
  });

  it('a delete has an empty body and is final', () => {
    const deleted = nextVersion(v(2, { a: '1' }), { kind: 'delete' });
    expect(deleted).toEqual({ ok: true, value: { version: 3, operation: 'delete', body: {} } });
    const after = v(3, {}, 'delete');
    for (const change of [
      { kind: 'full', body: { a: '1' } },
      { kind: 'incremental', patch: {} },
      { kind: 'delete' },
    ] as const) {
      expect(nextVersion(after, change)).toEqual({ ok: false, message: '数据对象已删除，不能再变更' });
    }
  });

  it('cannot delete what does not exist', () => {
    expect(nextVersion(null, { kind: 'delete' })).toEqual({ ok: false, message: '数据对象不存在，不能删除' });
  });
});

describe('patches', () => {
  it('diff then apply gives the new body back', () => {
    const before = { a: '1', b: { x: 1, y: [1] }, c: true };
    const after = { a: '1', b: { x: 2, y: [1] }, d: null as never, e: 'x' };
    const patch = diffBodies(before, after);
    expect(patch).toEqual({ b: { x: 2 }, c: null, d: null, e: 'x' });
    expect(applyPatch(before, patch)).toEqual({ a: '1', b: { x: 2, y: [1] }, e: 'x' });
  });

  it('an unchanged body has an empty diff and is not republished', () => {
    expect(diffBodies({ a: { b: '1' } }, { a: { b: '1' } })).toEqual({});
    expect(changesSomething(v(0, { a: '1' }), { a: '1' })).toBe(false);
    expect(changesSomething(v(0, { a: '1' }), { a: '2' })).toBe(true);
    expect(changesSomething(null, {})).toBe(true);
    expect(changesSomething(v(0, {}, 'delete'), {})).toBe(true);
    // A full body's null is "no value": the stored version has the field absent, so nothing changed.
    expect(changesSomething(v(0, { a: '1' }), { a: '1', b: null })).toBe(false);
    expect(changesSomething(v(0, { a: '1', b: '2' }), { a: '1', b: null })).toBe(true);
    expect(changesSomething(v(0, { a: { x: '1' } }), { a: { x: '1', y: null } })).toBe(false);
    // A stamp field alone is no change; with another field it is.
    expect(changesSomething(v(0, { a: '1', t: 'x' }), { a: '1', t: 'y' }, ['t'])).toBe(false);
    expect(changesSomething(v(0, { a: '1', t: 'x' }), { a: '2', t: 'y' }, ['t'])).toBe(true);
    expect(changesSomething(v(0, { a: '1', t: 'x' }), { a: '1', t: 'y' })).toBe(true);
    expect(changesSomething(v(0, { a: '1' }), { a: '1', t: 'y' }, ['t'])).toBe(false);
  });

  it('replaces an object by a scalar and a scalar by an object', () => {
    expect(applyPatch({ a: { x: 1 } }, { a: '1' })).toEqual({ a: '1' });
    expect(applyPatch({ a: '1' }, { a: { x: 1 } })).toEqual({ a: { x: 1 } });
    expect(diffBodies({ a: { x: 1 } }, { a: '1' })).toEqual({ a: '1' });
  });

  it('leaves the base untouched', () => {
    const base = { a: '1', b: { x: 1 } };
    applyPatch(base, { a: null, b: { x: 2 } });
    expect(base).toEqual({ a: '1', b: { x: 1 } });
  });
});

describe('overwrite', () => {
  const history = [
    v(0, { name: '', qty: '1' }, 'create'),
    v(1, { name: '', qty: '2' }),
    v(2, { name: '', qty: '3', note: 'n' }),
  ];

  it('rewrites the chosen version and replays every later change on it', () => {
    expect(planOverwrite(history, 1, { name: '甲', qty: '2', gone: null })).toEqual({
      ok: true,
      value: [
        { version: 1, operation: 'overwrite', body: { name: '甲', qty: '2' } },
        { version: 2, operation: 'overwrite', body: { name: '甲', qty: '3', note: 'n' } },
      ],
    });
  });

  it('rewrites only the chosen version when it is the latest', () => {
    const plan = planOverwrite(history, 2, { name: '乙', qty: '3' });
    expect(plan).toEqual({
      ok: true,
      value: [{ version: 2, operation: 'overwrite', body: { name: '乙', qty: '3' } }],
    });
  });

  it('can rewrite version 0', () => {
    const plan = planOverwrite(history, 0, { name: '丙', qty: '1' });
    expect(plan.ok && plan.value.map((x) => [x.version, x.body.name, x.body.qty])).toEqual([
      [0, '丙', '1'],
      [1, '丙', '2'],
      [2, '丙', '3'],
    ]);
  });

  it('refuses an unknown version and a deleted object', () => {
    expect(planOverwrite(history, 3, {})).toEqual({ ok: false, message: '数据对象版本不存在：3' });
    expect(planOverwrite([...history, v(3, {}, 'delete')], 1, {})).toEqual({
      ok: false,
      message: '数据对象已删除，不能覆盖',
    });
  });
});
