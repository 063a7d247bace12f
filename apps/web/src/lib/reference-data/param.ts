import type { ParamDetail } from '@rer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfig } from '../config';
import { http } from '../http';
import { useSession } from '../use-session';
import { REFERENCE_STALE_MS, referenceKeys } from './keys';

export const PARAM_URL = '/api/blade-system/param-biz/detail';

export const paramQuery = (tenantId: string, paramKey: string) =>
  queryOptions({
    queryKey: referenceKeys.param(tenantId, paramKey),
    queryFn: ({ signal }) => http.getData<ParamDetail>(PARAM_URL, { params: { paramKey }, signal }),
    staleTime: REFERENCE_STALE_MS,
    meta: { errorMessage: 'data.fetchFailed' },
  });

/** GET /api/blade-system/param-biz/detail?paramKey= — a system parameter of the user's tenant. */
export function useParam(paramKey: string) {
  const tenantId = useSession((session) => session.tenantId) ?? appConfig.defaultTenantId;
  return useQuery({ ...paramQuery(tenantId, paramKey), enabled: paramKey !== '' });
}
