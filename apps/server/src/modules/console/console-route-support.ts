import type { FastifyRequest } from 'fastify';
import { isAdministrator, requireAdministrator } from '../identity/index.js';
import type { ConsoleActor } from './console-audit.js';

/** Every console call: signed in, and an administrator of the management zone (checked before the body is read). */
export const CONSOLE_CONFIG = { access: 'user' as const, authorize: isAdministrator };
export const CONSOLE_TAGS = ['console'];

export function consoleActor(request: FastifyRequest): ConsoleActor {
  return { user: requireAdministrator(request), ip: request.ip, requestId: String(request.id) };
}
