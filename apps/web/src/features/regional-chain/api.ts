import {
  type ChainEventObject,
  type ChainLogRow,
  type ChainObjectDetail,
  type ChainObjectRow,
  REGIONAL_CHAIN_URLS,
} from '@rer/contracts';
import { http, unwrap } from '../../lib/http';

type Params = Record<string, string | number | undefined>;

/** Drops blank filters: an empty field is no filter. */
function clean(params: Params): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v !== undefined && v !== '') out[key] = v;
  }
  return out;
}

export interface ChainOverview {
  classes: { objectClass: string; objects: number; failed: number; pending: number }[];
  keyId: string;
}
export interface ChainPage<R> {
  records: R[];
  total: number;
}
export interface ChainWriteResult {
  objectId: string;
  versions: number[];
  revision: number;
}

/** The calls of 跨链同步 (issue 24, ADR 77). */
export const chainApi = {
  overview: (signal?: AbortSignal) => http.getData<ChainOverview>(REGIONAL_CHAIN_URLS.overview, { signal }),
  objects: (params: Params, signal?: AbortSignal) =>
    http.getData<ChainPage<ChainObjectRow>>(REGIONAL_CHAIN_URLS.objects, { params: clean(params), signal }),
  object: (objectId: string, signal?: AbortSignal) =>
    http.getData<ChainObjectDetail>(REGIONAL_CHAIN_URLS.object, { params: { objectId }, signal }),
  log: (params: Params, signal?: AbortSignal) =>
    http.getData<ChainPage<ChainLogRow>>(REGIONAL_CHAIN_URLS.log, { params: clean(params), signal }),
  eventObjects: (companyId: string, seqs: number[], signal?: AbortSignal) =>
    http.getData<ChainEventObject[]>(REGIONAL_CHAIN_URLS.eventObjects, {
      params: { companyId, seqs: seqs.join(',') },
      signal,
    }),
  overwrite: async (body: {
    objectId: string;
    version: number;
    body: Record<string, unknown>;
    remark: string;
  }) => unwrap(await http.post<ChainWriteResult>(REGIONAL_CHAIN_URLS.overwrite, body)),
  republish: async (body: { objectId: string; version: number }) =>
    unwrap(await http.post<ChainWriteResult>(REGIONAL_CHAIN_URLS.republish, body)),
};
