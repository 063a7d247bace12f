import { type AppRouteDef, barePublicPage, portalPage, publicPage } from './route-def';

const STAFF = ['reviewer_first', 'reviewer_second', 'administrator'] as const;

/**
 * 企业展示 (550092 / 550901) and the provincial official website (issue 25, ADR 80): 550092's
 * numbered routes, 展示板块管理, and the official-website pages (public, the host's tenant; their
 * map loads ECharts only on its own page). Spread into `routeTable` in place.
 */
export const showcaseRoutes: readonly AppRouteDef[] = [
  portalPage(
    'showcase-compile',
    '/550092/compile',
    'route.showcaseCompile',
    () => import('../features/showcase/showcase-compile-page'),
  ),
  portalPage(
    'showcase-detail',
    '/550092/detail',
    'route.showcaseDetail',
    () => import('../features/showcase/showcase-detail-page'),
  ),
  portalPage(
    'show-plate-admin',
    '/showPlateAdmin',
    'route.showPlateAdmin',
    () => import('../features/showcase/show-plate-admin-page'),
    { roles: STAFF },
  ),
  publicPage(
    'service-center',
    '/equityExchangeServiceCenter',
    'route.serviceCenter',
    () => import('../features/official-website/service-center-page'),
  ),
  barePublicPage(
    'service-center-blank',
    '/serviceCenterBlankPage',
    'route.serviceCenter',
    () => import('../features/official-website/blank-page'),
  ),
  publicPage(
    'official-map-chart',
    '/officialWebsiteMapChart',
    'route.officialMapChart',
    () => import('../features/official-website/map-chart-page'),
  ),
  publicPage(
    'official-tables',
    '/officialWebsiteTables',
    'route.officialTables',
    () => import('../features/official-website/tables-page'),
  ),
  publicPage(
    'official-company-list',
    '/officialWebsiteCompanyList',
    'route.officialCompanyList',
    () => import('../features/official-website/company-list-page'),
  ),
  publicPage(
    'official-gp-list',
    '/officialWebsiteGpList',
    'route.officialGpList',
    () => import('../features/official-website/gp-list-page'),
  ),
  publicPage(
    'official-member-list',
    '/officialWebsiteMemberList',
    'route.officialMemberList',
    () => import('../features/official-website/member-list-page'),
  ),
  publicPage(
    'official-information',
    '/officialWebsiteInformation',
    'route.officialInformation',
    () => import('../features/official-website/information-page'),
  ),
];
