import { z } from 'zod';
import { checkFormGroups } from './schema-checks.js';
import { textSchema } from './schema-common.js';
import { type FormField, fieldSchema } from './schema-fields.js';

/**
 * The form schema: one per appId and nodeId (architecture §6), groups of fields, versioned so a
 * stored schema can be migrated when the format changes. `formMetaSchema` is its zod schema;
 * use `parseFormSchema` for Chinese error messages and the script and function checks.
 */
export const FORM_SCHEMA_VERSION = 1;

const WORKFLOW_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const formGroupSchema = z.strictObject({
  key: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, { error: '分组键只能包含字母、数字、下划线和连字符' }),
  title: textSchema,
  fields: z.array(fieldSchema),
});

export const formMetaSchema = z
  .strictObject({
    schemaVersion: z.literal(FORM_SCHEMA_VERSION),
    appId: z.string().regex(WORKFLOW_ID, { error: 'appId 格式不正确' }),
    nodeId: z.string().regex(WORKFLOW_ID, { error: 'nodeId 格式不正确' }),
    title: textSchema,
    groups: z.array(formGroupSchema).min(1),
  })
  .superRefine((form, ctx) => checkFormGroups(form.groups, ctx));

export type FormSchema = z.infer<typeof formMetaSchema>;
export type FormGroup = z.infer<typeof formGroupSchema>;

export interface LocatedField {
  field: FormField;
  group: FormGroup;
}

/** Every top-level field with its group, in display order. */
export function listFields(schema: FormSchema): LocatedField[] {
  return schema.groups.flatMap((group) => group.fields.map((field) => ({ field, group })));
}

/** The field's name in messages: its label, else its placeholder, else its prop. */
export function fieldDisplayName(field: { label?: string; placeholder?: string; prop: string }): string {
  return field.label ?? field.placeholder ?? field.prop;
}
