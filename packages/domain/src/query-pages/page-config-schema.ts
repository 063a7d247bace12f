import { z } from 'zod';
import {
  addIssue,
  propNameSchema,
  REGISTERED_NAME,
  registeredNameSchema,
  scalarSchema,
  textSchema,
} from '../forms/schema-common.js';
import { conditionNodeSchema } from '../forms/schema-conditions.js';
import { dictCodeSchema, endpointNameSchema, optionItemsSchema } from '../forms/schema-options.js';

/**
 * A query page (001 §2.1, §3.21) is data: a search form, a table and a data source. The legacy
 * configuration named a URL and a method; ours names an endpoint registered on the server and
 * maps the form's fields to its parameters, so no page can reach an address it was not given in
 * code. Row buttons name actions registered in the web app (never `buttonFn` script text).
 */

export const QUERY_PAGE_SCHEMA_VERSION = 1;
/** 001 §9: the query table's page sizes and default. */
export const QUERY_PAGE_SIZES = Object.freeze([5, 10, 15, 20, 30] as const);
export const DEFAULT_QUERY_PAGE_SIZE = 5;
/** Text search fields accept this many characters unless the page says fewer. */
export const QUERY_TEXT_MAX_LENGTH = 50;

/** `bizApplication2`, `bjotcTaskItem2`, `wdcccx`: the `{pageKey}` of `/queryPage/{pageKey}`. */
export const PAGE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const pageKeySchema = z
  .string()
  .regex(PAGE_KEY, { error: '页面标识只能包含字母、数字、下划线和连字符，且以字母开头，最长64个字符' });

const dictOptions = z.strictObject({ source: z.literal('dict'), code: dictCodeSchema });
const staticOptions = z.strictObject({ source: z.literal('static'), items: optionItemsSchema });
export const searchOptionSourceSchema = z.discriminatedUnion('source', [dictOptions, staticOptions]);
export type SearchOptionSource = z.infer<typeof searchOptionSourceSchema>;

const fieldBase = {
  prop: propNameSchema,
  label: textSchema,
  placeholder: z.string().max(100).optional(),
};

const textFieldSchema = z.strictObject({
  ...fieldBase,
  type: z.literal('text'),
  maxLength: z.number().int().min(1).max(200).optional(),
});

const selectFieldSchema = z.strictObject({
  ...fieldBase,
  type: z.literal('select'),
  options: searchOptionSourceSchema,
});

const dateRangeFieldSchema = z
  .strictObject({
    ...fieldBase,
    type: z.literal('dateRange'),
    /** The endpoint parameters of the two ends (yyyy-MM-dd). */
    startParam: registeredNameSchema,
    endParam: registeredNameSchema,
  })
  .superRefine((field, ctx) => {
    if (field.startParam === field.endParam) addIssue(ctx, ['endParam'], '开始与结束参数不能相同');
  });

export const searchFieldSchema = z.discriminatedUnion('type', [
  textFieldSchema,
  selectFieldSchema,
  dateRangeFieldSchema,
]);
export type SearchField = z.infer<typeof searchFieldSchema>;
export type DateRangeSearchField = z.infer<typeof dateRangeFieldSchema>;

/**
 * A value the page always sends (001 §7 "default fields"): a constant, or read from the page's
 * URL query (`/queryPage/x?appId=550001`). A required one that is empty stops the query with
 * `<label>值不能为空` (001 §5.7).
 */
export const defaultFieldSchema = z
  .strictObject({
    prop: propNameSchema,
    label: textSchema,
    value: scalarSchema.optional(),
    fromQuery: propNameSchema.optional(),
    required: z.boolean().optional(),
  })
  .superRefine((field, ctx) => {
    if (field.value !== undefined && field.fromQuery !== undefined) {
      addIssue(ctx, ['fromQuery'], '默认字段只能取 value 或 fromQuery 之一');
    }
  });
export type DefaultField = z.infer<typeof defaultFieldSchema>;

/** `{ param, fromField }` sends a field under another name; `{ param, value }` a constant. */
export const paramMappingSchema = z
  .strictObject({
    param: registeredNameSchema,
    fromField: propNameSchema.optional(),
    value: scalarSchema.optional(),
  })
  .superRefine((entry, ctx) => {
    if ((entry.fromField === undefined) === (entry.value === undefined)) {
      addIssue(ctx, [], '参数映射需要 fromField 或 value 之一');
    }
  });
export type ParamMapping = z.infer<typeof paramMappingSchema>;

export const dataSourceSchema = z.strictObject({
  /** A server endpoint registered by name (`holders.search`), never a URL. */
  endpoint: endpointNameSchema,
  params: z.array(paramMappingSchema).max(50).optional(),
});
export type QueryDataSource = z.infer<typeof dataSourceSchema>;

