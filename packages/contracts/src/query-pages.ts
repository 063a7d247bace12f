import { PAGE_KEY } from '@rer/domain';
import { z } from 'zod';
import { page } from './envelope.js';

/**
 * Query pages (issue 5, 001 §2.1): stored page configurations, the query call that runs a page
 * against its registered endpoint, and the configurator's save and versions calls.
 */

export const QUERY_PAGE_BIZ = '/api/rem-registrationbizweb/queryPage';
export const QUERY_PAGE_MGR = '/api/rem-registrationmgrweb/queryConfig';

export const queryPageKey = z
  .string({ message: 'pageKey不能为空' })
  .min(1, { message: 'pageKey不能为空' })
  .max(64, { message: 'pageKey长度不能超过64' })
  .regex(PAGE_KEY, { message: 'pageKey格式不正确' });

/** GET …/queryPage/config?pageKey= and GET …/queryConfig/versions?pageKey= */
export const queryPageKeyQuery = z.object({ pageKey: queryPageKey });

export const queryPageDetail = z.object({
  pageKey: z.string(),
  version: z.number().int().positive(),
  /** The page configuration (packages/domain query-pages). */
  config: z.record(z.string(), z.unknown()),
});
export type QueryPageDetail = z.infer<typeof queryPageDetail>;

/** POST …/queryPage/query: one page of rows; the server maps `params` to the endpoint's. */
export const runQueryPageBody = z.object({
  pageKey: queryPageKey,
  pageNo: z
    .number({ message: '当前页码必须为正整数' })
    .int({ message: '当前页码必须为正整数' })
    .min(1, { message: '当前页码必须为正整数' })
    .max(100_000, { message: '当前页码不能超过100000' })
    .default(1),
  /** One of the page's sizes (5, 10, 15, 20, 30 unless the page narrows them). */
  pageSize: z.number({ message: '每页条数必须为整数' }).int({ message: '每页条数必须为整数' }).default(5),
  /** Search form and default field values by field name; date ranges as [start, end]. */
  params: z.record(z.string(), z.unknown()).default({}),
});
export type RunQueryPageBody = z.input<typeof runQueryPageBody>;

export const queryPageRow = z.record(z.string(), z.unknown());
export type QueryPageRow = z.infer<typeof queryPageRow>;
export const queryPageAnswer = page(queryPageRow);
export type QueryPageAnswer = z.infer<typeof queryPageAnswer>;

/** POST …/queryConfig/save (administrators). */
export const saveQueryPageBody = z.object({
  pageKey: queryPageKey,
  /** The active version the administrator edited; 0 for a new page. */
  expectedVersion: z
    .number({ message: 'expectedVersion 必须为整数' })
    .int({ message: 'expectedVersion 必须为整数' })
    .min(0, { message: 'expectedVersion 不能小于0' }),
  /** Checked by the page-configuration parser (Chinese messages naming the JSON path). */
  config: z.unknown(),
});
export type SaveQueryPageBody = z.infer<typeof saveQueryPageBody>;

export const savedQueryPage = z.object({ pageKey: z.string(), version: z.number().int().positive() });

export const queryPageVersion = z.object({
  version: z.number().int().positive(),
  status: z.enum(['active', 'retired']),
  /** Account id of the administrator, or `seed`. */
  createdBy: z.string(),
  createdAt: z.string(),
});
export type QueryPageVersion = z.infer<typeof queryPageVersion>;

/** GET …/queryConfig/list: every page with its active version. */
export const queryPageSummary = z.object({
  pageKey: z.string(),
  title: z.string(),
  version: z.number().int().positive(),
  endpoint: z.string().nullable(),
  createdAt: z.string(),
});
export type QueryPageSummary = z.infer<typeof queryPageSummary>;

/** GET …/queryConfig/endpoints: the registered data endpoints and the parameters they take. */
export const queryEndpointInfo = z.object({
  name: z.string(),
  title: z.string(),
  /** Who may call it, in words (the endpoint enforces it). */
  access: z.string(),
  params: z.array(z.object({ name: z.string(), label: z.string() })),
  columns: z.array(z.object({ prop: z.string(), label: z.string() })),
});
export type QueryEndpointInfo = z.infer<typeof queryEndpointInfo>;
