import { createHash, createHmac } from 'node:crypto';

/** e签宝 open API v3 request signing ("签名鉴权"): the fixed Accept and Content-Type it signs. */
export const ESIGN_ACCEPT = '*/*';
export const ESIGN_CONTENT_TYPE = 'application/json; charset=UTF-8';

/** Content-MD5: Base64 of the body's MD5; empty for a request without a body (GET). */
export function esignContentMd5(body: string | Buffer): string {
  if (body.length === 0) return '';
  return createHash('md5').update(body).digest('base64');
}

/**
 * PathAndParameters: the path, then the query's parameters sorted by name as `name=value` joined
 * by `&` (values as they are, not URL-encoded; a parameter without a value is its name alone).
 */
export function esignPathAndParameters(pathWithQuery: string): string {
  const [path = '', query] = pathWithQuery.split('?', 2);
  if (!query) return path;
  const params = [...new URLSearchParams(query)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => (v === '' ? k : `${k}=${v}`));
  return `${path}?${params.join('&')}`;
}

/**
 * The string e签宝 signs: HTTPMethod, Accept, Content-MD5, Content-Type, Date (empty: we send
 * none), then PathAndParameters (no custom headers are signed), each on its own line.
 */
export function esignStringToSign(method: string, contentMd5: string, pathWithQuery: string): string {
  return [
    method.toUpperCase(),
    ESIGN_ACCEPT,
    contentMd5,
    ESIGN_CONTENT_TYPE,
    '',
    esignPathAndParameters(pathWithQuery),
  ].join('\n');
}

/** X-Tsign-Open-Ca-Signature: Base64(HMAC-SHA256(appSecret, stringToSign)). */
export function esignSignature(appSecret: string, stringToSign: string): string {
  return createHmac('sha256', appSecret).update(stringToSign, 'utf8').digest('base64');
}

/** The headers of one signed request. */
export function esignHeaders(
  config: { appId: string; appSecret: string },
  request: { method: string; pathWithQuery: string; body: string; now: number },
): Record<string, string> {
  const contentMd5 = esignContentMd5(request.body);
  const signature = esignSignature(
    config.appSecret,
    esignStringToSign(request.method, contentMd5, request.pathWithQuery),
  );
  return {
    Accept: ESIGN_ACCEPT,
    'Content-Type': ESIGN_CONTENT_TYPE,
    'Content-MD5': contentMd5,
    'X-Tsign-Open-App-Id': config.appId,
    'X-Tsign-Open-Auth-Mode': 'Signature',
    'X-Tsign-Open-Ca-Timestamp': String(request.now),
    'X-Tsign-Open-Ca-Signature': signature,
  };
}
