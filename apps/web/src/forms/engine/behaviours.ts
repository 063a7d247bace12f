import type { FieldStates, FormContext, FormSchema } from '@rer/domain';
import type { FormInstance } from 'antd';
import { createContext } from 'react';

/** What a behaviour may do to the form it is mounted in (ADR 50). */
export interface FormBehaviourApi {
  form: FormInstance;
  schema: FormSchema;
  context: FormContext;
  /** Puts values into fields as if typed: states, condition effects and errors follow. */
  setValues(values: Record<string, unknown>): void;
  /** Resets fields to their initial values, then re-resolves like `setValues`. */
  resetFields(fields: readonly string[]): void;
  /** The fields this behaviour disables, replacing the set it gave before ([] unlocks). */
  setLocks(fields: readonly string[]): void;
  /** Calls `listener` with the prop of a watched field the user committed (left after editing). */
  onCommit(listener: (prop: string) => void): () => void;
}

export interface FormBehaviourProps {
  /** The top-level fields that declared the behaviour, in schema order. */
  fields: readonly string[];
  api: FormBehaviourApi;
}

/** Behaviour name → the fields declaring it, in schema order (top-level fields only). */
export function collectBehaviours(schema: FormSchema): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const group of schema.groups) {
    for (const field of group.fields) {
      for (const name of field.behaviours ?? []) found.set(name, [...(found.get(name) ?? []), field.prop]);
    }
  }
  return found;
}

/** Field commits (a watched field left by the user): the renderer emits, behaviours listen. */
export interface CommitHub {
  emit(prop: string): void;
  subscribe(listener: (prop: string) => void): () => void;
}

export function createCommitHub(): CommitHub {
  const listeners = new Set<(prop: string) => void>();
  return {
    emit: (prop) => {
      for (const listener of [...listeners]) listener(prop);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The hub of the form a field is rendered in (null outside a renderer with behaviours). */
export const CommitHubContext = createContext<CommitHub | null>(null);

/**
 * The states with the behaviours' locks applied: a locked field is disabled (its rules and value
 * stay: the lock is what the user may change, not what the server checks). Unlocked states keep
 * their identity, so only the locked fields re-render.
 */
export function withBehaviourLocks(
  states: FieldStates,
  locks: Readonly<Record<string, readonly string[]>>,
): FieldStates {
  const locked = new Set(Object.values(locks).flat());
  if (locked.size === 0) return states;
  const out: FieldStates = { ...states };
  for (const prop of locked) {
    const state = states[prop];
    if (state && !state.disabled) out[prop] = { ...state, disabled: true };
  }
  return out;
}
