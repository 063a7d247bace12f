import {
  type Page,
  TENANT_ADMIN,
  TENANT_THEMES,
  type TenantRecord,
  type TenantSubmitBody,
} from '@rer/contracts';
import { http } from '../../lib/http';

export const tenantAdminUrls = {
  list: `${TENANT_ADMIN}/list`,
  detail: `${TENANT_ADMIN}/detail`,
  submit: `${TENANT_ADMIN}/submit`,
  remove: `${TENANT_ADMIN}/remove`,
} as const;

export type { TenantRecord, TenantSubmitBody };
export { TENANT_THEMES };

type Params = Record<string, string | number | undefined>;

export const tenantAdminApi = {
  list: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<TenantRecord>>(tenantAdminUrls.list, { params, signal }),
  detail: (id: string, signal?: AbortSignal) =>
    http.getData<TenantRecord>(tenantAdminUrls.detail, { params: { id }, signal }),
  submit: (body: TenantSubmitBody) =>
    http.post<{ tenantId: string; version: number }>(tenantAdminUrls.submit, body),
  remove: (ids: string[]) =>
    http.post<number>(tenantAdminUrls.remove, undefined, { params: { ids: ids.join(',') } }),
};

/** The submit body of a tenant as read, with some fields changed (the version read goes along). */
export function submitOf(record: TenantRecord, changes: Partial<TenantSubmitBody> = {}): TenantSubmitBody {
  return {
    tenantId: record.tenantId,
    tenantName: record.tenantName,
    status: record.status === 1 ? 1 : 0,
    domains: record.domains,
    isSharedPlatform: record.isSharedPlatform,
    forcedTheme: (record.forcedTheme as TenantSubmitBody['forcedTheme']) ?? null,
    restrictedCityCode: record.restrictedCityCode,
    version: record.version,
    ...changes,
  };
}
