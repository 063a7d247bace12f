import type { ShowPlateRow } from '@rer/contracts';
import { http } from '../../lib/http';

/** 展示板块管理's calls (ADR 80); URLs as text so the page loads no zod. */
export const SHOW_PLATE_ADMIN_URLS = {
  list: '/api/rem-registrationmgrweb/showPlate/list',
  submit: '/api/rem-registrationmgrweb/showPlate/submit',
} as const;

export interface ShowPlateInput {
  id?: number;
  version?: number;
  code: string;
  name: string;
  sortOrder: number;
  status: 0 | 1;
}

export const showPlateApi = {
  list: (signal?: AbortSignal) => http.getData<ShowPlateRow[]>(SHOW_PLATE_ADMIN_URLS.list, { signal }),
  submit: (body: ShowPlateInput) =>
    http.post<{ id: number; version: number }>(SHOW_PLATE_ADMIN_URLS.submit, body),
};
