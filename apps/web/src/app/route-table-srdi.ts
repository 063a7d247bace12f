import { type AppRouteDef, portalPage, publicPage } from './route-def';

/**
 * The SRDI board (issue 25, ADR 81): its public pages (no login, the host's tenant) and the
 * enterprise's pages of the org zone's 企业管理 menu. Spread into `routeTable` in place.
 */
export const srdiRoutes: readonly AppRouteDef[] = [
  publicPage(
    'specialization-new-list',
    '/specializationNewList',
    'route.specializationNewList',
    () => import('../features/srdi/srdi-list-page'),
    { opensFromMenu: true },
  ),
  publicPage(
    'specialization-new-info',
    '/specializationNewInfo',
    'route.specializationNewInfo',
    () => import('../features/srdi/srdi-info-page'),
  ),
  publicPage(
    'ruban-detail',
    '/rubanDetail',
    'route.rubanDetail',
    () => import('../features/srdi/ruban-detail-page'),
  ),
  portalPage(
    'company-hitech-apply',
    '/companyHitechApply',
    'route.companyHitechApply',
    () => import('../features/srdi/company-hitech-apply-page'),
  ),
  portalPage(
    'company-hitech-info',
    '/companyHitechInfo',
    'route.companyHitechInfo',
    () => import('../features/srdi/company-hitech-info-page'),
  ),
  portalPage(
    'company-service-apply',
    '/companyServiceApply',
    'route.companyServiceApply',
    () => import('../features/srdi/company-service-apply-page'),
  ),
];
