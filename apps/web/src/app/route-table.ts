import type { ComponentType } from 'react';
import type { Messages } from '../locales/zh-CN';

/** `public`: anyone; `authenticated`: needs a token (the guard sends others to the login page). */
export type RouteAccess = 'public' | 'authenticated';
/** Which frame wraps the page: the public site frame, or none (error pages). The workbench frame comes later. */
export type RouteLayout = 'public' | 'bare';
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
    load: () => import('../features/home/home-page'),
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
