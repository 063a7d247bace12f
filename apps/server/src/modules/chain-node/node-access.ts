import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';
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

/**
 * Before every node interface: the client certificate, then the call counted (429 over the
 * per-minute limit, counted across processes) and audited — refused calls too — in one
 * transaction committed before the answer is built.
 */
export async function admitNodeCall(
  request: FastifyRequest,
  deps: { db: Database; config: ChainNodeConfig; now: () => Date },
  call: { name: string; target: string },
): Promise<AuditContext> {
  const certificate = clientCertificateProblem(request, deps.config);
  if (certificate) throw new AppError('CHAIN_NODE_CERTIFICATE_REQUIRED', { reason: certificate });
  const user = requireUser(request);
  const context = auditContextOf(request, user);
  const calls = await deps.db.withTenant(user.tenantId, async (tx) => {
    const counted = await countCall(tx, user.tenantId, user.accountId, deps.now());
    const refused = counted > deps.config.ratePerMinute;
    await writeAudit(tx, context, {
      action: 'chain_node.call',
      targetType: call.name,
      targetId: call.target,
      detail: { url: request.url.slice(0, 300), refused },
    });
    return counted;
  });
  if (calls > deps.config.ratePerMinute) throw new AppError('RATE_LIMITED');
  return context;
}
