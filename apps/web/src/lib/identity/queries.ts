import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../use-session';
import { identityApi, type MenuItem } from './api';
import { productInfoEntriesShown, withoutProductInfoEntries } from './zone-rules';

export const identityKeys = {
  all: ['identity'] as const,
  menu: (tenantId: string | null, landingMode: string | null, account: string | null) =>
    ['identity', 'menu', tenantId, landingMode, account] as const,
  buttons: (tenantId: string | null, landingMode: string | null, account: string | null) =>
    ['identity', 'buttons', tenantId, landingMode, account] as const,
  tasks: (account: string | null) => ['identity', 'tasks', account] as const,
  currentUser: (account: string | null, landingMode: string | null) =>
    ['identity', 'current-user', account, landingMode] as const,
  companies: (account: string | null) => ['identity', 'companies', account] as const,
  accounts: (account: string | null) => ['identity', 'accounts', account] as const,
};

/** The side menu of the signed-in zone (`menu/routes?landingMode=`). */
export function useMenu() {
  const tenantId = useSession((s) => s.tenantId);
  const landingMode = useSession((s) => s.landingMode);
  const account = useSession((s) => s.account);
  return useQuery(
    queryOptions({
      queryKey: identityKeys.menu(tenantId, landingMode, account),
      queryFn: ({ signal }) => identityApi.menu(landingMode ?? 'org', signal),
      enabled: landingMode !== null,
      staleTime: Number.POSITIVE_INFINITY,
      meta: { errorMessage: 'data.fetchFailed' },
    }),
  );
}

/**
 * The button permissions of the signed-in user as the spec's code → true map (002 §6). A button
 * whose code is absent is hidden; the server refuses the call anyway.
 */
export function usePermissions(): Readonly<Record<string, true>> {
  const tenantId = useSession((s) => s.tenantId);
  const landingMode = useSession((s) => s.landingMode);
  const account = useSession((s) => s.account);
  const { data } = useQuery({
    queryKey: identityKeys.buttons(tenantId, landingMode, account),
    queryFn: ({ signal }) => identityApi.buttons(signal),
    enabled: landingMode !== null,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => Object.fromEntries((data ?? []).map((code) => [code, true as const])), [data]);
}

/** 我的待办 count (`getUserTasks` → totalRecord). */
export function useTaskCount() {
  const account = useSession((s) => s.account);
  return useQuery({
    queryKey: identityKeys.tasks(account),
    queryFn: ({ signal }) => identityApi.userTaskCount(signal),
    staleTime: 60_000,
  });
}

export function useCurrentUser() {
  const account = useSession((s) => s.account);
  const landingMode = useSession((s) => s.landingMode);
  return useQuery({
    queryKey: identityKeys.currentUser(account, landingMode),
    queryFn: ({ signal }) => identityApi.currentUser(signal),
    meta: { errorMessage: 'identity.userInfoFailed' },
  });
}

export function useRefCompanies(enabled: boolean) {
  const account = useSession((s) => s.account);
  return useQuery({
    queryKey: identityKeys.companies(account),
    queryFn: ({ signal }) => identityApi.refCompanies(signal),
    enabled,
    meta: { errorMessage: 'data.fetchFailed' },
  });
}

export function useRefAccounts(enabled: boolean) {
  const account = useSession((s) => s.account);
  return useQuery({
    queryKey: identityKeys.accounts(account),
    queryFn: ({ signal }) => identityApi.refAccounts(signal),
    enabled,
    meta: { errorMessage: 'identity.holderInfoFailed' },
  });
}

/** Org zone: whether the current product-info call succeeded (it gates four menu entries, 002 §2.6). */
export function useHasCurrentProductInfo(): boolean {
  const landingMode = useSession((s) => s.landingMode);
  const account = useSession((s) => s.account);
  const company = useSession((s) => s.currentCompany);
  const query = useQuery({
    queryKey: ['identity', 'current-product', account, company] as const,
    queryFn: ({ signal }) => identityApi.currentProductInfo(signal),
    enabled: landingMode === 'org',
  });
  return productInfoEntriesShown(landingMode, query.data);
}

/**
 * The zone's menu with the product-info gate applied (002 §2.6): what the side menu, the search overlay, the tab
 * names and the workbench shortcuts show, so the four gated entries appear nowhere while the gate is shut.
 */
export function useVisibleMenu(): readonly MenuItem[] | undefined {
  const menu = useMenu().data;
  const shown = useHasCurrentProductInfo();
  return useMemo(() => (menu ? withoutProductInfoEntries(menu, shown) : undefined), [menu, shown]);
}
