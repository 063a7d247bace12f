import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LandingMode } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import { type AccessClaims, verifyAccessToken } from './access-token.js';
import { type GuardSnapshot, readGuardSnapshot } from './guard.repository.js';
import type { IdentityDeps } from './identity-deps.js';
import { regulatorMayPass } from './regulator.js';
import type { SessionRecord } from './session.repository.js';

/** The signed-in caller, put on the request by the guard. */
export interface AuthUser {
  accountId: string;
  tenantId: string;
  account: string;
  realName: string;
  orgType: number;
  /** Role aliases read with the session (the guard's snapshot), never the token's copy. */
  roles: string[];
  landingMode: LandingMode;
  sessionId: string;
  /** The session's recorded choices (switch calls). */
  session: Pick<SessionRecord, 'currentCompany' | 'currentHolder' | 'currentProduct'>;
  /** The Current-Company / Current-Holder / Current-Product headers, each checked against the bindings. */
  currentCompany: string | null;
  currentHolder: string | null;
  currentProduct: string | null;
  /** The account must change its password before anything else (ADR 39). */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's own role check, run by the guard right after sign-in is verified, before any
     * body is read (ADR 27): a caller it refuses gets 403 however large the body they send.
     */
    authorize?: (user: AuthUser) => boolean;
    /**
     * Callable while the account must change its password (ADR 39): the change itself, sign-out
     * and the current user. Every other call is refused with PASSWORD_CHANGE_REQUIRED.
     */
    beforePasswordChange?: true;
    /**
     * A chain-node interface (ADR 78): only accounts with the `regulator` role pass, and they
     * pass nowhere else.
     */
    regulator?: true;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

/** `Blade-Auth: bearer …`, else `Authorization: Bearer …` (never the Basic client header). */
export function bearerToken(request: FastifyRequest): string | undefined {
  for (const name of ['blade-auth', 'authorization']) {
    const match = /^bearer\s+(\S+)$/i.exec(header(request, name) ?? '');
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Routes outside the API (the SPA's static files) and the API documentation are public; an API
 * route that declares nothing needs a signed-in user.
 */
export function defaultAccess(routeUrl: string): 'public' | 'user' {
  if (!routeUrl.startsWith('/api/') || routeUrl === '/api/docs' || routeUrl.startsWith('/api/docs/'))
    return 'public';
  return 'user';
}

/**
 * Enforces `config.access` of every route: `public`, or `user` (the default when a route declares
 * nothing). A user needs a valid access token of the request's tenant and a live session; the
 * Current-* headers are accepted only when the account is bound to what they name (else 403).
 * A route's `config.authorize` is checked here too, so a refused caller's body is never read.
 */
export function registerAuthGuard(app: FastifyInstance, deps: IdentityDeps): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url) return; // no route: the not-found handler answers
    const access = request.routeOptions.config?.access ?? defaultAccess(request.routeOptions.url);
    if (access === 'public') return;
    request.user = await authenticate(request, deps);
    if (request.user.mustChangePassword && !request.routeOptions.config?.beforePasswordChange)
      throw new AppError('PASSWORD_CHANGE_REQUIRED', {}, { data: { code: 'PASSWORD_CHANGE_REQUIRED' } });
    if (!regulatorMayPass(request.user, request.routeOptions.config?.regulator === true))
      throw new AppError('FORBIDDEN');
    const authorize = request.routeOptions.config?.authorize;
    if (authorize && !authorize(request.user)) throw new AppError('FORBIDDEN');
  });
}

export async function authenticate(request: FastifyRequest, deps: IdentityDeps): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyAccessToken(token, { secret: deps.auth.jwtSecret, now: deps.clock.now() });
  if (claims.tenantId !== request.tenantId) throw new AppError('TENANT_MISMATCH');
  if (deps.tenantActive && !(await deps.tenantActive(claims.tenantId)))
    throw new AppError('TENANT_DISABLED', { tenantId: claims.tenantId });
  const wanted = {
    company: header(request, 'current-company'),
    holder: header(request, 'current-holder'),
    product: header(request, 'current-product'),
  };
  for (const value of [wanted.company, wanted.holder, wanted.product]) {
    if (value !== undefined && !UUID.test(value)) throw new AppError('FORBIDDEN');
  }
  const key = { sessionId: claims.sessionId, tenantId: claims.tenantId, ...wanted };
  const cache = deps.guardCache;
  const cached = cache?.get(key, Date.now());
  if (cached) return admit(cached, { deps, claims, wanted });
  const generation = cache?.generation() ?? 0;
  const snapshot = await deps.db.withTenant(claims.tenantId, (tx) => readGuardSnapshot(tx, key));
  const user = admit(snapshot, { deps, claims, wanted });
  // Stored only once it admitted the request: refusals are always read afresh.
  cache?.set(key, snapshot!, Date.now(), generation);
  return user;
}

/** The guard's verdict on a session snapshot: the signed-in user, or the refusal. */
function admit(
  session: GuardSnapshot | null,
  options: {
    deps: IdentityDeps;
    claims: AccessClaims;
    wanted: { company?: string | undefined; holder?: string | undefined; product?: string | undefined };
  },
): AuthUser {
  const { claims, wanted } = options;
  const now = options.deps.clock.now();
  if (
    !session ||
    session.revokedAt !== null ||
    session.accountId !== claims.accountId ||
    new Date(session.expiresAt) <= now
  )
    throw new AppError('SESSION_EXPIRED');
  if (session.accountStatus !== 1) throw new AppError('SESSION_EXPIRED');
  if (!session.companyBound || !session.holderBound || !session.productBound) throw new AppError('FORBIDDEN');
  return {
    accountId: claims.accountId,
    tenantId: claims.tenantId,
    account: session.account,
    realName: session.realName,
    orgType: session.orgType,
    // Live roles from the snapshot: a revoked role takes effect without a new token (ADR 29).
    roles: session.roles,
    landingMode: session.landingMode,
    sessionId: claims.sessionId,
    session: {
      currentCompany: session.currentCompany,
      currentHolder: session.currentHolder,
      currentProduct: session.currentProduct,
    },
    currentCompany: wanted.company ?? null,
    currentHolder: wanted.holder ?? null,
    currentProduct: wanted.product ?? null,
    mustChangePassword: session.mustChangePassword,
  };
}

/** The signed-in user of a `user` route (the guard has run). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
