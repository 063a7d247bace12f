import {
  ENCUMBRANCE_URLS,
  type EncumbranceNotice,
  type EncumbranceNoticePage,
  type EncumbrancePage,
} from '@rer/contracts';
import { http } from '../../lib/http';
import { cleanParams } from '../../lib/query-params';

export { cleanParams, ENCUMBRANCE_URLS };

type Params = Record<string, string | number | undefined>;

export type NoticeKind = 'pledge' | 'freeze';

/** The calls of the encumbrance queries and the public announcements (ADR 75). */
export const encumbranceApi = {
  mine: (kind: NoticeKind, params: Params, signal?: AbortSignal) =>
    http.getData<EncumbrancePage>(ENCUMBRANCE_URLS.mine, {
      params: cleanParams({ ...params, kind }),
      signal,
    }),
  locks: (params: Params, signal?: AbortSignal) =>
    http.getData<EncumbrancePage>(ENCUMBRANCE_URLS.locks, { params: cleanParams(params), signal }),
  search: (params: Params, signal?: AbortSignal) =>
    http.getData<EncumbrancePage>(ENCUMBRANCE_URLS.search, { params: cleanParams(params), signal }),
  exportFile: (params: Params) =>
    http.download(ENCUMBRANCE_URLS.export, { method: 'GET', params: cleanParams(params) }),
  notices: (kind: NoticeKind, params: Params, signal?: AbortSignal) =>
    http.getData<EncumbranceNoticePage>(
      kind === 'pledge' ? ENCUMBRANCE_URLS.pledgeList : ENCUMBRANCE_URLS.frozenList,
      { params: cleanParams(params), signal, showsOwnRefusal: true },
    ),
  notice: (kind: NoticeKind, id: string, signal?: AbortSignal) =>
    http.getData<EncumbranceNotice>(
      kind === 'pledge' ? ENCUMBRANCE_URLS.pledgeDetail : ENCUMBRANCE_URLS.frozenDetail,
      { params: { id }, signal, showsOwnRefusal: true },
    ),
};
