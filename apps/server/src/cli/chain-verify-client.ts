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
  /** Told before each wait after a 429 (the CLI prints it). */
  onRateLimited?: (path: string, seconds: number) => void;
  /** Default RATE_LIMIT_RETRIES. */
  rateLimitRetries?: number;
}

export class NodeCallError extends Error {}

export function nodeClient(options: NodeClientOptions) {
  const base = new URL(options.url.replace(/\/$/, ''));
  const tls = {
    ...(options.cert ? { cert: readFileSync(options.cert) } : {}),
    ...(options.key ? { key: readFileSync(options.key) } : {}),
    ...(options.ca ? { ca: readFileSync(options.ca) } : {}),
  };
  const once = <T>(path: string): Promise<Answer<T>> => {
    const target = new URL(`${base.pathname === '/' ? '' : base.pathname}/api/chain-node/v1${path}`, base);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Answer<T>>((resolve, reject) => {
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
              // reported with the status
            }
            const retryAfter = Number(res.headers['retry-after']);
            resolve({
              status: res.statusCode ?? 0,
              retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
              data: parsed.data,
              message: parsed.msg ?? text.slice(0, 200),
            });
          });
        },
      );
      req.on('error', (e) => reject(new NodeCallError(`${path}：${e.message}`)));
      req.end();
    });
  };
  const retries = options.rateLimitRetries ?? RATE_LIMIT_RETRIES;
  return async function get<T>(path: string): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const answer = await once<T>(path);
      // The node's rate limit (429) says in Retry-After when its window ends: wait that long and
      // ask again — a full check of a big chain makes more calls than one window allows.
      if (answer.status === 429 && attempt < retries) {
        const seconds = Math.min(answer.retryAfterSeconds ?? 1, MAX_RETRY_AFTER_SECONDS);
        options.onRateLimited?.(path, seconds);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      if (answer.status !== 200 || answer.data === undefined)
        throw new NodeCallError(`${path}：HTTP ${answer.status} ${answer.message}`);
      return answer.data;
    }
  };
}

interface Answer<T> {
  status: number;
  retryAfterSeconds: number | null;
  data: T | undefined;
  message: string;
}

/** How often one call is asked again after a 429, and the longest wait believed. */
export const RATE_LIMIT_RETRIES = 5;
const MAX_RETRY_AFTER_SECONDS = 120;
