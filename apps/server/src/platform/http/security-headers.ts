import type { FastifyInstance } from 'fastify';

/**
 * Security headers and CSP on every answer. Scripts only from our origin (the SPA has no inline
 * script); antd's CSS-in-JS needs inline styles. The API docs page gets a slightly wider policy
 * because Swagger UI injects inline styles and a small inline initialiser.
 */
const appPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const docsPolicy = appPolicy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isDocs = request.url.startsWith('/api/docs');
    reply.header('Content-Security-Policy', isDocs ? docsPolicy : appPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    if (options.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
