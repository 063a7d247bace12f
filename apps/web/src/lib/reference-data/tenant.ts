import type { TenantInfo } from '@rer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appConfig } from '../config';
import { http } from '../http';
import { readSession, updateSession } from '../session';
import { useSession } from '../use-session';
import { referenceKeys } from './keys';

export const TENANT_INFO_URL = '/api/blade-system/tenant/info';

const currentHost = (): string => window.location.host;

/** The tenant serving this host (spec 000 §7 "GET api/blade-system/tenant/info"). */
export const tenantInfoQuery = (domain: string = currentHost()) =>
  queryOptions({
    queryKey: referenceKeys.tenantInfo(domain),
    queryFn: ({ signal }) =>
      // App-level: the header and the title depend on it, so a route change must not cancel it.
      http.getData<TenantInfo>(TENANT_INFO_URL, { params: { domain }, signal, keepOnRouteChange: true }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: 'data.fetchFailed' },
  });

export function useTenantInfo() {
  return useQuery(tenantInfoQuery());
}

/**
 * The tenant reference data is read for: the signed-in user's tenant, else the tenant of this host, else
 * (tenant lookup failed) the stored or default tenant. `undefined` while the host's tenant is still loading,
 * so tenant-keyed queries wait instead of fetching twice.
 */
export function useEffectiveTenantId(): string | undefined {
  const hasToken = useSession((session) => session.token !== null);
  const storedTenantId = useSession((session) => session.tenantId);
  const tenantInfo = useTenantInfo();
  if (hasToken) return storedTenantId ?? appConfig.defaultTenantId;
  if (tenantInfo.isSuccess) return tenantInfo.data.tenantId;
  if (tenantInfo.isError) return storedTenantId ?? appConfig.defaultTenantId;
  return undefined;
}

/** Before login the `Tenant-Id` header follows the host's tenant; after login the session's tenant wins. */
export function useTenantSessionSync(): void {
  const hasToken = useSession((session) => session.token !== null);
  const hostTenantId = useTenantInfo().data?.tenantId;
  useEffect(() => {
    if (hasToken || hostTenantId === undefined) return;
    if (readSession().tenantId !== hostTenantId) updateSession({ tenantId: hostTenantId });
  }, [hasToken, hostTenantId]);
}
