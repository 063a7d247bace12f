/**
 * The one error catalogue: every failure the API reports has a typed code here, mapped to its
 * HTTP status and its Chinese message. Messages the spec quotes are used verbatim.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: '请求参数不正确' },
  MALFORMED_BODY: { status: 400, message: '请求体格式不正确，应为有效的JSON' },
  BODY_TOO_LARGE: { status: 400, message: '请求体过大，不能超过{limit}' },
  UNSUPPORTED_MEDIA_TYPE: { status: 400, message: '不支持的请求内容类型：{contentType}' },
  DICTIONARY_UNKNOWN: { status: 400, message: '字典编码不存在：{code}' },
  PARAM_UNKNOWN: { status: 400, message: '参数不存在：{paramKey}' },
  TENANT_UNKNOWN: { status: 400, message: '租户不存在或已停用：{tenantId}' },
  UNAUTHENTICATED: { status: 401, message: '请求未授权，请重新登录' },
  FORBIDDEN: { status: 403, message: '没有权限执行该操作' },
  NOT_FOUND: { status: 404, message: '请求的资源不存在' },
  ROUTE_NOT_FOUND: { status: 404, message: '接口不存在：{method} {url}' },
  METHOD_NOT_ALLOWED: { status: 405, message: '请求方法不被允许' },
  CONFLICT: { status: 409, message: '数据已被他人修改，请刷新后重试' },
  RATE_LIMITED: { status: 429, message: '操作过于频繁，请稍后再试' },
  INTERNAL: { status: 500, message: '系统繁忙，请稍后重试（请求编号：{requestId}）' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服务正在停止或维护中，请稍后重试' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export type ErrorParams = Record<string, string | number>;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams;

  constructor(code: ErrorCode, params: ErrorParams = {}, options?: { cause?: unknown; message?: string }) {
    const message = options?.message ?? formatMessage(errorCatalogue[code].message, params);
    super(message, { cause: options?.cause });
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.params = params;
  }
}

export function formatMessage(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** A 400 whose message names the field, e.g. `code：字典编码不能为空`. */
export function validationError(field: string, message: string): AppError {
  const text = field ? `${field}：${message}` : message;
  return new AppError('VALIDATION_FAILED', { field }, { message: text });
}
