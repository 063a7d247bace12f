import { type AppRouteDef, barePublicPage, portalPage, publicPage } from './route-def';

const STAFF = ['reviewer_first', 'reviewer_second', 'administrator'] as const;

// One lazy import per module, shared by its routes: the route table is in the sign-in bundle, and
// each import site there carries its own list of preloaded files.
const showcasePage = () => import('../features/showcase/showcase-route-page');
const officialWebsitePage = () => import('../features/official-website/official-website-page');

/** The official website's public pages (002 §2.1), each with its title. */
const OFFICIAL_WEBSITE: readonly [string, string, AppRouteDef['titleKey']][] = [
  ['service-center', '/equityExchangeServiceCenter', 'route.serviceCenter'],
  ['official-map-chart', '/officialWebsiteMapChart', 'route.officialMapChart'],
  ['official-tables', '/officialWebsiteTables', 'route.officialTables'],
  ['official-company-list', '/officialWebsiteCompanyList', 'route.officialCompanyList'],
  ['official-gp-list', '/officialWebsiteGpList', 'route.officialGpList'],
  ['official-member-list', '/officialWebsiteMemberList', 'route.officialMemberList'],
  ['official-information', '/officialWebsiteInformation', 'route.officialInformation'],
];

/**
 * 企业展示 (550092 / 550901) and the provincial official website (issue 25, ADR 80): 550092's
 * numbered routes, 展示板块管理, and the official-website pages (public, the host's tenant; their
 * map loads ECharts only on its own page). Spread into `routeTable` in place.
 */
export const showcaseRoutes: readonly AppRouteDef[] = [
  portalPage('showcase-compile', '/550092/compile', 'route.showcaseCompile', showcasePage),
  portalPage('showcase-detail', '/550092/detail', 'route.showcaseDetail', showcasePage),
  portalPage(
    'show-plate-admin',
    '/showPlateAdmin',
    'route.showPlateAdmin',
    () => import('../features/showcase/show-plate-admin-page'),
    { roles: STAFF },
  ),
  ...OFFICIAL_WEBSITE.map(([id, path, title]) => publicPage(id, path, title, officialWebsitePage)),
  barePublicPage(
    'service-center-blank',
    '/serviceCenterBlankPage',
    'route.serviceCenter',
    officialWebsitePage,
  ),
];
