import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isCancelledError, isTransientGetFailure } from './http/errors';

/** i18n keys a query may name as its failure message (spec 000 §8). */
export type QueryErrorMessageKey =
  | 'data.dictionaryFailed'
  | 'data.fetchFailed'
  | 'identity.userInfoFailed'
  | 'identity.holderInfoFailed';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: QueryErrorMessageKey };
    mutationMeta: { errorMessage?: QueryErrorMessageKey };
  }
}

export interface QueryClientSetup {
  /** Shows a query's failure message (translated); wired to the same effects as the http client. */
  showError: (key: QueryErrorMessageKey) => void;
}

/**
 * Defaults: no refetch on window focus (it would reset half-filled forms), one retry for GET queries that
 * failed on the network or a 502/503 upstream, none otherwise; no retries for mutations. A query's
 * `meta.errorMessage` is shown once per failure, after the retry; cancelled requests are ignored.
 */
export function createQueryClient(setup: QueryClientSetup): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isCancelledError(error)) return;
        const key = query.meta?.errorMessage;
        if (key) setup.showError(key);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isCancelledError(error)) return;
        const key = mutation.meta?.errorMessage;
        if (key) setup.showError(key);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 1 && isTransientGetFailure(error),
        retryDelay: 500,
      },
      mutations: { retry: false },
    },
  });
}
