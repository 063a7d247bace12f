import {
  chainHeightParams,
  chainNetworkParams,
  chainObjectAtQuery,
  chainObjectParams,
  chainObjectVersionParams,
  chainTxParams,
} from '@rer/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.js';
import { ok } from '../../platform/envelope.js';
import type { TenantService } from '../system/index.js';
import { buildBlock } from './blocks.js';
import { consensusState } from './consensus.js';
import {
  availableNetworks,
  type NetworkDeps,
  networkConfiguration,
  networkState,
  scopeOf,
} from './network.js';
import { admitNodeCall, auditRefusedNodeCall } from './node-access.js';
import { objectAtHeight, objectsInBlock, objectVersion } from './objects.js';
import { transactionById } from './transactions.js';

export interface ChainNodeRouteDeps extends NetworkDeps {
  tenants: TenantService;
  clock: Clock;
}

/** The node interfaces' base path (names chosen and recorded in ADR 78: JR/T 0314 §7 is not public). */
export const CHAIN_NODE_BASE = '/api/chain-node/v1';
const tags = ['chain-node'];
/** Regulator accounts only (the guard), over mutual TLS when configured (admitNodeCall). */
const nodeConfig = { access: 'user', regulator: true } as const;

/**
 * The regional business chain's node interfaces (JR/T 0314 §7, issue 24): every API process
 * serves them from the database, so two processes are two full nodes answering the same.
 */
export function registerChainNodeRoutes(root: FastifyInstance, deps: ChainNodeRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const admit = (request: FastifyRequest, reply: FastifyReply, name: string, target: string) =>
    admitNodeCall(
      request,
      reply,
      { db: deps.db, config: deps.chainNode, now: () => deps.clock.now() },
      { name, target },
    );
  // Every node route: regulator only, and audited even when refused before its handler.
  const node = { config: nodeConfig, onSend: auditRefusedNodeCall(deps.db) };
  const scope = (request: FastifyRequest, networkId: string) =>
    scopeOf(deps.chainNode, request.tenantId, networkId);

  app.get(
    `${CHAIN_NODE_BASE}/networks`,
    { ...node, schema: { tags, summary: '可用网络列表' } },
    async (request, reply) => {
      await admit(request, reply, 'networks', request.tenantId);
      const tenant = await deps.tenants.require(request.tenantId);
      return ok(availableNetworks(deps, tenant));
    },
  );
  app.get(
    `${CHAIN_NODE_BASE}/networks/:networkId/config`,
    { ...node, schema: { tags, summary: '网络配置', params: chainNetworkParams } },
    async (request, reply) => {
      await admit(request, reply, 'network.config', request.params.networkId);
      return ok(await networkConfiguration(deps, scope(request, request.params.networkId)));
    },
  );
  app.get(
    `${CHAIN_NODE_BASE}/networks/:networkId/state`,
    {
      ...node,
      schema: { tags, summary: '网络当前状态（高度、区块哈希、出块时间、节点）', params: chainNetworkParams },
    },
    async (request, reply) => {
      await admit(request, reply, 'network.state', request.params.networkId);
      return ok(await networkState(deps, scope(request, request.params.networkId)));
    },
  );
  app.get(
    `${CHAIN_NODE_BASE}/networks/:networkId/blocks/:height`,
    {
      ...node,
      schema: { tags, summary: '按高度查询区块（含交易及其默克尔证明）', params: chainHeightParams },
    },
    async (request, reply) => {
      const { networkId, height } = request.params;
      await admit(request, reply, 'block', String(height));
      const s = scope(request, networkId);
      return ok(
        await deps.db.withTenant(s.tenantId, (tx) => buildBlock(tx, s, height, deps.chainNode.maxBlockBytes)),
      );
    },
  );
  app.get(
    `${CHAIN_NODE_BASE}/networks/:networkId/blocks/:height/objects`,
    { ...node, schema: { tags, summary: '区块内的数据对象编号', params: chainHeightParams } },
    async (request, reply) => {
      const { networkId, height } = request.params;
      await admit(request, reply, 'block.objects', String(height));
      return ok(await objectsInBlock(deps, scope(request, networkId), height));
    },
  );
  app.get(
    `${CHAIN_NODE_BASE}/networks/:networkId/transactions/:txId`,
    { ...node, schema: { tags, summary: '按编号查询交易（操作与结果）', params: chainTxParams } },
    async (request, reply) => {
      const { networkId, txId } = request.params;
      await admit(request, reply, 'transaction', txId);
      const s = scope(request, networkId);
      return ok(await deps.db.withTenant(s.tenantId, (tx) => transactionById(tx, s, txId)));
    },
  );
  app.get(
    `${CHAIN_NODE_BASE}/networks/:networkId/consensus/:height`,
    {
      ...node,
      schema: { tags, summary: '指定高度的共识状态（树根、签名密钥、投票）', params: chainHeightParams },
    },
    async (request, reply) => {
      const { networkId, height } = request.params;
      await admit(request, reply, 'consensus', String(height));
      return ok(await consensusState(deps, scope(request, networkId), height));
    },
  );
  app.get(
    `${CHAIN_NODE_BASE}/networks/:networkId/objects/:objectId`,
    {
      ...node,
      schema: {
        tags,
        summary: '指定高度的数据对象（或其引用）及默克尔证明',
        params: chainObjectParams,
        querystring: chainObjectAtQuery,
      },
    },
    async (request, reply) => {
      const { networkId, objectId } = request.params;
      await admit(request, reply, 'object', objectId);
      return ok(await objectAtHeight(deps, scope(request, networkId), objectId, request.query.height));
    },
  );
  app.get(
    `${CHAIN_NODE_BASE}/networks/:networkId/objects/:objectId/versions/:version`,
    {
      ...node,
      schema: { tags, summary: '按编号与版本查询数据对象', params: chainObjectVersionParams },
    },
    async (request, reply) => {
      const { networkId, objectId, version } = request.params;
      await admit(request, reply, 'object.version', `${objectId}/${version}`);
      return ok(await objectVersion(deps, scope(request, networkId), objectId, version));
    },
  );
}
