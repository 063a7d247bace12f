import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { type AuthUser, requireUser } from './guard.js';

/** The role alias of administrators (form designer, query-page configuration, …). */
export const ADMINISTRATOR_ROLE = 'administrator';

/**
 * The one administrator check (ADR 29): signed in to the management zone with the administrator
 * role as the guard read it with the session (live, not the token's copy of the roles).
 */
export function isAdministrator(user: Pick<AuthUser, 'roles' | 'landingMode'>): boolean {
  return user.landingMode === 'mgr' && user.roles.includes(ADMINISTRATOR_ROLE);
}

/** The request's user when an administrator, else 403 没有权限执行该操作. */
export function requireAdministrator(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isAdministrator(user)) throw new AppError('FORBIDDEN');
  return user;
}
