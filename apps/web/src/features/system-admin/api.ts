import type {
  DictItemRecord,
  DictSubmitBody,
  DictTypeRecord,
  Page,
  ParamAdminRecord,
  ParamSubmitBody,
} from '@rer/contracts';
import { http } from '../../lib/http';

const DICT = '/api/blade-system/dict-biz';
const PARAM = '/api/blade-system/param-biz';

export const systemAdminUrls = {
  dictList: `${DICT}/parent-list`,
  dictItems: `${DICT}/child-list`,
  dictSubmit: `${DICT}/submit`,
  dictRemove: `${DICT}/remove`,
  paramList: `${PARAM}/list`,
  paramSubmit: `${PARAM}/submit`,
} as const;

export type { DictItemRecord, DictSubmitBody, DictTypeRecord, ParamAdminRecord, ParamSubmitBody };

type Params = Record<string, string | number | undefined>;

export const systemAdminApi = {
  dictionaries: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<DictTypeRecord>>(systemAdminUrls.dictList, { params, signal }),
  items: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<DictItemRecord>>(systemAdminUrls.dictItems, { params, signal }),
  submitDictionary: (body: DictSubmitBody) =>
    http.post<{ id: string; version: number }>(systemAdminUrls.dictSubmit, body),
  removeItems: (ids: string[]) =>
    http.post<number>(systemAdminUrls.dictRemove, undefined, { params: { ids: ids.join(',') } }),
  params: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<ParamAdminRecord>>(systemAdminUrls.paramList, { params, signal }),
  submitParam: (body: ParamSubmitBody) =>
    http.post<{ paramKey: string; version: number }>(systemAdminUrls.paramSubmit, body),
};
