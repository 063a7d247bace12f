import {
  envelope,
  evidenceStatement,
  ledgerCheckpointsPage,
  ledgerCheckpointsQuery,
  ledgerConsistency,
  ledgerConsistencyQuery,
  ledgerEntriesPage,
  ledgerEntriesQuery,
  ledgerEntryParams,
  ledgerEntryWithReceipt,
  ledgerLatest,
  statementDetailQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import { publisherNames } from './anchoring/publishers.js';
import { applicantStatementDetail } from './applicant-evidence.js';
import type { ApplicationAccess } from './application-access.js';
import * as service from './ledger.service.js';
import type { LedgerConfig } from './ledger-config.js';
import { configureLedgerFromConfig } from './ledger-settings.js';
import { isInvestorZone, ledgerScopeOf } from './policy.js';

export interface LedgerRouteDeps {
  db: Database;
  tenants: TenantService;
  ledger: LedgerConfig;
  /** The workflow's applications (a port, ADR 36): an investor's own evidence. */
  applications: Pick<ApplicationAccess, 'findApplication'>;
}

const BIZ = '/api/rem-registrationbizweb';
const tags = ['evidence-ledger'];

/**
 * The evidence ledger's calls: the spec's statement detail (the blockchain badge), the public
 * checkpoint / entry / consistency calls a verifier needs without logging in, and the lists of
 * the /blockChain explorer. Registering the routes also sets the ledger's settings.
 */
export function registerLedgerRoutes(root: FastifyInstance, deps: LedgerRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, tenants, ledger } = deps;
  configureLedgerFromConfig(ledger, publisherNames(ledger));

  const statementSchema = {
    tags,
    summary: '存证信息（区块链存证标识）：业务记录的存证条目及其凭证',
    querystring: statementDetailQuery,
    response: { 200: envelope(z.array(evidenceStatement)) },
  };
  // The spec's client POSTs with query parameters (000 §7); GET is answered too.
  for (const method of ['POST', 'GET'] as const) {
    app.route({
      method,
      url: `${BIZ}/statement/getStatementDetail`,
      config: { access: 'user' },
      schema: statementSchema,
      handler: async (request) => {
        const user = requireUser(request);
        await tenants.require(request.tenantId);
        const { uuid, appId } = request.query;
        const scope = ledgerScopeOf(user);
        if (scope.kind === 'none' && isInvestorZone(user)) {
          // An investor sees the evidence of its own applications only.
          return ok(
            await applicantStatementDetail({
              db,
              tenantId: user.tenantId,
              accountId: user.accountId,
              uuid,
              appId: appId || null,
              applications: deps.applications,
            }),
          );
        }
        return ok(
          await service.statementDetail({
            db,
            tenantId: user.tenantId,
            scope,
            uuid,
            appId: appId || null,
          }),
        );
      },
    });
  }

  app.get(
    `${BIZ}/nonds/ledger/checkpoint/latest`,
    {
      config: { access: 'public' },
      schema: { tags, summary: '最新签名检查点与验签公钥', response: { 200: envelope(ledgerLatest) } },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      return ok(await service.latestCheckpoint(db, tenant.tenantId, ledger));
    },
  );

  app.get(
    `${BIZ}/nonds/ledger/entry/:leafHash`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '按叶子哈希查询存证条目及凭证（仅含承诺值，无个人信息）',
        params: ledgerEntryParams,
        response: { 200: envelope(ledgerEntryWithReceipt) },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      return ok(await service.publicEntry(db, tenant.tenantId, request.params.leafHash));
    },
  );

  app.get(
    `${BIZ}/nonds/ledger/consistency`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '两个检查点之间的一致性证明',
        querystring: ledgerConsistencyQuery,
        response: { 200: envelope(ledgerConsistency) },
      },
    },
    async (request) => {
      const tenant = await tenants.require(request.tenantId);
      return ok(await service.consistency(db, tenant.tenantId, request.query.from, request.query.to));
    },
  );

  app.get(
    `${BIZ}/ledger/entries`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '区块链浏览器：最近的存证条目（可按业务编号或哈希查询）',
        querystring: ledgerEntriesQuery,
        response: { 200: envelope(ledgerEntriesPage) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { current, size, keyword } = request.query;
      return ok(
        await service.listLedgerEntries({
          db,
          tenantId: user.tenantId,
          scope: ledgerScopeOf(user),
          keyword: keyword || null,
          current,
          size,
        }),
      );
    },
  );

  app.get(
    `${BIZ}/ledger/checkpoints`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '区块链浏览器：签名检查点列表',
        querystring: ledgerCheckpointsQuery,
        response: { 200: envelope(ledgerCheckpointsPage) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(
        await service.listLedgerCheckpoints(db, user.tenantId, request.query.current, request.query.size),
      );
    },
  );
}
