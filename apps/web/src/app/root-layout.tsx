import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useTenantInfo, useTenantSessionSync } from '../lib/reference-data';
import { useSession } from '../lib/use-session';
import { documentTitleOf } from './guards';
import type { RouteHandle } from './route-objects';
import { useHttpEffectsBinding } from './use-http-effects-binding';
import { useTokenRefresh } from './use-token-refresh';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'route' in handle;

/** Sets the document title from the route table and the tenant name (spec 000 §2, 002 §2.6). */
function useRouteDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const tenantName = useTenantInfo().data?.tenantName;
  const signedIn = useSession((session) => session.token !== null);
  const route = matches.map((match) => match.handle).findLast(isRouteHandle)?.route;
  // 002 §2.6: the tenant's name; without one, 中国区域性股权市场 signed in, 区域性股权服务平台 signed out.
  const siteName = tenantName || t(signedIn ? 'app.titleFallback' : 'app.loggedOutTitle');
  const pageTitle = route && route.documentTitle !== 'site' ? t(route.titleKey) : null;
  const title = documentTitleOf(pageTitle, siteName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The top of the route tree: binds transport effects, keeps tenant and title in step, renders the page. */
export function RootLayout() {
  useHttpEffectsBinding();
  useTenantSessionSync();
  useRouteDocumentTitle();
  useTokenRefresh();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
