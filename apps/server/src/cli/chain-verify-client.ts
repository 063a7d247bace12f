import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * The verifier's only way in: HTTPS GETs of the node interfaces with the regulator's client
 * certificate (mutual TLS) and credential. No database, no server code.
 */
export interface NodeClientOptions {
  url: string;
  tenantId: string;
  token: string;
  cert?: string;
  key?: string;
  ca?: string;
}

export class NodeCallError extends Error {}

export function nodeClient(options: NodeClientOptions) {
  const base = new URL(options.url.replace(/\/$/, ''));
  const tls = {
    ...(options.cert ? { cert: readFileSync(options.cert) } : {}),
    ...(options.key ? { key: readFileSync(options.key) } : {}),
    ...(options.ca ? { ca: readFileSync(options.ca) } : {}),
  };
  return function get<T>(path: string): Promise<T> {
    const target = new URL(`${base.pathname === '/' ? '' : base.pathname}/api/chain-node/v1${path}`, base);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<T>((resolve, reject) => {
      const req = send(
        target,
        {
          method: 'GET',
          headers: { 'blade-auth': `bearer ${options.token}`, 'tenant-id': options.tenantId },
          ...tls,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: { data?: T; msg?: string } = {};
            try {
              parsed = JSON.parse(text) as { data?: T; msg?: string };
            } catch {
              // reported below with the status
            }
            if (res.statusCode !== 200 || parsed.data === undefined)
              reject(
                new NodeCallError(`${path}：HTTP ${res.statusCode} ${parsed.msg ?? text.slice(0, 200)}`),
              );
            else resolve(parsed.data);
          });
        },
      );
      req.on('error', (e) => reject(new NodeCallError(`${path}：${e.message}`)));
      req.end();
    });
  };
}
