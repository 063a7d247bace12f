import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { buildRouteObjects } from '../app/route-objects';
import { cancelRequestsOnRouteChange } from '../app/router';
import { currentHttpEffects, http } from '../lib/http';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { createFakeFetch, type FakeHandler } from './fake-fetch';

/**
 * Renders the whole app at `path` over a fake network, wired exactly as main.tsx wires it (the query
 * client showing translated errors, pending requests cancelled on route change), on a memory router.
 */
export function renderApp(path: string, handler: FakeHandler) {
  const network = createFakeFetch(handler);
  vi.stubGlobal('fetch', network.fetch);
  const queryClient = createQueryClient({ showError: (key) => currentHttpEffects().showError(i18n.t(key)) });
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const unsubscribe = cancelRequestsOnRouteChange(router, () => http.cancelAllPending('route-change'));
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    router,
    calls: network.calls,
    dispose: () => {
      unsubscribe();
      router.dispose();
      queryClient.clear();
    },
  };
}
