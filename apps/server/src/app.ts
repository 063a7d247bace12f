import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { installChineseZodMessages } from '@rer/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerBusinesses } from './businesses/index.js';
import type { AppConfig } from './config.js';
import { attachmentsPlugin } from './modules/attachments/index.js';
import { registerCatalogueRoutes } from './modules/catalogue/index.js';
import {
  httpsOptionsOf,
  registerChainExplorerRoutes,
  registerChainNodeRoutes,
} from './modules/chain-node/index.js';
import { registerCompanyQualificationRoutes, registerCompanyRecordRoutes } from './modules/company/index.js';
import { registerCompanyPrefillRoutes } from './modules/company-prefill/index.js';
import { registerConsoleRoutes } from './modules/console/index.js';
import { registerContentRoutes } from './modules/content/index.js';
import {
  registerEncumbranceQueryEndpoints,
  registerEncumbranceRoutes,
} from './modules/encumbrances/index.js';
import { registerAttachZipRoutes, registerLedgerRoutes } from './modules/evidence-ledger/index.js';
import { registerFinancingRoutes } from './modules/financing/index.js';
import { registerFormRoutes } from './modules/forms/index.js';
import { registerHealthRoutes } from './modules/health/index.js';
import { registerHolderSearchRoutes } from './modules/holder-search/index.js';
import { registerHoldingCertificateRoutes } from './modules/holding-certificate/index.js';
import {
  createGuardCache,
  isAdministrator,
  registerAuthGuard,
  registerIdentityRoutes,
  smsOutboxAvailable,
  subscribeGuardCache,
} from './modules/identity/index.js';
import { registerInvestorInfoRoutes } from './modules/investor-info/index.js';
import {
  certificationExpiriesOf,
  registerInvestorQualificationRoutes,
} from './modules/investor-qualification/index.js';
import { registerListingRoutes } from './modules/listing/index.js';
import { registerMemberPageRoutes, registerMemberRoutes } from './modules/members/index.js';
import {
  createMenuService,
  registerMenuAdminRoutes,
  registerMenuRoutes,
  SMS_OUTBOX_MENU_KEY,
} from './modules/menus/index.js';
import { registerPledgeRoutes } from './modules/pledge/index.js';
import { registerPledgeeConfirmationRoutes } from './modules/pledgee-confirmation/index.js';
import { createShowcaseCaches, registerPublicSiteRoutes } from './modules/public-site/index.js';
import {
  createQueryEndpointRegistry,
  registerBuiltInQueryEndpoints,
  registerQueryPageRoutes,
} from './modules/query-pages/index.js';
import {
  chainSealingPublicKey,
  configureRegionalChain,
  getChainObjectAtLedgerSeq,
  getChainObjectVersion,
  installRegionalChainHooks,
  registerRegionalChainRoutes,
} from './modules/regional-chain/index.js';
import { registerRiskAssessmentRoutes } from './modules/risk-assessment/index.js';
import { registerRoadshowRoutes } from './modules/roadshow/index.js';
import { registerShareRegisterRoutes } from './modules/share-register/index.js';
import { registerShowcaseRoutes } from './modules/showcase/index.js';
import { registerSrdiRoutes } from './modules/srdi/index.js';
import {
  createDictionaryService,
  createParamService,
  createTenantService,
  registerSystemAdminRoutes,
  registerSystemRoutes,
  registerTenantAdminRoutes,
} from './modules/system/index.js';
import {
  applicationAccess,
  registerWorkflowQueryEndpoints,
  registerWorkflowRoutes,
} from './modules/workflow/index.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Database } from './platform/db/database.js';
import { openEContractProvider } from './platform/e-contract/e-contract-config.js';
import type { EContractProvider } from './platform/e-contract/e-contract-provider.js';
import type { EventBus } from './platform/event-bus.js';
import { openFaceCheckProvider } from './platform/face-check/face-check-provider.js';
import { registerCompression } from './platform/http/compression.js';
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  registerErrorHandling,
} from './platform/http/error-handler.js';
import { registerInputHygiene } from './platform/http/input-hygiene.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerSpa } from './platform/http/spa.js';
import { loggerOptions } from './platform/logging.js';
import { openSmsProvider } from './platform/sms/sms-provider.js';
import type { ObjectStorage } from './platform/storage/object-storage.js';
import { openObjectStorage } from './platform/storage/storage-config.js';
import { registerTenantContext } from './platform/tenant-context.js';
import { loadReferenceData } from './seeding/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: anyone, or a signed-in user (enforced by the identity module). */
    access?: 'public' | 'user';
    /** How refusals are answered: the envelope (default), or also OAuth's fields (the token call). */
    errorShape?: 'oauth';
  }
  interface FastifyInstance {
    /** Every route with its declared access (undefined = not declared, enforced as `user`). */
    routeAccess: { method: string; url: string; access: 'public' | 'user' | undefined }[];
  }
}

