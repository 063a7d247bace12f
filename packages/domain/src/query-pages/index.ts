/**
 * Query pages (issue 5, 001 §2.1): the page configuration's schema, its parser and the mapping of
 * a query to a registered endpoint's parameters, shared by the configurator, the page and the
 * server.
 */
export {
  COLUMN_FORMATS,
  type DateRangeSearchField,
  DEFAULT_QUERY_PAGE_SIZE,
  type DefaultField,
  PAGE_KEY,
  type ParamMapping,
  pageKeySchema,
  QUERY_PAGE_SCHEMA_VERSION,
  QUERY_PAGE_SIZES,
  QUERY_TEXT_MAX_LENGTH,
  type QueryColumn,
  type QueryDataSource,
  type QueryPageConfig,
  queryPageConfigSchema,
  type RowButton,
  type SearchField,
  type SearchOptionSource,
} from './page-config-schema.js';
export {
  type ParsePageConfigOptions,
  type ParsePageConfigResult,
  parseQueryPageConfig,
} from './parse-page-config.js';
export {
  type DictionaryCheck,
  emptyDefaultFieldMessage,
  findEmptyRequiredDefault,
  isAllowedPageSize,
  isBlank,
  mapQueryParams,
  pageSizesOf,
  type QueryCheck,
  type QueryScalar,
  type QueryValues,
  resolveDefaultValues,
} from './query-values.js';
export { visibleRowButtons } from './row-buttons.js';
