import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves (ADR 31). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text answers made by our handlers: JSON envelopes, OAuth answers, previews' HTML and text. */
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/(html|plain|css|csv))\b/i;

/**
 * The encoding to answer with: brotli when the client accepts it, else gzip, else none. An
 * encoding with `q=0` is refused; `*` stands for both unless named with `q=0`.
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: AnswerEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export function compressBody(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  // Quality 5: most of brotli's gain at a speed near gzip's (11 would stall the event loop's
  // thread pool on a register page of a few MB).
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the text answers of the API (ADR 31): JSON of at least 1 KB, as brotli or gzip by
 * the request's Accept-Encoding. Streams (documents, exports, static files — served pre-compressed
 * by the SPA serving) keep streaming untouched; downloads (`Content-Disposition`) and answers
 * already encoded are never touched, so xlsx/pdf/zip files go byte for byte.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.getHeader('content-encoding') !== undefined) return payload;
    if (reply.getHeader('content-disposition') !== undefined) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compressBody(body, encoding);
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