export interface AppDeps {
  config: AppConfig;
  db: Database;
  bus: EventBus;
  /** Set by the process entry while it drains connections. */
  isShuttingDown?: () => boolean;
  /** Pass `false` to silence logs (tests). */
  logger?: boolean;
  /** Time source of lockouts and expiries (tests move it). */
  clock?: Clock;
  /** The runtime's object storage; when absent, opened from `config.storage` on first use. */
  storage?: ObjectStorage;
}

/** BladeX's login page posts `application/x-www-form-urlencoded`; parsed into a plain object. */
function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** Builds the application: plugins and modules. It never listens; main.ts does. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, bus } = deps;
  installChineseZodMessages();
  const https = httpsOptionsOf(config.chainNode.tls);
  // HTTPS when TLS_CERT_FILE is set; with a client CA the node interfaces need mutual TLS (ADR 78).
  const app = Fastify({
    ...(https ? { https } : {}),
    logger: deps.logger === false ? false : loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    // Valid JSON with a `__proto__` or `constructor.prototype` key is accepted with that key
    // dropped (never set on a prototype), not refused as invalid JSON (ADR 26 amendment).
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks with nothing to await are callback style: no promise per request (ADR 22).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });

  registerErrorHandling(app, { bodyLimit: config.bodyLimitBytes });
  registerSecurityHeaders(app, { hsts: config.hsts });
  registerCompression(app);
  registerTenantContext(app);
  registerFormBodies(app);
  registerInputHygiene(app);
  const tenants = createTenantService(db, bus);
  const guardCache = createGuardCache({ ttlMs: config.auth.guardCacheMs ?? 0 });
  const stopGuardCache = subscribeGuardCache(bus, guardCache);
  app.addHook('onClose', async () => stopGuardCache());
  const identity = {
    db,
    auth: config.auth,
    clock: deps.clock ?? systemClock,
    guardCache,
    // A disabled tenant's sessions end at their next request (ADR 42); the tenant cache answers.
    tenantActive: (tenantId: string) =>
      tenants.require(tenantId).then(
        () => true,
        () => false,
      ),
    // investorExpireStatus counts the certifications of ADR 66 (ADR 69); the module sits above identity.
    certificationExpiries: certificationExpiriesOf,
  };
  registerAuthGuard(app, identity);
  // The API documentation is public; every other route must declare its access or is `user`.
  const routeAccess: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs') && route.config?.access === undefined) {
      route.config = { ...route.config, access: 'public' };
    }
    for (const method of [route.method].flat()) {
      routeAccess.push({ method, url: route.url, access: route.config?.access });
    }
  });

  // Opt-in in production (API_DOCS): the full route list is a map for an attacker.
  if (config.apiDocs) await registerApiDocs(app, config.version);

  const dictionaries = createDictionaryService(db, bus);
  const params = createParamService(db, bus);
  const startedAt = Date.now();

  registerHealthRoutes(app, {
    db,
    version: config.healthShowsVersion ? config.version : null,
    startedAt,
    isShuttingDown: deps.isShuttingDown ?? (() => false),
  });
  registerSystemRoutes(app, { db, tenants, dictionaries, params });
  registerSystemAdminRoutes(app, {
    db,
    dictionaries,
    params,
    isAdministrator,
    clearCaches: async () => {
      for (const topic of ['dictionary.changed', 'param.changed', 'menu.changed'])
        await bus.publish(topic, {});
    },
  });
  registerTenantAdminRoutes(app, {
    db,
    tenants,
    isAdministrator,
    // A new tenant gets its dictionaries, parameters, forms, flows and query pages at once; its
    // menus follow on its first menu call (menu-sync).
    provisionTenant: async (tenantId) => {
      await loadReferenceData(db, { tenantIds: [tenantId] });
    },
  });
  registerIdentityRoutes(app, {
    ...identity,
    tenants,
    appEnv: config.appEnv,
    seedDemoData: config.seedDemoData,
  });
  const menus = createMenuService(db, bus, {
    hiddenItemKeys: smsOutboxAvailable(config.appEnv, { name: config.auth.sms.provider })
      ? []
      : [SMS_OUTBOX_MENU_KEY],
  });
  registerMenuRoutes(app, { menus });
  registerMenuAdminRoutes(app, { db, menus });
  registerFormRoutes(app, { db, tenants, clock: identity.clock });
  registerShareRegisterRoutes(app, { db, tenants });
  registerHolderSearchRoutes(app, { db, auditSecret: config.auth.jwtSecret });
  registerMemberRoutes(app, { db, auditSecret: config.auth.jwtSecret });
  registerLedgerRoutes(app, { db, tenants, ledger: config.ledger, applications: applicationAccess });
  // The regional chain's data objects (issue 24, ADR 77): sealed with the configured key, written by the register's hook.
  configureRegionalChain(config.chain);
  installRegionalChainHooks();
  registerRegionalChainRoutes(app, { db, clock: identity.clock });
  // The node interfaces (ADR 78) serve the data objects' snapshots through this port.
  const chainObjects = {
    getVersion: (tenantId: string, objectId: string, version: number) =>
      getChainObjectVersion(db, tenantId, objectId, version),
    getAtLedgerSeq: (tenantId: string, objectId: string, seq: bigint) =>
      getChainObjectAtLedgerSeq(db, tenantId, objectId, seq),
    sealingKey: () => chainSealingPublicKey(config),
  };
  const chainNodeDeps = { db, ledger: config.ledger, chainNode: config.chainNode, objects: chainObjects };
  registerChainNodeRoutes(app, { ...chainNodeDeps, tenants, clock: identity.clock });
  registerChainExplorerRoutes(app, chainNodeDeps);
  // Each business gives the workflow its checks and completion effect (ADR 38).
  registerBusinesses();
  registerWorkflowRoutes(app, { db, tenants, clock: identity.clock });
  registerCatalogueRoutes(app, { db, clock: identity.clock });
  registerCompanyRecordRoutes(app, { db, clock: identity.clock });
  registerCompanyPrefillRoutes(app, { db });
  registerCompanyQualificationRoutes(app, { db, clock: identity.clock });
  registerRiskAssessmentRoutes(app, { db, clock: identity.clock });
  registerInvestorInfoRoutes(app, { db });
  registerEncumbranceRoutes(app, { db, tenants });
  registerContentRoutes(app, { db, tenants });
  registerFinancingRoutes(app, { db, tenants, clock: identity.clock });
  registerRoadshowRoutes(app, { db, tenants, clock: identity.clock });
  registerListingRoutes(app, { db, tenants });
  registerPledgeRoutes(app, { db, tenants, clock: identity.clock });
  registerSrdiRoutes(app, { db, tenants });
  registerMemberPageRoutes(app, { db });
  registerShowcaseRoutes(app, { db, tenants });
  registerPublicSiteRoutes(app, { db, tenants, caches: createShowcaseCaches() });
  registerInvestorQualificationRoutes(app, { db, clock: identity.clock });
  registerConsoleRoutes(app, { db, clock: identity.clock, menus });
  // Query pages name data endpoints registered here (other modules add theirs to queryEndpoints).
  const queryEndpoints = createQueryEndpointRegistry();
  registerBuiltInQueryEndpoints(queryEndpoints, { auditSecret: config.auth.jwtSecret });
  registerWorkflowQueryEndpoints(queryEndpoints);
  registerEncumbranceQueryEndpoints(queryEndpoints);
  registerQueryPageRoutes(app, { db, tenants, endpoints: queryEndpoints });
  let ownStorage: Promise<ObjectStorage> | null = null;
  const storage = () => {
    if (deps.storage) return Promise.resolve(deps.storage);
    ownStorage ??= openObjectStorage(config.storage).catch((error: unknown) => {
      ownStorage = null; // a failed start (S3 unreachable) is retried by the next call
      throw error;
    });
    return ownStorage;
  };
  app.addHook('onClose', async () => {
    if (ownStorage) await (await ownStorage.catch(() => null))?.close();
  });
  await app.register(attachmentsPlugin, {
    db,
    tenants,
    storage,
    auth: config.auth,
    clock: identity.clock,
    maxBytes: config.uploads.maxBytes,
  });
  // Holding certificates (ADR 76) store their PDFs in the same object storage.
  registerHoldingCertificateRoutes(app, { db, tenants, storage });
  // Evidence packages are stored as attachments: they need the same object storage.
  registerAttachZipRoutes(app, {
    db,
    tenants,
    storage,
    packages: config.evidencePackages,
    applications: applicationAccess,
  });
  // The pledgee's confirmation of a pledge (550063, ADR 72): SMS link, face check, its picture.
  registerPledgeeConfirmationRoutes(app, {
    db,
    clock: identity.clock,
    sms: openSmsProvider(config.auth.sms, config.appEnv),
    face: openFaceCheckProvider(config.auth.faceCheck, config.appEnv),
    eContract: lazyEContract(config),
    storage,
    appEnv: config.appEnv,
  });
  await registerSpa(app, config.webDistDir);
  return app;
}

/** The e-contract provider, opened on its first call (ADR 72: unset settings fail only those calls). */
function lazyEContract(config: AppConfig): () => EContractProvider {
  let opened: EContractProvider | null = null;
  return () => {
    opened ??= openEContractProvider(config.eContract, config.appEnv);
    return opened;
  };
}

async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '区域性股权市场登记托管平台 API', version },
      components: {
        securitySchemes: { bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
