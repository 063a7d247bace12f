/** What a route of the SPA declares, and the two common shapes (route-table.ts lists them). */
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
  /**
   * A public page that the portal's menus open as itself (the pledge and freeze announcements of the
   * top menu's 信息披露, ADR 75) rather than the portal's 建设中 page for public paths.
   */
  opensFromMenu?: boolean;
  /**
   * Match the path's letter case exactly: the spec's /gpListG (the showcase's listed tab) and /gplistG (a
   * listed company's detail) differ only in case, and react-router matches without case by default.
   */
  caseSensitive?: boolean;
  /** Keep the page mounted when switching tabs (the tab shell reads it). */
  keepAlive?: boolean;
  /**
   * The page renders with the bundled core messages only (sign-in, error and public-frame pages): it
   * does not wait for the portal's catalogue (lib/i18n.ts loadPortalCatalogue, ADR 31).
   */
  coreCatalogue?: boolean;
  /**
   * Starts the page's first data requests when the route is entered (after the guard), in
   * parallel with loading the page's code; the page's identical requests take the answers.
   */
  prefetch?: (search: URLSearchParams) => void;
  /** The page module; loaded when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Menu leaves whose page is not built yet open the 建设中 page inside the portal (`?menu=<menu id>`). */
export const PORTAL_BUILDING_PATH = '/wel/building';

export type RouteExtras = Omit<AppRouteDef, 'id' | 'path' | 'titleKey' | 'access' | 'layout' | 'load'>;

/** Pages of one access and frame, declared by id, path, title and module (and any extras). */
const pageOf =
  (access: AppRouteDef['access'], layout: AppRouteDef['layout']) =>
  (
    id: string,
    path: string,
    titleKey: RouteTitleKey,
    load: AppRouteDef['load'],
    extras: RouteExtras = {},
  ): AppRouteDef => ({ id, path, titleKey, access, layout, ...extras, load });

/** A page of the signed-in portal frame. */
export const portalPage = pageOf('authenticated', 'portal');

/** A page of the public site frame, open to anyone. */
export const publicPage = pageOf('public', 'public');

/** A page with no frame, open to anyone (sign-in pages, error pages); core messages only. */
export const barePublicPage = (
  id: string,
  path: string,
  titleKey: RouteTitleKey,
  load: AppRouteDef['load'],
  extras: RouteExtras = {},
): AppRouteDef => pageOf('public', 'bare')(id, path, titleKey, load, { coreCatalogue: true, ...extras });
