import { appConfig } from '../config';
import type { readSession } from '../session';
import type { HttpClientOptions, RequestOptions } from './types';

/** The headers of every request (000 §7): Basic client, token, tenant and the current company/holder/product. */
export function createHeaderBuilder(
  options: HttpClientOptions,
  getSession: typeof readSession,
  basicAuth: string,
): (requestOptions: RequestOptions) => Headers {
  return function buildHeaders(requestOptions: RequestOptions): Headers {
    const session = getSession();
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    headers.set('Authorization', basicAuth);
    const token = session.token?.content;
    if (token && requestOptions.authorization !== false)
      headers.set(appConfig.tokenHeader, `bearer ${token}`);
    headers.set('Tenant-Id', session.tenantId ?? options.defaultTenantId ?? appConfig.defaultTenantId);
    if (session.currentCompany) headers.set('Current-Company', session.currentCompany);
    if (session.currentHolder) headers.set('Current-Holder', session.currentHolder);
    if (session.currentProduct) headers.set('Current-Product', session.currentProduct);
    for (const [name, value] of Object.entries(requestOptions.headers ?? {})) headers.set(name, value);
    return headers;
  };
}
