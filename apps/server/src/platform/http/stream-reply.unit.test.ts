import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { streamInto } from './stream-reply.js';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

function serve(run: Parameters<typeof streamInto>[2]) {
  const app = Fastify({ logger: false });
  apps.push(app);
  app.get('/doc', (request, reply) => streamInto(request, reply, run));
  return app;
}

describe('streaming a document into the reply', () => {
  it('names the file, even one with a lone surrogate, and streams the bytes', async () => {
    const app = serve(async (open) => {
      const out = open({ fileName: '股东名册_\udc00.xlsx', contentType: 'text/plain' });
      out.end('bytes');
    });
    const res = await app.inject({ method: 'GET', url: '/doc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="______.xlsx"; filename*=UTF-8''${encodeURIComponent('股东名册__.xlsx')}`,
    );
    expect(res.body).toBe('bytes');
  });

  it('answers an error, and keeps the process, when opening the document fails', async () => {
    const unhandled: unknown[] = [];
    const record = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', record);
    try {
      const app = serve(async (open) => {
        open({
          get fileName(): string {
            throw new Error('no name');
          },
          contentType: 'text/plain',
        });
      });
      const res = await app.inject({ method: 'GET', url: '/doc' });
      expect(res.statusCode).toBe(500);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
