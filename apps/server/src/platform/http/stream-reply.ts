import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../documents/content-disposition.js';

/** A document streamed as an attachment: its file name and content type. */
export interface StreamTarget {
  fileName: string;
  contentType: string;
}

/**
 * Runs an export that streams into the reply. Failures before the document starts are ordinary
 * error answers; after it started (headers sent) the stream is cut and the failure logged.
 */
export async function streamInto(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (open: (target: StreamTarget) => Writable) => Promise<unknown>,
): Promise<FastifyReply> {
  let body: PassThrough | null = null;
  try {
    await run((target) => {
      // Everything that can throw comes before the stream exists: a stream destroyed before the
      // reply owns it has no listener, and its 'error' would end the process.
      reply
        .header('content-disposition', attachmentDisposition(target.fileName))
        .header('cache-control', 'no-store')
        .type(target.contentType);
      const stream = new PassThrough();
      void reply.send(stream);
      body = stream;
      return stream;
    });
  } catch (error) {
    if (!body) throw error;
    request.log.error({ err: error }, 'document export failed after it started');
    (body as PassThrough).destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return reply;
}
