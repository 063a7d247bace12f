import { appConfig, sessionExpiredLoginPath } from '../lib/config';
import type { AppRouteDef } from './route-table';

export interface GuardContext {
  isLoggedIn: boolean;
  /** The lock screen is on (the lock feature sets it later). */
  isLocked: boolean;
  /** The signed-in user's roles. */
  roles: readonly string[];
}

export const LOCK_PATH = '/lock';
export const WORKBENCH_PATH = '/wel/index';

/** Menu items and pages are visible when they name no roles or one of the user's roles (spec 000 §6). */
export function isVisibleToRoles(route: Pick<AppRouteDef, 'roles'>, roles: readonly string[]): boolean {
  return !route.roles || route.roles.length === 0 || route.roles.some((role) => roles.includes(role));
}

/**
 * Where a navigation to `route` must go instead, or null to proceed (spec 000 §2, 002 §4 "Route guard"):
 * no token on a non-public page → login with the expiry marker; a signed-in user on the login page → `/`,
 * and on `/` → the workbench; a locked screen → the lock page (and an unlocked one away from it); a page for
 * other roles → 403.
 */
export function guardRedirect(route: AppRouteDef, context: GuardContext): string | null {
  if (context.isLoggedIn && context.isLocked && route.path !== LOCK_PATH) return LOCK_PATH;
  if (context.isLoggedIn && !context.isLocked && route.path === LOCK_PATH) return WORKBENCH_PATH;
  if (route.guestOnly && context.isLoggedIn) return '/';
  if (route.signedInRedirect && context.isLoggedIn) return route.signedInRedirect;
  if (route.access === 'authenticated' && !context.isLoggedIn) return sessionExpiredLoginPath;
  if (!isVisibleToRoles(route, context.roles)) return appConfig.forbiddenPath;
  return null;
}

/** Document title of a page: the page title before the site name, or the site name alone. */
export function documentTitleOf(pageTitle: string | null, siteName: string): string {
  return pageTitle ? `${pageTitle} - ${siteName}` : siteName;
}
