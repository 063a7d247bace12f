import { type AppRouteDef, portalPage, publicPage } from './route-def';

/**
 * 融资路演 (002 §2.6; ADR 88): the org zone's three 企业管理 entries, the staff's 路演活动管理, and the
 * calendar, which is a public page (linked from /privateEquityFund) the org menu opens as itself.
 */
export const roadshowRoutes: readonly AppRouteDef[] = [
  publicPage('roadshow', '/roadshow', 'route.roadshow', () => import('../features/roadshow/calendar-page'), {
    opensFromMenu: true,
  }),
  portalPage(
    'roadshow-query',
    '/roadshow/query',
    'route.roadshowQuery',
    () => import('../features/roadshow/query-page'),
  ),
  portalPage(
    'roadshow-manage',
    '/roadshow/manage',
    'route.roadshowManage',
    () => import('../features/roadshow/manage-page'),
  ),
  portalPage(
    'roadshow-admin',
    '/roadshowAdmin',
    'route.roadshowAdmin',
    () => import('../features/roadshow/admin-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
];
