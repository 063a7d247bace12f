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

/** The route whose path is exactly `pathname` (no patterns: the table's paths are static). */
export const findRouteByPath = (pathname: string): AppRouteDef | undefined =>
  routeTable.find((route) => route.path === pathname && route.path !== '*');
