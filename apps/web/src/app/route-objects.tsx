import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { http } from '../lib/http';
import { loadPortalCatalogue } from '../lib/i18n';
import { readSession } from '../lib/session';
import { PageLoading } from '../shell/page-loading';
import { PublicFrame } from '../shell/public-frame';
import { guardRedirect } from './guards';
import { RootLayout } from './root-layout';
import { type AppRouteDef, routeTable } from './route-table';

/** What every matched route carries in `handle`, for titles, tabs and menus. */
export interface RouteHandle {
  route: AppRouteDef;
}

const ServerErrorPage = lazy(() => import('../pages/server-error-page'));

const guardLoader =
  (route: AppRouteDef): LoaderFunction =>
  ({ request }) => {
    const session = readSession();
    const target = guardRedirect(route, {
      isLoggedIn: session.token !== null,
      isLocked: session.locked,
      roles: session.userInfo?.roles ?? [],
    });
    if (target) throw redirect(target);
    // Runs beside the route's lazy page module (react-router loads both at once).
    route.prefetch?.(new URL(request.url).searchParams);
    return null;
  };

function toRouteObject(route: AppRouteDef): RouteObject {
  const handle: RouteHandle = { route };
  return {
    id: route.id,
    path: route.path,
    ...(route.caseSensitive ? { caseSensitive: true } : {}),
    handle,
    loader: guardLoader(route),
    lazy: async () => {
      const [page] = await Promise.all([
        route.load(),
        route.coreCatalogue ? undefined : loadPortalCatalogue(),
      ]);
      return { Component: route.prefetch ? prefetchingPage(page.default) : page.default };
    },
  };
}

/**
 * The page of a route with `prefetch`: once it has mounted — its own first requests made (React
 * runs the page's effects before this wrapper's) — the answers it did not take are dropped, so a
 * page answered from its cache cannot take them later, after a save.
 */
function prefetchingPage(Page: ComponentType): ComponentType {
  return function PrefetchingPage() {
    useEffect(() => http.dropPrefetched(), []);
    return <Page />;
  };
}

/** The react-router tree derived from the route table. */
export function buildRouteObjects(table: readonly AppRouteDef[] = routeTable): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      HydrateFallback: PageLoading,
      errorElement: (
        <Suspense fallback={<PageLoading />}>
          <ServerErrorPage />
        </Suspense>
      ),
      children: [
        {
          id: 'public-frame',
          element: <PublicFrame />,
          children: table.filter((route) => route.layout === 'public').map(toRouteObject),
        },
        {
          id: 'portal-frame',
          // Lazy: the login page must not download the portal.
          lazy: async () => {
            const [frame] = await Promise.all([
              import('../shell/portal/portal-frame'),
              loadPortalCatalogue(),
            ]);
            return { Component: frame.default };
          },
          children: table.filter((route) => route.layout === 'portal').map(toRouteObject),
        },
        ...table.filter((route) => route.layout === 'bare').map(toRouteObject),
      ],
    },
  ];
}
