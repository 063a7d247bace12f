import type { TLSSocket } from 'node:tls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuditContext, auditContextOf, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { requireUser } from '../identity/index.js';
import { countCall } from './chain-node.repository.js';
import type { ChainNodeConfig } from './chain-node-config.js';

/**
 * The client certificate the TLS layer verified against CHAIN_NODE_CLIENT_CA_FILE (and its
 * subject when one is configured). The server asks for certificates but lets the handshake pass
 * without one, so the rest of the API works for browsers; the node interfaces refuse here.
 */
export function clientCertificateProblem(request: FastifyRequest, config: ChainNodeConfig): string | null {
  if (!config.requireClientCertificate) return null;
  if (!config.mtls) return '监管链节点接口未启用：未配置客户端证书CA（CHAIN_NODE_CLIENT_CA_FILE）';
  const socket = request.raw.socket as Partial<TLSSocket>;
  if (!socket.encrypted || socket.authorized !== true) return '需要监管机构的客户端证书（双向TLS）';
  if (config.clientSubject) {
    const subject = socket.getPeerCertificate?.()?.subject;
    if (subject?.CN !== config.clientSubject) return '客户端证书不是颁发给监管链节点的证书';
  }
  return null;
}

/** Requests that reached admitNodeCall (audited there); the others are audited on response. */
const admitted = new WeakSet<FastifyRequest>();

/** Seconds until the caller's one-minute window ends (the windows are whole minutes). */
export function retryAfterSeconds(now: Date): number {
  return 60 - Math.floor((now.getTime() % 60_000) / 1000);
}

/**
 * Before every node interface: the call counted (429 over the per-minute limit, counted across
 * processes, with Retry-After) and audited — refused calls too, a missing or foreign client
 * certificate included — in one transaction committed before the answer or the refusal.
 */
export async function admitNodeCall(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Database; config: ChainNodeConfig; now: () => Date },
  call: { name: string; target: string },
): Promise<AuditContext> {
  admitted.add(request);
  const certificate = clientCertificateProblem(request, deps.config);
  const user = requireUser(request);
  const context = auditContextOf(request, user);
  const now = deps.now();
  const calls = await deps.db.withTenant(user.tenantId, async (tx) => {
    const counted = await countCall(tx, user.tenantId, user.accountId, now);
    const refused = certificate !== null || counted > deps.config.ratePerMinute;
    await writeAudit(tx, context, {
      action: 'chain_node.call',
      targetType: call.name,
      targetId: call.target,
      detail: { url: request.url.slice(0, 300), refused, ...(certificate ? { reason: certificate } : {}) },
    });
    return counted;
  });
  if (certificate) throw new AppError('CHAIN_NODE_CERTIFICATE_REQUIRED', { reason: certificate });
  if (calls > deps.config.ratePerMinute) {
    reply.header('Retry-After', String(retryAfterSeconds(now)));
    throw new AppError('RATE_LIMITED');
  }
  return context;
}

/**
 * A node call refused before admitNodeCall — by the guard (a staff, enterprise or investor token:
 * 403) or by the parameters' schema (400) — is audited before its answer is sent (onSend). A caller with
 * neither a token nor a verified client certificate stays in the request log only: auditing it
 * would let anyone on the network fill the audit log.
 */
export function auditRefusedNodeCall(db: Database) {
  return async <T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> => {
    if (admitted.has(request) || reply.statusCode < 400) return payload;
    const socket = request.raw.socket as Partial<TLSSocket>;
    const user = request.user;
    if (!user && !(socket.encrypted && socket.authorized === true)) return payload;
    const context: AuditContext = user
      ? auditContextOf(request, user)
      : { tenantId: request.tenantId, ip: request.ip, requestId: request.id, actorId: null, actorName: null };
    await db.withTenant(context.tenantId, (tx) =>
      writeAudit(tx, context, {
        action: 'chain_node.call',
        targetType: 'refused',
        targetId: request.routeOptions.url ?? '',
        detail: { url: request.url.slice(0, 300), refused: true, status: reply.statusCode },
      }),
    );
    return payload;
  };
}
