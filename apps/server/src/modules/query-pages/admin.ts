import { ADMINISTRATOR_ROLE, isAdministrator, requireAdministrator } from '../identity/index.js';

/** Role alias that may change query-page configurations: the one administrator check (ADR 29). */
export const CONFIG_ADMIN_ROLE = ADMINISTRATOR_ROLE;

/** The request's user when an administrator of the management zone, else 403. */
export const requireConfigAdmin = Object.assign(requireAdministrator, { allows: isAdministrator });
