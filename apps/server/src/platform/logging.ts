import type { FastifyServerOptions } from 'fastify';

/** Query keys whose values are safe to log; every other value is masked (it may be personal data). */
const loggableQueryKeys = new Set([
  'code',
  'dictKey',
  'paramKey',
  'parentCode',
  'tenantId',
  'appId',
  'nodeId',
  'current',
  'size',
  'pageNo',
  'pageSize',
  'domain',
]);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const parts: string[] = [];
  for (const [key, value] of params) {
    parts.push(`${key}=${loggableQueryKeys.has(key) ? value : '***'}`);
  }
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/**
 * Structured JSON logs without secrets or personal data: headers are not logged at all, query
 * values are masked unless known to be harmless, bodies are never logged.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'access_token', 'refresh_token', 'secret'],
      censor: '***',
    },
    serializers: {
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), requestId: request.id };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
