import { type ParsePageConfigResult, parseQueryPageConfig, QUERY_PAGE_SCHEMA_VERSION } from '@rer/domain';
import { rowActionNames } from './row-actions';

/**
 * The configurator's check of the JSON text: the domain's parser (Chinese messages naming the
 * JSON path), with the server's registered endpoints (once loaded) and the app's row actions.
 */
export function validatePageConfigText(
  text: string,
  endpoints: readonly string[] | undefined,
): ParsePageConfigResult {
  return parseQueryPageConfig(text, { ...(endpoints ? { endpoints } : {}), actions: rowActionNames() });
}

/** The starting point of `/queryConfig/add`. */
export function newPageTemplate(pageKey = 'newPage'): string {
  return JSON.stringify(
    {
      schemaVersion: QUERY_PAGE_SCHEMA_VERSION,
      pageKey,
      title: '新查询页面',
      dataSource: { endpoint: 'dictionary.items' },
      defaultFields: [{ prop: 'code', label: '字典编码', fromQuery: 'code', required: true }],
      searchFields: [{ type: 'text', prop: 'keyword', label: '关键字' }],
      columns: [
        { prop: 'dictKey', label: '字典键值' },
        { prop: 'dictValue', label: '字典名称' },
      ],
      pagination: { pageSizes: [5, 10, 15, 20, 30], defaultPageSize: 5 },
    },
    null,
    2,
  );
}
