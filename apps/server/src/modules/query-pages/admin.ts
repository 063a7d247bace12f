import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { type AuthUser, requireUser } from '../identity/guard.js';

/** Role alias that may change query-page configurations (the forms module's FORM_ADMIN_ROLE too). */
export const CONFIG_ADMIN_ROLE = 'administrator';

/** An administrator signed in to the management zone (the configurator's calls live under mgrweb). */
function allows(user: Pick<AuthUser, 'roles' | 'landingMode'>): boolean {
  return user.landingMode === 'mgr' && user.roles.includes(CONFIG_ADMIN_ROLE);
}

/** The request's user when an administrator of the management zone, else 403. */
export const requireConfigAdmin = Object.assign(
  (request: FastifyRequest): AuthUser => {
    const user = requireUser(request);
    if (!allows(user)) throw new AppError('FORBIDDEN');
    return user;
  },
  { allows },
);
