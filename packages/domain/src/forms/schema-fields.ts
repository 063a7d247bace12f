import { z } from 'zod';
import {
  fnRefSchema,
  propNameSchema,
  REGISTERED_NAME,
  registeredNameSchema,
  textSchema,
} from './schema-common.js';
import { conditionNodeSchema, fieldConditionsSchema } from './schema-conditions.js';
import { dictCodeSchema, optionSourceSchema } from './schema-options.js';
import { ruleSchema } from './schema-rules.js';

/**
 * Field types: the shared input types of 000 §9 and 001 §3.21 (input, autocomplete, thousands
 * input, select, checkbox group, radio group, date, time select, time picker, sub-table, number,
 * dialog search, lazy select, cascader, display tables) plus textarea, upload rows (000 §5) and
 * business widgets registered by name (architecture §6). Every object is strict: a misspelt
 * key fails parsing instead of being ignored.
 */

const json = z.json();
const looseProps = z.record(z.string(), json);

const commonShape = {
  prop: propNameSchema,
  label: textSchema.optional(),
  noLabel: z.boolean().optional(),
  /** Grid columns out of 24. */
  span: z.int().min(1).max(24).optional(),
  defaultValue: json.optional(),
  disabled: z.boolean().optional(),
  /** The spec's isHide. */
  hidden: z.boolean().optional(),
  placeholder: textSchema.optional(),
  /** Editable at approval nodes (001 §2.2, §4.5). */
  editInApprove: z.boolean().optional(),
  rules: z.array(ruleSchema).optional(),
  conditions: fieldConditionsSchema.optional(),
  /**
   * Form behaviours the renderer registered by name that watch this field (e.g. `companyPrefill`
   * on the company name and ID): a behaviour may fill and lock other fields of the form (ADR 50).
   * Names only, never script text.
   */
  behaviours: z.array(registeredNameSchema).min(1).max(8).optional(),
};

const textShape = {
  maxLength: z.int().min(1).max(100_000).optional(),
};

const numberShape = {
  /** Display with thousands separators. */
  toThousands: z.boolean().optional(),
  /** Unit after the box; 万元 means amounts in ten-thousand yuan with six decimals (001 §3.21). */
  append: z.string().min(1).max(20).optional(),
};

const optionsShape = { options: optionSourceSchema.optional() };

const selectProps = z
  .object({
    multiple: z.boolean().optional(),
    multipleLimit: z.int().min(1).optional(),
    filterable: z.boolean().optional(),
    clearable: z.boolean().optional(),
  })
  .catchall(json);

const checkboxProps = z
  .object({ min: z.int().min(0).optional(), max: z.int().min(1).optional() })
  .catchall(json);

const numberProps = z
  .object({ min: z.number().optional(), max: z.number().optional(), precision: z.int().min(0).optional() })
  .catchall(json);

export const DATE_KINDS = Object.freeze(['date', 'year', 'month', 'datetime', 'daterange'] as const);

const dateProps = z.object({ type: z.enum(DATE_KINDS).optional() }).catchall(json);

const cascaderProps = z.object({ multiple: z.boolean().optional() }).catchall(json);

const leaf = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...commonShape, ...shape });

const leafVariants = [
  leaf('input', { ...textShape, ...numberShape, props: looseProps.optional() }),
  leaf('textarea', { ...textShape, props: looseProps.optional() }),
  leaf('autocomplete', { ...textShape, ...optionsShape, props: looseProps.optional() }),
  leaf('thousands', { ...numberShape, props: looseProps.optional() }),
  leaf('select', { ...optionsShape, props: selectProps.optional() }),
  leaf('checkbox', { ...optionsShape, props: checkboxProps.optional() }),
  leaf('radio', { ...optionsShape, props: looseProps.optional() }),
  leaf('date', { props: dateProps.optional() }),
  leaf('timeSelect', { props: looseProps.optional() }),
  leaf('timePicker', { props: looseProps.optional() }),
  leaf('number', { ...numberShape, props: numberProps.optional() }),
  leaf('cascader', { ...optionsShape, props: cascaderProps.optional() }),
  leaf('dialogSearch', { ...optionsShape, props: looseProps.optional() }),
  leaf('lazySelect', { ...optionsShape, props: selectProps.optional() }),
] as const;

/** A field that may stand in a sub-table column (no tables, uploads or widgets inside). */
export const columnFieldSchema = z.discriminatedUnion('type', [...leafVariants]);

const subTableProps = z
  .object({
    canAddRows: z.boolean().optional(),
    canDeleteRows: z.boolean().optional(),
  })
  .catchall(json);

const subTableSchema = z.strictObject({
  type: z.literal('subTable'),
  ...commonShape,
  columns: z.array(columnFieldSchema).min(1),
  props: subTableProps.optional(),
});

export const uploadRowSchema = z.strictObject({
  prop: propNameSchema,
  label: textSchema,
  detail: z.string().max(500).optional(),
  /** File extensions without the dot, e.g. ["pdf", "jpg"]. */
  accept: z.array(z.string().regex(/^[A-Za-z0-9]{1,10}$/, { error: '文件扩展名只能包含字母和数字' })).min(1),
  /** Megabytes; 50 when absent (001 §9). */
  maxSize: z.number().positive().max(1024).optional(),
  fileLimit: z.int().min(1).max(100).optional(),
  required: z.boolean().optional(),
  /** The "other materials" row: its required message is 请上传其他补充材料 (000 §5). */
  other: z.boolean().optional(),
});

