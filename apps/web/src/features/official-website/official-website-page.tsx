import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../../shell/page-loading';

/**
 * The official website's routes all load this one module (one lazy import in the route table, so
 * the sign-in bundle pays for one); it loads the page of the path when shown.
 */
const PAGES: Record<string, ComponentType> = {
  '/equityExchangeServiceCenter': lazy(() => import('./service-center-page')),
  '/serviceCenterBlankPage': lazy(() => import('./blank-page')),
  '/officialWebsiteMapChart': lazy(() => import('./map-chart-page')),
  '/officialWebsiteTables': lazy(() => import('./tables-page')),
  '/officialWebsiteCompanyList': lazy(() => import('./company-list-page')),
  '/officialWebsiteGpList': lazy(() => import('./gp-list-page')),
  '/officialWebsiteMemberList': lazy(() => import('./member-list-page')),
  '/officialWebsiteInformation': lazy(() => import('./information-page')),
};

export default function OfficialWebsitePage() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname] ?? PAGES['/equityExchangeServiceCenter']!;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
