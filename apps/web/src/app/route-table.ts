import { type AppRouteDef, barePublicPage, PORTAL_BUILDING_PATH, portalPage } from './route-def';
import { prefetchApplyPage } from './route-prefetch';
import { administrationRoutes } from './route-table-admin';
import { contentRoutes } from './route-table-content';
import { financingRoutes } from './route-table-financing';
import { investorAndMemberRoutes } from './route-table-investors';
import { listingRoutes } from './route-table-listing';
import { announcementRoutes, publicSiteRoutes } from './route-table-public';
import { roadshowRoutes } from './route-table-roadshow';
import { showcaseRoutes } from './route-table-showcase';
import { srdiRoutes } from './route-table-srdi';

export type { AppRouteDef, RouteAccess, RouteLayout, RouteTitleKey } from './route-def';
export { PORTAL_BUILDING_PATH } from './route-def';

const ADMINISTRATOR = ['administrator'] as const;

/**
 * The one route table: the router, the guards, the page titles and (later) the side menu and tabs are all
 * derived from it. Login, lock and the workbench routes join here with their issue.
 */
export const routeTable: readonly AppRouteDef[] = [
  {
    id: 'home',
    path: '/',
    titleKey: 'route.home',
    documentTitle: 'site',
    access: 'public',
    layout: 'public',
    signedInRedirect: '/wel/index',
    // The home page's market messages are in the portal catalogue's chunk (ADR 82: /login's budget).
    load: () => import('../features/home/home-page'),
  },
  ...(['login', 'orgholder', 'personalholder', 'productholder'] as const).map((variant) =>
    barePublicPage(
      variant === 'login' ? 'login' : `login-${variant}`,
      variant === 'login' ? '/login' : `/login/${variant}`,
      'route.login',
      () => import('../features/auth/login-page'),
      { guestOnly: true },
    ),
  ),
  barePublicPage('register', '/register', 'route.register', () => import('../features/auth/register-page'), {
    guestOnly: true,
  }),
  barePublicPage(
    'forgot-password',
    '/forgotPassword',
    'route.forgotPassword',
    () => import('../features/auth/forgot-password-page'),
    { guestOnly: true },
  ),
  barePublicPage(
    'face-check-sandbox',
    '/faceCheckSandbox',
    'route.faceCheckSandbox',
    () => import('../features/security-center/face-check-sandbox-page'),
  ),
  // The pledgee's confirmation from its SMS link (issue 23, ADR 72): no login, the token is the credential.
  barePublicPage(
    'pledgee-confirm',
    '/pledgeeConfirm',
    'route.pledgeeConfirm',
    () => import('../features/pledgee-confirmation/pledgee-confirm-page'),
  ),
  barePublicPage(
    'test-accounts',
    '/testAccounts',
    'route.testAccounts',
    () => import('../features/auth/test-accounts-page'),
  ),
  {
    id: 'lock',
    path: '/lock',
    titleKey: 'route.lock',
    access: 'authenticated',
    layout: 'bare',
    coreCatalogue: true,
    load: () => import('../features/lock/lock-page'),
  },
  portalPage(
    'workbench',
    '/wel/index',
    'route.workbench',
    () => import('../features/workbench/workbench-page'),
  ),
  portalPage(
    'security-center',
    '/securityCenter',
    'route.securityCenter',
    () => import('../features/security-center/security-center-page'),
  ),
  // Share register screens (issue 4; features/share-register/README.md). The server authorises each
  // call by zone: investors /capital and /gd/wdcgxx, the enterprise its own /shareRegister, staff all.
  portalPage(
    'register-capital',
    '/capital',
    'route.capital',
    () => import('../features/share-register/capital-page'),
  ),
  portalPage(
    'register-my-holdings',
    '/gd/wdcgxx',
    'route.myHoldings',
    () => import('../features/share-register/my-holdings-page'),
  ),
  portalPage(
    'register-shareholders',
    '/shareholderDetail',
    'route.shareholderDetail',
    () => import('../features/share-register/shareholder-detail-page'),
  ),
  portalPage(
    'register-shareholder',
    '/singleShareholderDetail/:uuid',
    'route.singleShareholderDetail',
    () => import('../features/share-register/single-shareholder-detail-page'),
  ),
  portalPage(
    'register-view',
    '/shareRegister',
    'route.shareRegister',
    () => import('../features/share-register/register-page'),
  ),
  portalPage(
    'register-import',
    '/shareRegister/import',
    'route.shareRegisterImport',
    () => import('../features/share-register/register-import-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
  // Form engine (issue 5, ADR 14): the demo page of the renderer (query: appId, nodeId, type, taskItemState, uuid).
  portalPage(
    'form-demo',
    '/process/formDemo',
    'route.formDemo',
    () => import('../forms/demo/form-demo-page'),
  ),
  // Workflow pages (issue 6; features/workflow/README.md): apply, approve, the business details, the voucher, the lists.
  portalPage(
    'workflow-apply',
    '/process/apply',
    'route.processApply',
    () => import('../features/workflow/apply-page'),
    { prefetch: prefetchApplyPage },
  ),
  // 002 §2.3: /newInvestor/{flowkey}?landingMode=… opens the investor opening of that flow key (ADR 61).
  portalPage(
    'new-investor',
    '/newInvestor/:flowkey',
    'route.processApply',
    () => import('../features/workflow/new-investor-page'),
  ),
  portalPage(
    'workflow-approve',
    '/process/approve',
    'route.processApprove',
    () => import('../features/workflow/approve-page'),
  ),
  portalPage(
    'workflow-detail',
    '/process/detial',
    'route.processDetail',
    () => import('../features/workflow/detail-page'),
  ),
  portalPage(
    'workflow-ywls-detail',
    '/process/ywlsDetail',
    'route.processDetail',
    () => import('../features/workflow/detail-page'),
  ),
  portalPage(
    'workflow-change-detail',
    '/process/changeDetial',
    'route.changeDetail',
    () => import('../features/workflow/detail-page'),
  ),
  portalPage(
    'workflow-voucher',
    '/process_pdf',
    'route.processPdf',
    () => import('../features/workflow/voucher-page'),
  ),
  portalPage(
    'workflow-claim',
    '/work/claim',
    'route.myApplications',
    () => import('../features/workflow/my-applications-page'),
  ),
  portalPage(
    'workflow-todo',
    '/work/todo',
    'route.myTodos',
    () => import('../features/workflow/my-todos-page'),
  ),
  // Query pages and the form designer (issue 5, ADR 15; features/query-pages, features/form-design).
  portalPage(
    'query-page',
    '/queryPage/:pageKey',
    'route.queryPage',
    () => import('../features/query-pages/query-page'),
    {
      keepAlive: true,
    },
  ),
  portalPage(
    'query-config-edit',
    '/queryConfig/edit/:pageKey',
    'route.queryConfigEdit',
    () => import('../features/query-pages/query-config-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'query-config-add',
    '/queryConfig/add',
    'route.queryConfigAdd',
    () => import('../features/query-pages/query-config-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'business-catalogue',
    '/companyApply',
    'route.businessCatalogue',
    () => import('../features/catalogue/business-catalogue-page'),
  ),
  // Investors and members (issue 22): route-table-investors.ts.
  ...investorAndMemberRoutes,
  ...listingRoutes,
  // Administration (system settings and the staff console): route-table-admin.ts.
  ...administrationRoutes,
  // Where an account whose password an administrator set must change it first (ADR 39).
  {
    id: 'change-password',
    path: '/changePassword',
    titleKey: 'route.changePassword',
    access: 'authenticated',
    layout: 'bare',
    coreCatalogue: true,
    load: () => import('../features/security-center/forced-password-page'),
  },
  // Evidence ledger (issue 7; features/evidence/README.md): the explorer and an entry's page for signed-in
  // users (002 §2.3; the server scopes the lists), the receipt verification page public (no login).
  portalPage(
    'block-chain',
    '/blockChain',
    'route.blockChain',
    () => import('../features/evidence/blockchain-page'),
  ),
  portalPage(
    'block-chain-detail',
    '/areaBlockChainDetail/:transHash',
    'route.areaBlockChainDetail',
    () => import('../features/evidence/entry-detail-page'),
  ),
  ...announcementRoutes,
  // Content operations (issue 25, ADR 83): route-table-content.ts.
  ...contentRoutes,
  ...financingRoutes,
  // Financing roadshows (ADR 88): route-table-roadshow.ts.
  ...roadshowRoutes,
  ...srdiRoutes,
  ...showcaseRoutes,
  ...publicSiteRoutes,
  {
    id: 'evidence-verify',
    path: '/evidence/verify',
    titleKey: 'route.evidenceVerify',
    access: 'public',
    layout: 'public',
    load: () => import('../features/evidence/verify-page'),
  },
  portalPage(
    'portal-building',
    PORTAL_BUILDING_PATH,
    'route.building',
    () => import('../pages/building-page'),
  ),
  {
    id: 'building',
    path: '/building',
    titleKey: 'route.building',
    access: 'public',
    layout: 'public',
    load: () => import('../pages/building-page'),
  },
  barePublicPage('forbidden', '/403', 'route.forbidden', () => import('../pages/forbidden-page')),
  barePublicPage('not-found', '/404', 'route.notFound', () => import('../pages/not-found-page')),
  barePublicPage('server-error', '/500', 'route.serverError', () => import('../pages/server-error-page')),
  barePublicPage('catch-all', '*', 'route.notFound', () => import('../pages/not-found-page')),
];

export const findRouteById = (id: string): AppRouteDef | undefined =>
  routeTable.find((route) => route.id === id);

/** Whether a table path matches `pathname`: static segments exactly, `:param` segments any one segment. */
const matchesPath = (pattern: string, pathname: string): boolean => {
  if (!pattern.includes(':')) return pattern === pathname;
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
};

/** The route whose path matches `pathname` (static paths, or `:param` segments as in `/x/:uuid`). */
export const findRouteByPath = (pathname: string): AppRouteDef | undefined =>
  routeTable.find((route) => route.path !== '*' && matchesPath(route.path, pathname));
