/** Scalar query value; `null`/`undefined` are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

const API_PREFIX = '/api';

/**
 * Adds the `/api` prefix when missing (spec 000 §7): `blade-system/x` and `/blade-system/x` become
 * `/api/blade-system/x`; `/api/...` and `api/...` stay (normalised to a leading slash). Absolute URLs are
 * left alone.
 */
export function withApiPrefix(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${API_PREFIX}?`))
    return path;
  return `${API_PREFIX}${path}`;
}

/** Appends query parameters, keeping any the URL already has. */
export function appendQuery(url: string, params: QueryParams | undefined): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      search.append(key, String(item));
    }
  }
  const query = search.toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** The path part of a URL (no query string, no hash). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
