import {
  type HitechStanding,
  type Page,
  SRDI_URLS,
  type SrdiListItem,
  type SrdiMine,
  type SrdiPublicDetail,
  type SrdiSummary,
} from '@rer/contracts';
import { http } from '../../lib/http';

type Params = Record<string, string | number | undefined>;

/** Drops blank filters (an empty box is no filter). */
function clean(params: Params): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && (typeof v !== 'string' || v.trim() !== '')),
  ) as Record<string, string | number>;
}

/** The SRDI board's calls (ADR 81): the public list and detail, and the enterprise's own view. */
export const srdiApi = {
  page: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<SrdiListItem>>(SRDI_URLS.publicPage, { params: clean(params), signal }),
  detail: (uuid: string, signal?: AbortSignal) =>
    http.getData<SrdiPublicDetail>(SRDI_URLS.publicDetail, {
      params: { uuid },
      signal,
      showsOwnRefusal: true,
    }),
  summary: (signal?: AbortSignal) => http.getData<SrdiSummary>(SRDI_URLS.publicSummary, { signal }),
  mine: (signal?: AbortSignal) => http.getData<SrdiMine>(SRDI_URLS.mine, { signal }),
  standing: (name: string, signal?: AbortSignal) =>
    http.getData<HitechStanding>(SRDI_URLS.byElement, { params: { name }, signal, showsOwnRefusal: true }),
  previousForm: (name: string, signal?: AbortSignal) =>
    http.getData<Record<string, unknown> | null>(SRDI_URLS.preInfoByName, { params: { name }, signal }),
};
