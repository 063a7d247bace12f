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

const showcase = () => import('../features/public-site/showcase-page');
/** /gpListG and /gplistG are two pages (the listed tab, a listed company): matched with their case. */
const EXACT_CASE = { caseSensitive: true };
const companyDetail = () => import('../features/public-site/company-detail-page');
const login = () => import('../features/auth/login-page');

/**
 * The public site (issue 25 part F, ADR 82): the showcase under each of its spec paths, the detail
 * pages (opened in a new window with tenantId and uuid), the member display, the /home group and
 * framed pages. No login, the host's tenant; the top menus open them as themselves.
 */
export const publicSiteRoutes: readonly AppRouteDef[] = [
  publicPage('public-home', '/home', 'route.home', () => import('../features/home/home-page'), {
    documentTitle: 'site',
  }),
  ...(['/companyList', '/companyListNew', '/gpList', '/gpListG', '/gpListT', '/gpListZ'] as const).map(
    (path) =>
      publicPage(`showcase${path.replace('/', '-')}`, path, 'route.companyList', showcase, EXACT_CASE),
  ),
  publicPage('showcase-hosted-detail', '/gplistT', 'route.hostedDetail', companyDetail, EXACT_CASE),
  publicPage('showcase-listed-detail', '/gplistG', 'route.listedDetail', companyDetail, EXACT_CASE),
  publicPage('showcase-displayed-detail', '/gplistZ', 'route.displayedDetail', companyDetail, EXACT_CASE),
  publicPage('company-detail', '/companyDetial', 'route.companyDetail', companyDetail),
  publicPage('home-company-detail', '/home/companyDetial', 'route.companyDetail', companyDetail),
  publicPage('home-login', '/home/login', 'route.login', login, { guestOnly: true, coreCatalogue: true }),
  publicPage('home-login-route', '/home/login/:route', 'route.login', login, {
    guestOnly: true,
    coreCatalogue: true,
  }),
  publicPage(
    'member-list',
    '/memberList',
    'route.memberList',
    () => import('../features/public-site/member-list-page'),
  ),
  publicPage(
    'member-details',
    '/memberDetails',
    'route.memberDetails',
    () => import('../features/public-site/member-detail-page'),
  ),
  publicPage(
    'my-iframe',
    '/myiframe/:routerPath',
    'route.myIframe',
    () => import('../features/public-site/myiframe-page'),
  ),
];
