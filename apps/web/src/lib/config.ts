/**
 * Client-side constants of the platform (spec 000 §3 "Config", §9). Values that differ per deployment
 * come from Vite env variables (`VITE_*`) and fall back to the BladeX defaults.
 */

const env = import.meta.env;

const fromEnv = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export const appConfig = {
  /** OAuth client of the web app, sent as `Authorization: Basic base64(id:secret)`. */
  clientId: fromEnv(env.VITE_CLIENT_ID, 'saber'),
  clientSecret: fromEnv(env.VITE_CLIENT_SECRET, 'saber_secret'),
  /** Default tenant (spec 000 §9). */
  defaultTenantId: '000000',
  /** Tenant of the shared-platform deployment: no logout, no organisation switching, smart theme. */
  sharedPlatformTenantId: '518100',
  /** Header carrying the access token. */
  tokenHeader: 'Blade-Auth',
  /** Default request timeout in ms (spec 000 §9). */
  requestTimeoutMs: 600_000,
  /** Token refresh check interval in ms (used by the session shell). */
  tokenCheckIntervalMs: 10_000,
  /** Page the user is sent to after a 504 answer (the application query page). */
  applicationQueryPath: '/queryPage/bizApplication2',
  loginPath: '/login',
  forbiddenPath: '/403',
  /** Where an account must change a password an administrator set (ADR 39). */
  changePasswordPath: '/changePassword',
  defaultTheme: 'default',
  themeColor: '#409EFF',
} as const;

/** Where 401/407 answers send the user; the marker tells the login page the session expired. */
export const sessionExpiredLoginPath = `${appConfig.loginPath}?loseEfficacy=1`;
