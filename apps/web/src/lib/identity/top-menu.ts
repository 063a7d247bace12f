import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appConfig } from '../config';
import { http } from '../http';
import { useSession } from '../use-session';

export const topMenuUrls = {
  status: '/api/blade-system/nonds/param/getBizTopMenuStatus',
  extra: '/api/blade-system/nonds/param/getBizTopMenuExtra',
  sharePledge: '/api/rem-registrationbizweb/nonds/sharePledge/enable',
  paramValue: '/api/blade-system/nonDSClient/param-biz-value',
} as const;

/** An extra item of `bizTopMenu.extra` as the server answers it (internal paths only, `#/x` already `/x`). */
export interface TopMenuExtra {
  key: string;
  title: string;
  path: string;
  newWindow: boolean;
}

const STALE_MS = 10 * 60_000;

/**
 * 002 §2.4's "reload-once flag": when the switches come back empty right after sign-in (the parameters not
 * loaded yet), ask once more — a refetch, not a page reload. Once per signed-in token (the sign-in; a later
 * token refresh may ask once more) and page load, however often the portal mounts.
 */
let refetchedFor: string | null = null;
export function shouldRefetchEmptyStatus(
  data: readonly unknown[] | undefined,
  alreadyRefetched: boolean,
): boolean {
  return !alreadyRefetched && Array.isArray(data) && data.length === 0;
}

/** The switches, extra items, pledge-list flag and freeze-notice switch of the top menu (002 §2.4, §7). */
export function useTopMenuSources() {
  const tenantId = useSession((s) => s.tenantId) ?? appConfig.defaultTenantId;
  const switches = useQuery({
    queryKey: ['identity', 'top-menu', tenantId],
    queryFn: ({ signal }) =>
      http.getData<{ paramKey: string; paramValue: string }[]>(topMenuUrls.status, {
        params: { tenantId },
        signal,
      }),
    staleTime: STALE_MS,
  });
  const signedIn = useSession((s) => (s.token ? `${s.tenantId}:${s.account}:${s.token.datetime}` : null));
  const { data: switchData, isFetching, refetch } = switches;
  useEffect(() => {
    if (isFetching || !shouldRefetchEmptyStatus(switchData, refetchedFor === signedIn)) return;
    refetchedFor = signedIn;
    void refetch();
  }, [switchData, isFetching, refetch, signedIn]);
  const extra = useQuery({
    queryKey: ['identity', 'top-menu-extra', tenantId],
    queryFn: ({ signal }) =>
      http.getData<TopMenuExtra[]>(topMenuUrls.extra, { params: { tenantId }, signal }),
    staleTime: STALE_MS,
  });
  const pledge = useQuery({
    queryKey: ['identity', 'share-pledge', tenantId],
    queryFn: ({ signal }) => http.getData<string>(topMenuUrls.sharePledge, { params: { tenantId }, signal }),
    staleTime: STALE_MS,
  });
  const pledgeListEnabled = pledge.data === '1';
  const freeze = useQuery({
    queryKey: ['identity', 'freeze-notice', tenantId],
    queryFn: ({ signal }) =>
      http.getData<string>(topMenuUrls.paramValue, {
        params: { paramKey: 'freeze.notice.switch', tenantId },
        signal,
      }),
    enabled: pledgeListEnabled,
    staleTime: STALE_MS,
  });
  return {
    switches: switchData ?? null,
    extra: extra.data ?? null,
    pledgeListEnabled,
    freezeNoticeOn: freeze.data === 'true',
  };
}
