import type { ValidationResult } from '../validation-result.js';
import type { ConditionScope } from './form-context.js';
import type { OptionItem } from './schema-options.js';

/**
 * Where the legacy configuration held script text (001 §3.21, §5.20: thenFn, filterFn,
 * buttonFn, validator), a schema holds `{ fn: '<name>' }` and the code registers a function
 * under that name. Configuration therefore never carries code (conventions item 14).
 */
export type FormFunctionSlot = 'validator' | 'thenFn' | 'filterFn' | 'buttonFn';

export const FORM_FUNCTION_SLOTS: readonly FormFunctionSlot[] = Object.freeze([
  'validator',
  'thenFn',
  'filterFn',
  'buttonFn',
]);

export type FormFunction =
  /** A custom rule; blank values never reach it (requiredness is the required rule). */
  | { slot: 'validator'; validate: (value: unknown, scope: ConditionScope) => ValidationResult }
  /** Turns an endpoint's answer into options. */
  | { slot: 'thenFn'; transform: (response: unknown) => OptionItem[] }
  /** Formats a display-table cell. */
  | { slot: 'filterFn'; format: (value: unknown, row: Readonly<Record<string, unknown>>) => string }
  /** Runs a display-table button on a row. */
  | { slot: 'buttonFn'; run: (row: Readonly<Record<string, unknown>>) => void | Promise<void> };

export interface FormFunctionRegistry {
  register(name: string, impl: FormFunction): void;
  get(name: string): FormFunction | undefined;
  has(name: string): boolean;
}

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** A registry of its own, e.g. per test or per server instance. */
export function createFormFunctionRegistry(): FormFunctionRegistry {
  const entries = new Map<string, FormFunction>();
  return {
    register(name, impl) {
      if (!NAME.test(name)) throw new Error(`Invalid form function name: ${name}`);
      // Replacing silently would let two modules fight over one name.
      if (entries.has(name)) throw new Error(`Form function already registered: ${name}`);
      entries.set(name, impl);
    },
    get: (name) => entries.get(name),
    has: (name) => entries.has(name),
  };
}

/** The process-wide registry used when no other is passed. */
export const defaultFormFunctions: FormFunctionRegistry = createFormFunctionRegistry();

export function registerFormFunction(name: string, impl: FormFunction): void {
  defaultFormFunctions.register(name, impl);
}

/** The function registered for `slot` under `name`; throws for unknown names or wrong slots. */
export function lookupFormFunction<S extends FormFunctionSlot>(
  name: string,
  slot: S,
  registry: FormFunctionRegistry = defaultFormFunctions,
): Extract<FormFunction, { slot: S }> {
  const impl = registry.get(name);
  if (!impl) throw new Error(`未注册的配置函数：${name}`);
  if (impl.slot !== slot) throw new Error(`配置函数「${name}」不能用于 ${slot}`);
  return impl as Extract<FormFunction, { slot: S }>;
}
