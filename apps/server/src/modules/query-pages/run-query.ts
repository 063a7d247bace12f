import type { QueryPageAnswer } from '@rer/contracts';
import {
  type DictionaryCheck,
  isAllowedPageSize,
  isBlank,
  mapQueryParams,
  pageSizesOf,
  type QueryPageConfig,
} from '@rer/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError, namingField } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { findAllDictionaryItems } from '../system/index.js';
import type { QueryEndpoint, QueryEndpointRegistry } from './endpoint-registry.js';
import { readActivePage } from './query-page.service.js';

export interface RunQueryPageOptions {
  db: Database;
  endpoints: QueryEndpointRegistry;
  user: AuthUser;
  meta: { ip: string; requestId: string };
  pageKey: string;
  pageNo: number;
  pageSize: number;
  params: Record<string, unknown>;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { field }, { message, data: { field } });

/** The endpoint's own parse: unknown keys refused, messages named by the parameter's label. */
function parseEndpointParams(
  endpoint: QueryEndpoint,
  mapped: Record<string, unknown>,
): Record<string, unknown> {
  const shape = endpoint.params.shape as Record<string, z.ZodType>;
  const unknown = Object.keys(mapped).find((key) => !(key in shape));
  if (unknown !== undefined) {
    throw invalid(unknown, `查询参数不正确：接口 ${endpoint.name} 不接受参数 ${unknown}`);
  }
  const parsed = endpoint.params.safeParse(mapped);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issue = parsed.error.issues[0];
  const key = String(issue?.path[0] ?? '');
  const label = endpoint.paramLabels[key] ?? key;
  throw invalid(key, namingField(label, String(issue?.message)));
}

/**
 * Dictionary membership of the submitted select values (the dictionaries of fields with a value,
 * read in the query's transaction); a code the tenant lacks is not checked.
 */
async function dictionaryCheck(
  tx: Executor,
  tenantId: string,
  config: QueryPageConfig,
  params: Record<string, unknown>,
): Promise<DictionaryCheck> {
  const keys = new Map<string, Set<string>>();
  for (const field of config.searchFields) {
    if (field.type !== 'select' || field.options.source !== 'dict' || isBlank(params[field.prop])) continue;
    const code = field.options.code;
    if (keys.has(code)) continue;
    const items = await findAllDictionaryItems(tx, tenantId, code);
    if (items.length > 0) keys.set(code, new Set(items.map((item) => item.dictKey)));
  }
  return (code, key) => keys.get(code)?.has(key);
}

/**
 * Runs one page of a query page (001 §2.1, §7): the stored configuration decides the endpoint
 * and the mapping; the submitted values are checked against the page's fields (required default
 * fields say `<label>值不能为空`), the page size must be one the page offers, the endpoint
 * checks the caller and its own parameters, and at most pageSize rows come back.
 */
export async function runQueryPage(options: RunQueryPageOptions): Promise<QueryPageAnswer> {
  const { db, user, pageNo, pageSize } = options;
  return db.withTenant(user.tenantId, async (tx) => {
    const { config } = await readActivePage(tx, { tenantId: user.tenantId, pageKey: options.pageKey });
    if (!config.dataSource) throw new AppError('QUERY_PAGE_NO_ENDPOINT');
    const endpoint = options.endpoints.get(config.dataSource.endpoint);
    if (!endpoint)
      throw new AppError('QUERY_ENDPOINT_UNREGISTERED', { endpoint: config.dataSource.endpoint });
    if (!isAllowedPageSize(config, pageSize)) {
      throw invalid('pageSize', `每页条数只能为${pageSizesOf(config).sizes.join('、')}`);
    }
    endpoint.authorize(user);
    const dictionaryHas = await dictionaryCheck(tx, user.tenantId, config, options.params);
    const mapped = mapQueryParams(config, options.params, { dictionaryHas });
    if (!mapped.ok) throw invalid(mapped.field, mapped.message);
    const params = parseEndpointParams(endpoint, mapped.value);
    const result = await endpoint.run({ tx, user, params, page: { pageNo, pageSize }, meta: options.meta });
    return toPage(result.records.slice(0, pageSize), result.total, pageNo, pageSize);
  });
}
