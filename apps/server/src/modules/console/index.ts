/** The public face of the staff console (issue 20, ADR 39). */
export type { ConsoleDeps } from './console-accounts.service.js';
export { registerConsoleRoutes } from './console-routes.js';