export const COLUMN_FORMATS = Object.freeze(['text', 'date', 'datetime', 'amount'] as const);

export const columnSchema = z.strictObject({
  prop: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, { error: '列字段路径格式不正确' }),
  label: textSchema,
  width: z.number().int().min(40).max(1000).optional(),
  minWidth: z.number().int().min(40).max(1000).optional(),
  fixed: z.enum(['left', 'right']).optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  showOverflow: z.boolean().optional(),
  /** Shows the dictionary label of the value (001 §3.21 dictName). */
  dictName: dictCodeSchema.optional(),
  format: z.enum(COLUMN_FORMATS).optional(),
  hidden: z.boolean().optional(),
});
export type QueryColumn = z.infer<typeof columnSchema>;

export const rowButtonSchema = z.strictObject({
  label: textSchema,
  /** An action registered in the web app (`process.detail`), the legacy buttonFn as a name. */
  action: z.string().regex(REGISTERED_NAME, { error: '操作名称只能包含字母、数字、下划线、点和连字符' }),
  /** Shown only when the row matches (`row.<column>` paths). */
  visibleWhen: conditionNodeSchema.optional(),
});
export type RowButton = z.infer<typeof rowButtonSchema>;

const pageSizeSchema = z
  .number()
  .int()
  .refine((n) => (QUERY_PAGE_SIZES as readonly number[]).includes(n), {
    error: `每页条数只能为${QUERY_PAGE_SIZES.join('、')}`,
  });

export const paginationSchema = z
  .strictObject({
    pageSizes: z.array(pageSizeSchema).min(1).max(QUERY_PAGE_SIZES.length).optional(),
    defaultPageSize: pageSizeSchema.optional(),
  })
  .superRefine((pagination, ctx) => {
    const sizes = pagination.pageSizes ?? QUERY_PAGE_SIZES;
    const size = pagination.defaultPageSize ?? DEFAULT_QUERY_PAGE_SIZE;
    if (!sizes.includes(size as never)) addIssue(ctx, ['defaultPageSize'], '默认每页条数必须是可选条数之一');
    if (new Set(sizes).size !== sizes.length) addIssue(ctx, ['pageSizes'], '每页条数不能重复');
  });

export const queryPageConfigSchema = z
  .strictObject({
    schemaVersion: z.literal(QUERY_PAGE_SCHEMA_VERSION),
    pageKey: pageKeySchema,
    title: textSchema,
    /** Absent: the page shows 请填写地址和请求方式 and queries nothing (001 §5.7). */
    dataSource: dataSourceSchema.optional(),
    defaultFields: z.array(defaultFieldSchema).max(20).optional(),
    searchFields: z.array(searchFieldSchema).max(30),
    columns: z.array(columnSchema).min(1).max(60),
    /** The 序号 column; on unless false. */
    indexColumn: z.boolean().optional(),
    selection: z.boolean().optional(),
    rowButtons: z.array(rowButtonSchema).max(10).optional(),
    pagination: paginationSchema.optional(),
  })
  .superRefine(checkReferences);

export type QueryPageConfig = z.infer<typeof queryPageConfigSchema>;

/** Field names are unique across search and default fields; mappings name existing fields. */
interface ReferenceShape {
  searchFields: SearchField[];
  defaultFields?: DefaultField[] | undefined;
  dataSource?: QueryDataSource | undefined;
  columns: QueryColumn[];
}

function checkReferences(config: ReferenceShape, ctx: z.RefinementCtx): void {
  const names = new Map<string, string>();
  const claim = (name: string, path: PropertyKey[]) => {
    if (names.has(name)) addIssue(ctx, path, `字段名重复：${name}`);
    names.set(name, String(path[0]));
  };
  config.searchFields.forEach((field, i) => {
    claim(field.prop, ['searchFields', i, 'prop']);
  });
  config.defaultFields?.forEach((field, i) => {
    claim(field.prop, ['defaultFields', i, 'prop']);
  });
  const params = new Set<string>();
  config.dataSource?.params?.forEach((mapping, i) => {
    if (mapping.fromField !== undefined && !names.has(mapping.fromField)) {
      addIssue(
        ctx,
        ['dataSource', 'params', i, 'fromField'],
        `参数映射引用了不存在的字段：${mapping.fromField}`,
      );
    }
    if (params.has(mapping.param))
      addIssue(ctx, ['dataSource', 'params', i, 'param'], `参数重复：${mapping.param}`);
    params.add(mapping.param);
  });
  const columns = new Set<string>();
  config.columns.forEach((column, i) => {
    if (columns.has(column.prop)) addIssue(ctx, ['columns', i, 'prop'], `列重复：${column.prop}`);
    columns.add(column.prop);
  });
}