const uploadSchema = z.strictObject({
  type: z.literal('upload'),
  ...commonShape,
  rows: z.array(uploadRowSchema).min(1),
  props: looseProps.optional(),
});

export const DISPLAY_COLUMN_INPUTS = Object.freeze(['text', 'number', 'date', 'select'] as const);

export const displayColumnSchema = z.strictObject({
  prop: propNameSchema,
  label: textSchema,
  width: z.union([z.int().positive(), z.string().max(20)]).optional(),
  minWidth: z.union([z.int().positive(), z.string().max(20)]).optional(),
  fixed: z.union([z.boolean(), z.enum(['left', 'right'])]).optional(),
  showOverflow: z.boolean().optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  isHide: z.boolean().optional(),
  isRequired: z.boolean().optional(),
  /** Dictionary mapping the cell value to its label. */
  dictName: dictCodeSchema.optional(),
  /** The legacy formatting script, as a registered function. */
  filterFn: fnRefSchema.optional(),
  editInApprove: z.boolean().optional(),
  /** Rules of the cell when a user adds, edits or imports rows (ADR 49); required via isRequired. */
  rules: z.array(ruleSchema).optional(),
  /** The row dialog's control for the column (ADR 49); text when absent. */
  input: z.enum(DISPLAY_COLUMN_INPUTS).optional(),
  /** Digits kept after the decimal point of what a user enters, cut not rounded (002 §5: ratios, 4). */
  trimDecimals: z.int().min(0).max(10).optional(),
  /** Static choices of a select column (a dictName column takes the dictionary's). */
  choices: z.array(z.strictObject({ value: z.string().max(100), label: textSchema })).optional(),
  /**
   * The row dialog disables the cell while the row's column `prop` is empty, the cell then holding
   * `value` (001 §5.4: isSendMsg disabled without jbrPhone, ADR 68). The server checks the rule.
   */
  disabledWithout: z.strictObject({ prop: propNameSchema, value: z.string().max(100) }).optional(),
});

/** Row editing of a display table (ADR 49): 新增 / 编辑 / 删除 through a row dialog, 导入 from Excel. */
const displayTableProps = z
  .object({
    addable: z.boolean().optional(),
    editable: z.boolean().optional(),
    deletable: z.boolean().optional(),
    importable: z.boolean().optional(),
    /** What a successful import does with the rows already there; replace when absent. */
    importMode: z.enum(['replace', 'append']).optional(),
    /** Most rows a user may give the table. */
    maxRows: z.int().min(1).max(200_000).optional(),
  })
  .catchall(json);

const displayTableSchema = z.strictObject({
  type: z.literal('displayTable'),
  ...commonShape,
  columns: z.array(displayColumnSchema).min(1),
  buttons: z.array(z.strictObject({ label: textSchema, buttonFn: fnRefSchema })).optional(),
  /** Per-row selectable rule (001 §2.2), as a condition over `row.` paths. */
  selectableWhen: conditionNodeSchema.optional(),
  props: displayTableProps.optional(),
});

const widgetSchema = z.strictObject({
  type: z.literal('widget'),
  ...commonShape,
  /** The name the renderer registered the business widget under. */
  widget: z.string().regex(REGISTERED_NAME, { error: '组件名称格式不正确' }),
  options: optionSourceSchema.optional(),
  props: looseProps.optional(),
});

export const fieldSchema = z.discriminatedUnion('type', [
  ...leafVariants,
  subTableSchema,
  uploadSchema,
  displayTableSchema,
  widgetSchema,
]);

export type FormField = z.infer<typeof fieldSchema>;
export type ColumnField = z.infer<typeof columnFieldSchema>;
export type FieldType = FormField['type'];
export type UploadRow = z.infer<typeof uploadRowSchema>;
export type DisplayColumn = z.infer<typeof displayColumnSchema>;
export type SubTableField = Extract<FormField, { type: 'subTable' }>;
export type UploadField = Extract<FormField, { type: 'upload' }>;
export type DisplayTableField = Extract<FormField, { type: 'displayTable' }>;
export type WidgetField = Extract<FormField, { type: 'widget' }>;

export const FIELD_TYPES: readonly FieldType[] = Object.freeze(
  fieldSchema.options.map((o) => o.shape.type.value),
);

/** Types whose value is chosen from options. */
export const OPTION_FIELD_TYPES: readonly FieldType[] = Object.freeze([
  'autocomplete',
  'select',
  'checkbox',
  'radio',
  'cascader',
  'dialogSearch',
  'lazySelect',
]);

/** Types that keep their rules while disabled (001 §5.20: lazy-s, lazy-d, dialog-search). */
export const RULES_KEPT_WHEN_DISABLED: readonly FieldType[] = Object.freeze(['lazySelect', 'dialogSearch']);

/** Text boxes, limited to 50 characters in approval edit mode (001 §5.20). */
export const TEXT_FIELD_TYPES: readonly FieldType[] = Object.freeze(['input', 'textarea', 'autocomplete']);
