import {
  type Page,
  ROADSHOW_URLS,
  type RoadshowActivity,
  type RoadshowAdminActivity,
  type RoadshowRegistration,
} from '@rer/contracts';
import { http, unwrap } from '../../lib/http';
import { cleanParams } from '../../lib/query-params';

type Params = Record<string, string | number | undefined | null>;

const post = async <T>(url: string, body: unknown) => unwrap(await http.post<T>(url, body), url);
const page =
  <T>(url: string) =>
  (params: Params, signal?: AbortSignal) =>
    http.getData<Page<T>>(url, { params: cleanParams(params), signal });

/** The calls of 融资路演 (ADR 88). The calendar is public and sends the host's tenant. */
export const roadshowApi = {
  calendar: page<RoadshowActivity>(ROADSHOW_URLS.calendar),
  activities: page<RoadshowActivity>(ROADSHOW_URLS.activities),
  mine: page<RoadshowRegistration>(ROADSHOW_URLS.mine),
  register: (body: Record<string, unknown>) => post<RoadshowRegistration>(ROADSHOW_URLS.register, body),
  withdraw: (id: number, version: number) =>
    post<RoadshowRegistration>(ROADSHOW_URLS.withdraw, { id, version }),
  adminList: page<RoadshowAdminActivity>(ROADSHOW_URLS.adminList),
  save: (body: Record<string, unknown>) => post<RoadshowAdminActivity>(ROADSHOW_URLS.save, body),
  publish: (id: number, version: number) =>
    post<RoadshowAdminActivity>(ROADSHOW_URLS.publish, { id, version }),
  cancel: (id: number, version: number, reason: string) =>
    post<RoadshowAdminActivity>(ROADSHOW_URLS.cancel, { id, version, reason }),
  registrations: page<RoadshowRegistration>(ROADSHOW_URLS.registrations),
  review: (body: { id: number; version: number; decision: 'approve' | 'return'; opinion?: string }) =>
    post<RoadshowRegistration>(ROADSHOW_URLS.review, body),
};
