import { type AppRouteDef, publicPage } from './route-def';

/** The lists the top menu's 信息披露 opens from the portal (menu-model.ts `menuTarget`). */
const FROM_MENU = { opensFromMenu: true };

/**
 * The public pledge and freeze announcements (002 §2.1, §2.4; issue 23, ADR 75): no login, the host's
 * tenant. Spread into `routeTable` in place.
 */
export const announcementRoutes: readonly AppRouteDef[] = [
  publicPage(
    'pledge-list',
    '/pledgeList',
    'route.pledgeList',
    () => import('../features/encumbrances/pledge-list-page'),
    FROM_MENU,
  ),
  publicPage(
    'pledge-detail',
    '/pledgeDetail',
    'route.pledgeDetail',
    () => import('../features/encumbrances/pledge-detail-page'),
  ),
  publicPage(
    'frozen-list',
    '/frozenList',
    'route.frozenList',
    () => import('../features/encumbrances/frozen-list-page'),
    FROM_MENU,
  ),
  publicPage(
    'frozen-detail',
    '/frozenDetail',
    'route.frozenDetail',
    () => import('../features/encumbrances/frozen-detail-page'),
  ),
];
