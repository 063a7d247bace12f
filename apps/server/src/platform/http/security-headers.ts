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
  const always = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
    ...(options.hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  // Callback style: nothing to await, so no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isDocs = request.url.startsWith('/api/docs');
    reply.header('Content-Security-Policy', isDocs ? docsPolicy : appPolicy);
    reply.headers(always);
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
