import type { ComponentType } from 'react';
import type { FormBehaviourProps } from '../engine/behaviours';

/**
 * Form behaviours by name (ADR 50): a field of the schema lists `behaviours: ['companyPrefill']`
 * and the renderer mounts the component registered under that name once per form, with the
 * fields that declared it. A behaviour may fill and lock other fields of the form through its
 * `api`; the engine knows no business and no appId, the schema names no script.
 */
export type FormBehaviour = ComponentType<FormBehaviourProps>;

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
const behaviours = new Map<string, FormBehaviour>();

export function registerFormBehaviour(name: string, component: FormBehaviour): void {
  if (!NAME.test(name)) throw new Error(`Invalid behaviour name: ${name}`);
  if (behaviours.has(name)) throw new Error(`Form behaviour already registered: ${name}`);
  behaviours.set(name, component);
}

export function getFormBehaviour(name: string): FormBehaviour | undefined {
  return behaviours.get(name);
}

/** Names of the registered behaviours, for parseFormSchema's `behaviours` check. */
export function listFormBehaviours(): string[] {
  return [...behaviours.keys()];
}
