import {
  CONTENT_URLS,
  type ContentHistoryEntry,
  type ContentItem,
  type ContentPage,
  type LatestContent,
  type PublicContentItem,
  type PublicContentPage,
} from '@rer/contracts';
import { http, unwrap } from '../../lib/http';
import { cleanParams as clean } from '../../widgets/search-form';

export { CONTENT_URLS };

type Params = Record<string, string | number | undefined>;

export interface ContentDraft {
  id?: string;
  version?: number;
  category: string;
  title: string;
  source?: string;
  bodyHtml: string;
  attachIds: string[];
}

const post = async <T>(url: string, body: unknown) => unwrap(await http.post<T>(url, body), url);

/** The calls of content operations (ADR 83): staff (mgrweb) and the public site (nonds). */
export const contentApi = {
  list: (params: Params, signal?: AbortSignal) =>
    http.getData<ContentPage>(CONTENT_URLS.list, { params: clean(params), signal }),
  detail: (id: string, signal?: AbortSignal) =>
    http.getData<ContentItem>(CONTENT_URLS.detail, { params: { id }, signal }),
  history: (id: string, signal?: AbortSignal) =>
    http.getData<ContentHistoryEntry[]>(CONTENT_URLS.history, { params: { id }, signal }),
  save: (draft: ContentDraft) => post<{ id: string; version: number }>(CONTENT_URLS.save, draft),
  submit: (id: string, version: number) => post<{ version: number }>(CONTENT_URLS.submit, { id, version }),
  review: (body: { id: string; version: number; decision: 'approve' | 'return'; comment?: string }) =>
    post<{ version: number }>(CONTENT_URLS.review, body),
  unpublish: (id: string, version: number, reason: string) =>
    post<{ version: number }>(CONTENT_URLS.unpublish, { id, version, reason }),
  publicList: (params: Params, signal?: AbortSignal) =>
    http.getData<PublicContentPage>(CONTENT_URLS.publicList, {
      params: clean(params),
      signal,
      showsOwnRefusal: true,
    }),
  publicDetail: (id: string, signal?: AbortSignal) =>
    http.getData<PublicContentItem>(CONTENT_URLS.publicDetail, {
      params: { id },
      signal,
      showsOwnRefusal: true,
    }),
  latest: (size: number, signal?: AbortSignal) =>
    http.getData<LatestContent>(CONTENT_URLS.latest, { params: { size }, signal }),
};
