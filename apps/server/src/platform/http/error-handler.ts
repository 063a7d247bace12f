import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failure } from '../envelope.js';
import { AppError, type ErrorCode, errorCatalogue, formatMessage } from '../errors.js';
import { validationFailure } from './validation-message.js';

const locationNames: Record<string, string> = {
  querystring: '查询参数',
  body: '请求体字段',
  params: '路径参数',
  headers: '请求头',
};

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)}MB` : `${Math.round(bytes / 1024)}KB`;
}

/** A body in a type the route does not read, or with no Content-Type at all (said so, not left blank). */
function unsupportedMediaType(request: FastifyRequest): AppError {
  const contentType = String(request.headers['content-type'] ?? '')
    .trim()
    .slice(0, 60);
  return contentType === ''
    ? new AppError('MEDIA_TYPE_MISSING')
    : new AppError('UNSUPPORTED_MEDIA_TYPE', { contentType });
}

/** Turns any thrown value into an AppError; unknown errors become INTERNAL. */
export function toAppError(error: unknown, request: FastifyRequest, bodyLimit: number): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const location =
      locationNames[(error as { validationContext?: string }).validationContext ?? ''] ?? '参数';
    return validationFailure(
      location,
      error.validation.map((issue) => ({
        ...(issue.params as { maximum?: unknown; minimum?: unknown }),
        code: issue.keyword,
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      })),
    );
  }
  const code = (error as FastifyError | undefined)?.code;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // The route's own limit (64 MB for the register import), else the platform's.
      return new AppError('BODY_TOO_LARGE', {
        limit: formatBytes(request.routeOptions?.bodyLimit ?? bodyLimit),
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType(request);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('MALFORMED_BODY');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('MALFORMED_BODY');
    case 'FST_ERR_VALIDATION':
      return new AppError('VALIDATION_FAILED', {}, { message: (error as Error).message });
    default:
      break;
  }
  // Fastify's JSON parser raises a SyntaxError with statusCode 400.
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return new AppError('MALFORMED_BODY');
  }
  const statusCode = (error as { statusCode?: number } | undefined)?.statusCode;
  if (statusCode === 404) return new AppError('NOT_FOUND');
  if (statusCode === 405) return new AppError('METHOD_NOT_ALLOWED');
  return new AppError('INTERNAL', { requestId: request.id }, { cause: error });
}

export function registerErrorHandling(app: FastifyInstance, options: { bodyLimit: number }): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error, request, options.bodyLimit);
    if (appError.code === 'INTERNAL') {
      // Details stay in the log; the client gets the request id to quote.
      request.log.error(
        { err: error, serialization: isResponseSerializationError(error) },
        'unhandled error',
      );
    } else if (appError.status >= 500) {
      request.log.warn({ code: appError.code }, appError.message);
    }
    return sendError(reply, appError);
  });
}

const OAUTH_ERROR_CODES: Partial<Record<ErrorCode, string>> = {
  AUTH_CLIENT_INVALID: 'invalid_client',
  SESSION_EXPIRED: 'invalid_grant',
  VALIDATION_FAILED: 'invalid_request',
  AUTH_GRANT_UNSUPPORTED: 'unsupported_grant_type',
};

/** Longest path parameter the router takes (`maxParamLength`). */
export const MAX_PARAM_LENGTH = 200;

/**
 * Refusals the router makes before any route or hook (Fastify's `frameworkErrors`): a path that
 * does not decode, a path parameter over the limit. Neither echoes the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const refusal =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('URL_PARAM_TOO_LONG', { limit: MAX_PARAM_LENGTH })
      : new AppError('BAD_URL');
  void sendError(reply, refusal);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: '请求头过大（含请求地址），请缩短后重试' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: '请求超时，请重试' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, malformed
 * requests, timeouts): answered in the envelope and in Chinese, then the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: '请求格式不正确' };
  const body = JSON.stringify(failure(known.status, known.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  reply.code(error.status).header('X-Request-Id', reply.request.id);
  if (reply.request.routeOptions?.config?.errorShape === 'oauth') {
    // BladeX's token endpoint answers flat: the envelope's fields and OAuth's, no data.
    return reply.send({
      ...failure(error.envelopeCode, error.message),
      error_code: OAUTH_ERROR_CODES[error.code] ?? error.code.toLowerCase(),
      error_description: error.message,
    });
  }
  return reply.send({ ...failure(error.envelopeCode, error.message), data: error.data });
}

export function routeNotFound(request: FastifyRequest): AppError {
  return new AppError('ROUTE_NOT_FOUND', {
    method: request.method,
    url: request.url.split('?')[0] ?? '',
  });
}

export { errorCatalogue, formatMessage };
