import {
  QUERY_PAGE_BIZ,
  QUERY_PAGE_MGR,
  type QueryEndpointInfo,
  type QueryPageAnswer,
  type QueryPageDetail,
  type QueryPageSummary,
  type QueryPageVersion,
} from '@rer/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http, unwrap } from '../../lib/http';

export const queryPageUrls = {
  config: `${QUERY_PAGE_BIZ}/config`,
  query: `${QUERY_PAGE_BIZ}/query`,
  list: `${QUERY_PAGE_MGR}/list`,
  versions: `${QUERY_PAGE_MGR}/versions`,
  endpoints: `${QUERY_PAGE_MGR}/endpoints`,
  save: `${QUERY_PAGE_MGR}/save`,
} as const;

export interface RunQueryRequest {
  pageKey: string;
  pageNo: number;
  pageSize: number;
  params: Record<string, unknown>;
}

export const queryPageApi = {
  config: (pageKey: string, signal?: AbortSignal) =>
    http.getData<QueryPageDetail>(queryPageUrls.config, { params: { pageKey }, signal }),
  /** One page of rows; a newer query of the same page cancels a pending one (000 §7). */
  run: async (request: RunQueryRequest, signal?: AbortSignal): Promise<QueryPageAnswer> =>
    unwrap(
      await http.post<QueryPageAnswer>(queryPageUrls.query, request, {
        signal,
        dedupeKey: `POST queryPage:${request.pageKey}`,
      }),
      queryPageUrls.query,
    ),
  list: (signal?: AbortSignal) => http.getData<QueryPageSummary[]>(queryPageUrls.list, { signal }),
  versions: (pageKey: string, signal?: AbortSignal) =>
    http.getData<QueryPageVersion[]>(queryPageUrls.versions, { params: { pageKey }, signal }),
  endpoints: (signal?: AbortSignal) => http.getData<QueryEndpointInfo[]>(queryPageUrls.endpoints, { signal }),
  /** Answers the envelope: a 409 (stale version) or 400 (invalid configuration) is the caller's to show. */
  save: (body: { pageKey: string; expectedVersion: number; config: unknown }) =>
    http.post<{ pageKey: string; version: number }>(queryPageUrls.save, body),
};

export const queryPageKeys = {
  config: (tenantId: string, pageKey: string) => ['queryPage', tenantId, 'config', pageKey] as const,
  rows: (tenantId: string, request: RunQueryRequest, version: number) =>
    ['queryPage', tenantId, 'rows', request.pageKey, version, request] as const,
  list: (tenantId: string) => ['queryPage', tenantId, 'list'] as const,
  versions: (tenantId: string, pageKey: string) => ['queryPage', tenantId, 'versions', pageKey] as const,
  endpoints: (tenantId: string) => ['queryPage', tenantId, 'endpoints'] as const,
};

export const pageConfigQuery = (tenantId: string, pageKey: string) =>
  queryOptions({
    queryKey: queryPageKeys.config(tenantId, pageKey),
    queryFn: ({ signal }) => queryPageApi.config(pageKey, signal),
    staleTime: 60_000,
    retry: false,
  });
