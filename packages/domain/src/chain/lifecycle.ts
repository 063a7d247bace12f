import type { ChainBody, ChainOperation, ChainValue } from './model.js';

/**
 * The lifecycle rules of JR/T 0314 §6.5 as pure functions (ADR 77): version 0 is the creation,
 * each change is the next version; an update is full (the whole body) or incremental (only the
 * fields given, null clearing a field); an overwrite rewrites a chosen version and every later
 * one; a delete has an empty body and ends the object; no version is ever removed.
 */

export interface ChainVersion {
  version: number;
  operation: ChainOperation;
  body: ChainBody;
}

export type ChainChange =
  | { kind: 'full'; body: ChainBody }
  | { kind: 'incremental'; patch: ChainBody }
  | { kind: 'delete' };

export type LifecycleResult<T> = { ok: true; value: T } | { ok: false; message: string };

const isPlainObject = (v: ChainValue | undefined): v is { [key: string]: ChainValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with `patch` applied: null removes a field, nested objects merge, anything else replaces. */
export function applyPatch(base: ChainBody, patch: ChainBody): ChainBody {
  const out: ChainBody = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    if (value === null) delete out[key];
    else if (isPlainObject(value) && isPlainObject(current)) out[key] = applyPatch(current, value);
    else out[key] = value;
  }
  return out;
}

const same = (a: ChainValue | undefined, b: ChainValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The incremental patch turning `before` into `after` (null for each field `after` lacks). */
export function diffBodies(before: ChainBody, after: ChainBody): ChainBody {
  const patch: ChainBody = {};
  for (const key of Object.keys(before)) if (!(key in after)) patch[key] = null;
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (isPlainObject(old) && isPlainObject(value)) {
      const inner = diffBodies(old, value);
      if (Object.keys(inner).length > 0) patch[key] = inner;
    } else if (!same(old, value)) {
      patch[key] = value;
    }
  }
  return patch;
}

/** Drops the nulls of a body (a creation given incrementally has nothing to clear). */
function withoutNulls(body: ChainBody): ChainBody {
  const out: ChainBody = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== null) out[key] = isPlainObject(value) ? withoutNulls(value) : value;
  }
  return out;
}

/** The next version of an object whose latest version is `latest` (null: the object is new). */
export function nextVersion(latest: ChainVersion | null, change: ChainChange): LifecycleResult<ChainVersion> {
  if (latest?.operation === 'delete') return { ok: false, message: '数据对象已删除，不能再变更' };
  if (latest === null) {
    if (change.kind === 'delete') return { ok: false, message: '数据对象不存在，不能删除' };
    const body = change.kind === 'full' ? withoutNulls(change.body) : withoutNulls(change.patch);
    return { ok: true, value: { version: 0, operation: 'create', body } };
  }
  const version = latest.version + 1;
  if (change.kind === 'delete') return { ok: true, value: { version, operation: 'delete', body: {} } };
  const body = change.kind === 'full' ? withoutNulls(change.body) : applyPatch(latest.body, change.patch);
  return { ok: true, value: { version, operation: 'update', body } };
}

/**
 * Whether a new snapshot would say anything the latest does not (an unchanged record is not
 * republished). A null says "no value", as the stored body's absent field does — else every
 * backfill rewrote an object with a null field (ADR 86, ADR 87); a difference only in `stampFields`
 * (a maintenance time, ADR 85) is no change.
 */
export function changesSomething(
  latest: ChainVersion | null,
  body: ChainBody,
  stampFields: readonly string[] = [],
): boolean {
  if (latest === null || latest.operation === 'delete') return true;
  const described = (b: ChainBody) =>
    Object.fromEntries(Object.entries(withoutNulls(b)).filter(([key]) => !stampFields.includes(key)));
  return Object.keys(diffBodies(described(latest.body), described(body))).length > 0;
}

/**
 * The versions an overwrite of `version` with `body` writes: that version with the new body, then
 * every later version again, each later change (its diff to the version before it) replayed on
 * the rewritten one, so a correction carries forward and what later changes said stays said.
 * A delete stays a delete. `history` is the object's current versions, oldest first.
 */
export function planOverwrite(
  history: readonly ChainVersion[],
  version: number,
  body: ChainBody,
): LifecycleResult<ChainVersion[]> {
  const at = history.findIndex((v) => v.version === version);
  if (at < 0) return { ok: false, message: `数据对象版本不存在：${version}` };
  if (history.some((v) => v.operation === 'delete'))
    return { ok: false, message: '数据对象已删除，不能覆盖' };
  const rewritten: ChainVersion[] = [{ version, operation: 'overwrite', body: withoutNulls(body) }];
  for (let i = at + 1; i < history.length; i++) {
    const change = diffBodies(history[i - 1]!.body, history[i]!.body);
    const previous = rewritten[rewritten.length - 1]!;
    rewritten.push({
      version: history[i]!.version,
      operation: 'overwrite',
      body: applyPatch(previous.body, change),
    });
  }
  return { ok: true, value: rewritten };
}
