import {
  blockSummary,
  chainExplorerQuery,
  chainTransaction,
  envelope,
  explorerHeightParams,
  explorerTxParams,
  page,
  servedBlock,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { type AuthUser, isAdministrator, isRegisterStaff, requireUser } from '../identity/index.js';
import { buildBlock } from './blocks.js';
import { listBlocks } from './explorer.js';
import type { NetworkDeps } from './network.js';
import { networkIdOf } from './network.js';
import { transactionById } from './transactions.js';

const BIZ = '/api/rem-registrationbizweb/chain';
const tags = ['chain-node'];
/** A block holds every entry of the market: staff only (enterprises keep the entry lists). */
const staff = (user: AuthUser) => isRegisterStaff(user) || isAdministrator(user);

/**
 * The explorer's block calls (issue 24): blocks and transactions as the node interfaces build
 * them (the same code), for staff signed in to the API — no client certificate.
 */
export function registerChainExplorerRoutes(root: FastifyInstance, deps: NetworkDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (tenantId: string) => ({ tenantId, networkId: networkIdOf(deps.chainNode, tenantId) });
  const config = { access: 'user', authorize: staff } as const;

  app.get(
    `${BIZ}/blocks`,
    {
      config,
      schema: {
        tags,
        summary: '区块链浏览器：区块列表',
        querystring: chainExplorerQuery,
        response: { 200: envelope(page(blockSummary)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listBlocks(deps.db, scopeOf(user.tenantId), request.query.current, request.query.size));
    },
  );
  app.get(
    `${BIZ}/blocks/:height`,
    {
      config,
      schema: {
        tags,
        summary: '区块链浏览器：区块及其交易',
        params: explorerHeightParams,
        response: { 200: envelope(servedBlock) },
      },
    },
    async (request) => {
      const scope = scopeOf(requireUser(request).tenantId);
      return ok(
        await deps.db.withTenant(scope.tenantId, (tx) =>
          buildBlock(tx, scope, request.params.height, deps.chainNode.maxBlockBytes),
        ),
      );
    },
  );
  app.get(
    `${BIZ}/transactions/:txId`,
    {
      config,
      schema: {
        tags,
        summary: '区块链浏览器：交易详情与证明',
        params: explorerTxParams,
        response: { 200: envelope(chainTransaction) },
      },
    },
    async (request) => {
      const scope = scopeOf(requireUser(request).tenantId);
      return ok(
        await deps.db.withTenant(scope.tenantId, (tx) => transactionById(tx, scope, request.params.txId)),
      );
    },
  );
}
