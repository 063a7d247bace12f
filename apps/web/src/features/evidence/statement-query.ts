import { queryOptions } from '@tanstack/react-query';
import { useSession } from '../../lib/use-session';
import { ledgerApi } from './api';

/** What the server's ledger scope depends on (tenant, account, current company): part of each query key. */
export function useLedgerScopeKey(): readonly [string | null, string | null, string | null] {
  const tenantId = useSession((s) => s.tenantId);
  const account = useSession((s) => s.account);
  const company = useSession((s) => s.currentCompany);
  return [tenantId, account, company] as const;
}

/** One record's statements (newest first); the badge and its dialog share the answer. */
export const statementQuery = (
  scope: readonly [string | null, string | null, string | null],
  uuid: string,
  appId: string | undefined,
) =>
  queryOptions({
    queryKey: ['evidence', 'statement', ...scope, uuid, appId ?? null],
    queryFn: ({ signal }) => ledgerApi.statementDetail(uuid, appId, signal),
    staleTime: 30_000,
    meta: { errorMessage: 'data.fetchFailed' },
  });
