import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../../platform/config.js';
import { openFaceCheckProvider } from '../../platform/face-check/face-check-provider.js';
import { openSmsProvider } from '../../platform/sms/sms-provider.js';
import type { TenantService } from '../system/index.js';
import { signInWithMobile } from './account.service.js';
import { registerDemoAccountRoute } from './demo-accounts-route.js';
import type { IdentityDeps } from './identity-deps.js';
import { registerProductRoutes } from './product-routes.js';
import { registerSecurityRoutes } from './security-routes.js';
import { registerSmsRoutes } from './sms-routes.js';
import { registerTokenRoutes } from './token-routes.js';
import { registerTopMenuExtraRoute } from './top-menu-extra.js';
import { registerUserRoutes } from './user-routes.js';

export interface IdentityRouteDeps extends IdentityDeps {
  tenants: TenantService;
  appEnv: AppEnv;
  seedDemoData: boolean;
}

/** Auth endpoints, user and session calls, the demo-account table. The guard itself is registered by app.ts. */
export function registerIdentityRoutes(app: FastifyInstance, deps: IdentityRouteDeps): void {
  const sms = openSmsProvider(deps.auth.sms, deps.appEnv);
  registerTokenRoutes(app, {
    ...deps,
    signInWithMobile: ({ params, tenantId, meta }) => signInWithMobile({ deps, params, tenantId, meta }),
  });
  registerSmsRoutes(app, { ...deps, sms });
  registerUserRoutes(app, deps);
  registerDemoAccountRoute(app, deps);
  registerSecurityRoutes(app, { ...deps, face: openFaceCheckProvider(deps.auth.faceCheck, deps.appEnv) });
  registerProductRoutes(app, deps);
  registerTopMenuExtraRoute(app, deps);
}
