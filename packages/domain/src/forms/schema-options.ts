import { z } from 'zod';
import {
  addIssue,
  fnRefSchema,
  propPathSchema,
  REGISTERED_NAME,
  registeredNameSchema,
  scalarSchema,
} from './schema-common.js';

/**
 * Option sources are named, never addressed (architecture §6): a dictionary code (the spec's
 * dict-biz codes), the region lazy tree, a server endpoint registered by name, or a static list.
 * The legacy url, ajaxMethod and thenFn script (001 §3.21, §7) become `name` and `{ fn }`.
 */

export interface OptionItem {
  value: string | number | boolean;
  label: string;
  disabled?: boolean;
  /** Cascader levels. */
  children?: OptionItem[];
}

export const optionItemSchema: z.ZodType<OptionItem> = z.strictObject({
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string().max(200),
  disabled: z.boolean().optional(),
  get children() {
    return z.array(optionItemSchema).optional();
  },
});

function checkUniqueValues(items: OptionItem[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = `${typeof item.value}:${String(item.value)}`;
    if (seen.has(key)) addIssue(ctx, [index, 'value'], `选项值重复：${String(item.value)}`);
    seen.add(key);
  });
}

/** A non-empty option list with distinct values. */
export const optionItemsSchema = z.array(optionItemSchema).min(1).superRefine(checkUniqueValues);

export const DICTIONARY_CODE = /^[A-Za-z][A-Za-z0-9_.]{0,99}$/;

export const dictCodeSchema = z.string().regex(DICTIONARY_CODE, { error: '字典编码格式不正确' });

const dictSourceSchema = z.strictObject({ source: z.literal('dict'), code: dictCodeSchema });

const regionSourceSchema = z.strictObject({
  source: z.literal('region'),
  /** Where the lazy tree starts; the whole country when absent. */
  rootCode: z
    .string()
    .regex(/^\d{2,12}$/, { error: '行政区划代码应为数字' })
    .optional(),
});

/** A registered endpoint name, refused when it looks like an address (`/`, `:`, `http`). */
export const endpointNameSchema = z.string().superRefine((name, ctx) => {
  if (name.includes('/') || name.includes(':') || /http/i.test(name)) {
    addIssue(ctx, [], '接口只能按注册名称引用，不能使用地址');
  } else if (!REGISTERED_NAME.test(name)) {
    addIssue(ctx, [], '接口名称只能包含字母、数字、下划线、点和连字符，且以字母开头');
  }
});

const queryParamSchema = z
  .strictObject({
    param: registeredNameSchema,
    /** Read from the form data (the legacy placeholder syntax, as data). */
    fromProp: propPathSchema.optional(),
    value: scalarSchema.optional(),
  })
  .superRefine((entry, ctx) => {
    if ((entry.fromProp === undefined) === (entry.value === undefined)) {
      addIssue(ctx, [], '查询参数需要 fromProp 或 value 之一');
    }
  });

const endpointSourceSchema = z.strictObject({
  source: z.literal('endpoint'),
  name: endpointNameSchema,
  queryConfig: z.array(queryParamSchema).optional(),
  /** Maps the answer to options; the legacy thenFn script as a registered function. */
  thenFn: fnRefSchema.optional(),
  /** Which answer fields hold value and label (the legacy propsKey). */
  propsKey: z.strictObject({ value: propPathSchema.optional(), label: propPathSchema.optional() }).optional(),
});

const staticSourceSchema = z.strictObject({
  source: z.literal('static'),
  items: optionItemsSchema,
});

export const optionSourceSchema = z.discriminatedUnion('source', [
  dictSourceSchema,
  regionSourceSchema,
  endpointSourceSchema,
  staticSourceSchema,
]);

export type OptionSource = z.infer<typeof optionSourceSchema>;
export type EndpointOptionSource = z.infer<typeof endpointSourceSchema>;
