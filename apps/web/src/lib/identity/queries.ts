import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../use-session';
import { identityApi } from './api';

export const identityKeys = {
  all: ['identity'] as const,
  menu: (tenantId: string | null, landingMode: string | null, account: string | null) =>
    ['identity', 'menu', tenantId, landingMode, account] as const,
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
