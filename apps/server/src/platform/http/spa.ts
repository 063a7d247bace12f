import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound, sendError } from './error-handler.js';

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every other GET that
 * is not an API path (client-side routes such as /403 or /process/apply). The build writes a
 * brotli and a gzip copy beside each text file (`apps/web/scripts/precompress.mjs`); the copy the
 * request accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`, else the file
 * itself (ADR 31).
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage) return sendError(reply, routeNotFound(request));
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('前端尚未构建：请运行 npm run build（npm start 会自动构建）。');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
