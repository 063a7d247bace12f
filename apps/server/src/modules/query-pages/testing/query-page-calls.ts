import { QUERY_PAGE_BIZ, QUERY_PAGE_MGR } from '@rer/contracts';
import { signInAdminAndApplicant } from '../../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

/** Calls of the query-page routes for the integration tests of this module. */
export function queryPageCalls(t: TestApp) {
  return {
    config: (pageKey: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${QUERY_PAGE_BIZ}/config?pageKey=${pageKey}`, headers }),
    query: (body: Record<string, unknown>, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${QUERY_PAGE_BIZ}/query`, headers, payload: body }),
    save: (body: Record<string, unknown>, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${QUERY_PAGE_MGR}/save`, headers, payload: body }),
    versions: (pageKey: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${QUERY_PAGE_MGR}/versions?pageKey=${pageKey}`, headers }),
    list: (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${QUERY_PAGE_MGR}/list`, headers }),
    endpoints: (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${QUERY_PAGE_MGR}/endpoints`, headers }),
  };
}

export type QueryPageCalls = ReturnType<typeof queryPageCalls>;

/** A fresh app with the calls above, an administrator and an enterprise applicant signed in. */
export async function openQueryPagesApp() {
  const t = await createTestApp();
  const calls = queryPageCalls(t);
  const { admin, applicant } = await signInAdminAndApplicant(t);
  return { t, calls, admin, applicant };
}

/** A valid page on `dictionary.items` (a registered endpoint). */
export const dictionaryPage = (pageKey: string, extra: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  pageKey,
  title: '字典测试页',
  dataSource: { endpoint: 'dictionary.items' },
  defaultFields: [{ prop: 'code', label: '字典编码', value: 'certificateType' }],
  searchFields: [{ type: 'text', prop: 'keyword', label: '关键字' }],
  columns: [{ prop: 'dictKey', label: '键值' }],
  ...extra,
});
