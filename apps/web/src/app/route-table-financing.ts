import { type AppRouteDef, portalPage, publicPage } from './route-def';

/** Public pages the portal's menus (top item 4, the org zone's 投融资) open as themselves. */
const FROM_MENU = { opensFromMenu: true };

/**
 * 投融资信息 (002 §2.1, §2.4 item 4; issue 25 part G2, ADR 84): the public pages in the public frame
 * (the host's tenant, no sign-in; /invest and /perfectData ask for it themselves), the enterprise's
 * and the staff's pages in the portal. Spread into `routeTable` in place.
 */
export const financingRoutes: readonly AppRouteDef[] = [
  publicPage(
    'private-equity-fund',
    '/privateEquityFund',
    'route.privateEquityFund',
    () => import('../features/financing/private-equity-fund-page'),
    FROM_MENU,
  ),
  publicPage(
    'financing-index',
    '/financingIndex',
    'route.financingIndex',
    () => import('../features/financing/financing-index-page'),
  ),
  publicPage(
    'financing-detail',
    '/financing',
    'route.financingDetail',
    () => import('../features/financing/financing-detail-page'),
  ),
  publicPage(
    'value-diagnosis',
    '/valueDiagnosis',
    'route.valueDiagnosis',
    () => import('../features/financing/value-diagnosis-page'),
    FROM_MENU,
  ),
  publicPage(
    'value-flow-service',
    '/valueDiagnosis/flowService',
    'route.valueFlowService',
    () => import('../features/financing/flow-service-page'),
  ),
  publicPage(
    'skill-evaluate',
    '/skillEvaluate',
    'route.skillEvaluate',
    () => import('../features/financing/skill-evaluate-page'),
    FROM_MENU,
  ),
  publicPage(
    'perfect-data',
    '/perfectData',
    'route.perfectData',
    () => import('../features/financing/perfect-data-page'),
    FROM_MENU,
  ),
  publicPage('invest', '/invest', 'route.invest', () => import('../features/financing/invest-page')),
  portalPage(
    'financing-mine',
    '/financing/mine',
    'route.myFinancing',
    () => import('../features/financing/my-needs-page'),
  ),
  portalPage(
    'financing-review',
    '/financingReview',
    'route.financingReview',
    () => import('../features/financing/review-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
];
