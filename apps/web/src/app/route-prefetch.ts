import { http } from '../lib/http';

/**
 * The data a page asks for first, started by its route as the navigation begins, while the page's
 * code still downloads (ADR 48 amendment 3): the page's own identical request then takes the
 * answer (`http.prefetch`). The URLs and parameters are the page's own calls, spelled here so the
 * entry chunk does not load the workflow feature or the form engine; route-prefetch.test.tsx
 * fails when they drift apart.
 */
export const APPLICATION_DETAIL_URL = '/api/rem-registrationbizweb/application/detail';
export const FORM_SCHEMA_URL = '/api/rem-registrationbizweb/otc-flow/workflowform/detail';
/** The rows of a big display table that come with its schema (forms' FORM_FIRST_ROWS). */
export const FORM_SCHEMA_FIRST_ROWS = 200;

/** /process/apply?appId=&nodeId=&uuid=: the form of the node and, to continue one, the application. */
export function prefetchApplyPage(search: URLSearchParams): void {
  const appId = search.get('appId') ?? '';
  const nodeId = search.get('nodeId') || 'apply';
  const uuid = search.get('uuid') || search.get('processInstanceId');
  if (appId !== '')
    http.prefetch(FORM_SCHEMA_URL, {
      params: { appId, nodeId, mgrOrBiz: 'biz', firstRows: FORM_SCHEMA_FIRST_ROWS },
    });
  if (uuid) http.prefetch(APPLICATION_DETAIL_URL, { method: 'POST', body: { uuid } });
}
