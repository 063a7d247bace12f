import type { ComponentType } from 'react';
import type { Messages } from '../locales/zh-CN';

/** `public`: anyone; `authenticated`: needs a token (the guard sends others to the login page). */
export type RouteAccess = 'public' | 'authenticated';
/** Which frame wraps the page: the public site frame, the signed-in portal frame, or none. */
export type RouteLayout = 'public' | 'portal' | 'bare';
export type RouteTitleKey = `route.${keyof Messages['route'] & string}`;

export interface AppRouteDef {
  /** Stable id, also the react-router route id. */
  id: string;
  path: string;
  /** Page title (document title, tab label, menu label). */
  titleKey: RouteTitleKey;
  /** `site`: the document title is only the site name (tenant name), as on the home page. */
  documentTitle?: 'page' | 'site';
  access: RouteAccess;
  /** Only for users not signed in (the login page): signed-in users are sent to `/`. */
  guestOnly?: boolean;
  /** Signed-in users are sent here instead (the home page sends them to the workbench). */
  signedInRedirect?: string;
  layout: RouteLayout;
  /** Visible to these roles only (menu and guard); absent or empty means everyone. */
  roles?: readonly string[];
  /** Listed in the side menu, in this order (the shell reads it). */
  menu?: { order: number; parentId?: string };
  /** Keep the page mounted when switching tabs (the tab shell reads it). */
  keepAlive?: boolean;
  /** The page module; loaded when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Menu leaves whose page is not built yet open the 建设中 page inside the portal (`?menu=<menu id>`). */
export const PORTAL_BUILDING_PATH = '/wel/building';

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
    load: () => import('../features/home/home-page'),
  },
  ...(['login', 'orgholder', 'personalholder', 'productholder'] as const).map(
    (variant): AppRouteDef => ({
      id: variant === 'login' ? 'login' : `login-${variant}`,
      path: variant === 'login' ? '/login' : `/login/${variant}`,
      titleKey: 'route.login',
      access: 'public',
      guestOnly: true,
      layout: 'bare',
      load: () => import('../features/auth/login-page'),
    }),
  ),
  {
    id: 'register',
    path: '/register',
    titleKey: 'route.register',
    access: 'public',
    guestOnly: true,
    layout: 'bare',
    load: () => import('../features/auth/register-page'),
  },
  {
    id: 'forgot-password',
    path: '/forgotPassword',
    titleKey: 'route.forgotPassword',
    access: 'public',
    guestOnly: true,
    layout: 'bare',
    load: () => import('../features/auth/forgot-password-page'),
  },
  {
    id: 'face-check-sandbox',
    path: '/faceCheckSandbox',
    titleKey: 'route.faceCheckSandbox',
    access: 'public',
    layout: 'bare',
    load: () => import('../features/security-center/face-check-sandbox-page'),
  },
  {
    id: 'test-accounts',
    path: '/testAccounts',
    titleKey: 'route.testAccounts',
    access: 'public',
    layout: 'bare',
    load: () => import('../features/auth/test-accounts-page'),
  },
  {
    id: 'lock',
    path: '/lock',
    titleKey: 'route.lock',
    access: 'authenticated',
    layout: 'bare',
    load: () => import('../features/lock/lock-page'),
  },
  {
    id: 'workbench',
    path: '/wel/index',
    titleKey: 'route.workbench',
    access: 'authenticated',
    layout: 'portal',
    load: () => import('../features/workbench/workbench-page'),
  },
  {
    id: 'security-center',
    path: '/securityCenter',
    titleKey: 'route.securityCenter',
    access: 'authenticated',
    layout: 'portal',
    load: () => import('../features/security-center/security-center-page'),
  },
  // Share register screens (issue 4; features/share-register/README.md). The server authorises each
  // call by zone: investors /capital and /gd/wdcgxx, the enterprise its own /shareRegister, staff all.
  ...(
    [
      [
        'register-capital',
        '/capital',
        'route.capital',
        () => import('../features/share-register/capital-page'),
      ],
      [
        'register-my-holdings',
        '/gd/wdcgxx',
        'route.myHoldings',
        () => import('../features/share-register/my-holdings-page'),
      ],
      [
        'register-shareholders',
        '/shareholderDetail',
        'route.shareholderDetail',
        () => import('../features/share-register/shareholder-detail-page'),
      ],
      [
        'register-shareholder',
        '/singleShareholderDetail/:uuid',
        'route.singleShareholderDetail',
        () => import('../features/share-register/single-shareholder-detail-page'),
      ],
      [
        'register-view',
        '/shareRegister',
        'route.shareRegister',
        () => import('../features/share-register/register-page'),
      ],
    ] as const
  ).map(
    ([id, path, titleKey, load]): AppRouteDef => ({
      id,
      path,
      titleKey,
      access: 'authenticated',
      layout: 'portal',
      load,
    }),
  ),
  {
    id: 'register-import',
    path: '/shareRegister/import',
    titleKey: 'route.shareRegisterImport',
    access: 'authenticated',
    layout: 'portal',
    roles: ['reviewer_first', 'reviewer_second', 'administrator'],
    load: () => import('../features/share-register/register-import-page'),
  },
  // Form engine (issue 5, ADR 14): the demo page of the renderer (query: appId, nodeId, type, taskItemState, uuid).
  {
    id: 'form-demo',
    path: '/process/formDemo',
    titleKey: 'route.formDemo',
    access: 'authenticated',
    layout: 'portal',
    load: () => import('../forms/demo/form-demo-page'),
  },
  // Workflow pages (issue 6; features/workflow/README.md): apply, approve, the business details, the voucher, the lists.
  ...(
    [
      [
        'workflow-apply',
        '/process/apply',
        'route.processApply',
        () => import('../features/workflow/apply-page'),
      ],
      [
        'workflow-approve',
        '/process/approve',
        'route.processApprove',
        () => import('../features/workflow/approve-page'),
      ],
      [
        'workflow-detail',
        '/process/detial',
        'route.processDetail',
        () => import('../features/workflow/detail-page'),
      ],
      [
        'workflow-ywls-detail',
        '/process/ywlsDetail',
        'route.processDetail',
        () => import('../features/workflow/detail-page'),
      ],
      [
        'workflow-change-detail',
        '/process/changeDetial',
        'route.changeDetail',
        () => import('../features/workflow/detail-page'),
      ],
      [
        'workflow-voucher',
        '/process_pdf',
        'route.processPdf',
        () => import('../features/workflow/voucher-page'),
      ],
      [
        'workflow-claim',
        '/work/claim',
        'route.myApplications',
        () => import('../features/workflow/my-applications-page'),
      ],
      ['workflow-todo', '/work/todo', 'route.myTodos', () => import('../features/workflow/my-todos-page')],
    ] as const
  ).map(
    ([id, path, titleKey, load]): AppRouteDef => ({
      id,
      path,
      titleKey,
      access: 'authenticated',
      layout: 'portal',
      load,
    }),
  ),
  // Query pages and the form designer (issue 5, ADR 15; features/query-pages, features/form-design).
  {
    id: 'query-page',
    path: '/queryPage/:pageKey',
    titleKey: 'route.queryPage',
    access: 'authenticated',
    layout: 'portal',
    keepAlive: true,
    load: () => import('../features/query-pages/query-page'),
  },
  ...(
    [
      ['query-config-edit', '/queryConfig/edit/:pageKey', 'route.queryConfigEdit'],
      ['query-config-add', '/queryConfig/add', 'route.queryConfigAdd'],
    ] as const
  ).map(
    ([id, path, titleKey]): AppRouteDef => ({
      id,
      path,
      titleKey,
      access: 'authenticated',
      layout: 'portal',
      roles: ['administrator'],
      load: () => import('../features/query-pages/query-config-page'),
    }),
  ),
  {
    id: 'form-design',
    path: '/formDesign',
    titleKey: 'route.formDesign',
    access: 'authenticated',
    layout: 'portal',
    roles: ['administrator'],
    load: () => import('../features/form-design/form-design-page'),
  },
  // Evidence ledger (issue 7; features/evidence/README.md): the explorer and an entry's page for signed-in
  // users (002 §2.3; the server scopes the lists), the receipt verification page public (no login).
  {
    id: 'block-chain',
    path: '/blockChain',
    titleKey: 'route.blockChain',
    access: 'authenticated',
    layout: 'portal',
    load: () => import('../features/evidence/blockchain-page'),
  },
  {
    id: 'block-chain-detail',
    path: '/areaBlockChainDetail/:transHash',
    titleKey: 'route.areaBlockChainDetail',
    access: 'authenticated',
    layout: 'portal',
    load: () => import('../features/evidence/entry-detail-page'),
  },
  {
    id: 'evidence-verify',
    path: '/evidence/verify',
    titleKey: 'route.evidenceVerify',
    access: 'public',
    layout: 'public',
    load: () => import('../features/evidence/verify-page'),
  },
  {
    id: 'portal-building',
    path: PORTAL_BUILDING_PATH,
    titleKey: 'route.building',
    access: 'authenticated',
    layout: 'portal',
    load: () => import('../pages/building-page'),
  },
  {
    id: 'building',
    path: '/building',
    titleKey: 'route.building',
    access: 'public',
    layout: 'public',
    load: () => import('../pages/building-page'),
  },
  {
    id: 'forbidden',
    path: '/403',
    titleKey: 'route.forbidden',
    access: 'public',
    layout: 'bare',
    load: () => import('../pages/forbidden-page'),
  },
  {
    id: 'not-found',
    path: '/404',
    titleKey: 'route.notFound',
    access: 'public',
    layout: 'bare',
    load: () => import('../pages/not-found-page'),
  },
  {
    id: 'server-error',
    path: '/500',
    titleKey: 'route.serverError',
    access: 'public',
    layout: 'bare',
    load: () => import('../pages/server-error-page'),
  },
  {
    id: 'catch-all',
    path: '*',
    titleKey: 'route.notFound',
    access: 'public',
    layout: 'bare',
    load: () => import('../pages/not-found-page'),
  },
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
