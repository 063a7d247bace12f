import { createBrowserRouter, type Location } from 'react-router';
import { http } from '../lib/http';
import { buildRouteObjects } from './route-objects';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const routeKey = (location: Pick<Location, 'pathname' | 'search'>): string =>
  `${location.pathname}${location.search}`;

/**
 * Cancels pending requests whenever the route changes (path or query; not the hash). It fires when a
 * navigation starts, so requests of the page being left stop at once, and — for navigations that commit
 * without a loading phase — when the new location commits, before the new page renders and starts its own.
 */
export function cancelRequestsOnRouteChange(
  router: Pick<AppRouter, 'state' | 'subscribe'>,
  cancel: () => void,
): () => void {
  let current = routeKey(router.state.location);
  let cancelledFor: string | null = null;
  return router.subscribe((state) => {
    const target = state.navigation.location ? routeKey(state.navigation.location) : null;
    if (target !== null && target !== current && target !== cancelledFor) {
      cancelledFor = target;
      cancel();
    }
    const committed = routeKey(state.location);
    if (committed !== current) {
      if (committed !== cancelledFor) cancel();
      current = committed;
      cancelledFor = null;
    }
  });
}

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(buildRouteObjects());
  cancelRequestsOnRouteChange(router, () => http.cancelAllPending('route-change'));
  return router;
}
