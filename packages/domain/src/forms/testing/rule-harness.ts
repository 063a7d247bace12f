// Shared harness of the rule tests: a registry with two validator functions and helpers that
// compile a one-group schema and return the messages per prop.
import { invalid, VALID } from '../../validation-result.js';
import type { FormContext, FormValues } from '../form-context.js';
import { compileFormValidator, type FormValidatorOptions } from '../form-validator.js';
import { createFormFunctionRegistry } from '../function-registry.js';
import { parseFormSchema } from '../parse-form-schema.js';
import type { FormSchema } from '../schema.js';

export const registry = createFormFunctionRegistry();
registry.register('notTestCompany', {
  slot: 'validator',
  validate: (value, scope) =>
    String(value).includes('测试') && scope.context.nodeId === 'apply' ? invalid('不能使用测试企业') : VALID,
});
registry.register('returnsBlank', { slot: 'validator', validate: () => invalid('') });

export function schemaOf(fields: unknown[]): FormSchema {
  const result = parseFormSchema(
    {
      schemaVersion: 1,
      appId: '550001',
      nodeId: 'apply',
      title: '测试',
      groups: [{ key: 'g', title: 'G', fields }],
    },
    { functions: registry },
  );
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.schema;
}

export const TODAY = new Date('2026-06-01T04:00:00Z');
export const APPLY: FormContext = { nodeId: 'apply', appId: '550001' };

/** Messages per prop for one submission. */
export function messages(
  fields: unknown[],
  data: FormValues,
  context: FormContext = APPLY,
  options: FormValidatorOptions = {},
): Record<string, string> {
  const validate = compileFormValidator(schemaOf(fields), context, {
    functions: registry,
    today: TODAY,
    ...options,
  });
  const result = validate(data);
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.prop, e.message]));
}

/** The message for one value of a single field `v` (undefined when it passes). */
export function messageFor(
  field: Record<string, unknown>,
  value: unknown,
  extra: FormValues = {},
  options?: FormValidatorOptions,
) {
  return messages(
    [
      { prop: 'v', label: '值', type: 'input', ...field },
      { type: 'input', prop: 'start', label: '开始' },
    ],
    {
      v: value,
      ...extra,
    },
    APPLY,
    options,
  ).v;
}
