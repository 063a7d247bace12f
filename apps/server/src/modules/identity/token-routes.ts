import {
  captchaAnswer,
  emptyData,
  envelope,
  oauthUserInfo,
  type TokenAnswer,
  type TokenParams,
  tokenAnswer,
  tokenParams,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { AppError, namingField } from '../../platform/errors.js';
import type { TenantService } from '../system/index.js';
import { createCaptcha } from './captcha.js';
import { requireUser } from './guard.js';
import type { IdentityDeps, RequestMeta } from './identity-deps.js';
import { signInWithPassword } from './login.service.js';
import { logout, refreshSession } from './refresh.service.js';

export interface TokenRouteDeps extends IdentityDeps {
  tenants: TenantService;
  /** The `mobile` grant, supplied by the SMS capability. */
  signInWithMobile?: (options: {
    params: TokenParams;
    tenantId: string;
    meta: RequestMeta;
  }) => Promise<TokenAnswer>;
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  requestId: request.id,
});

/** The Basic header must name a configured client (`saber:saber_secret` by default). */
export function checkClient(request: FastifyRequest, clients: { id: string; secret: string }[]): void {
  const match = /^basic\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''));
  const decoded = match ? Buffer.from(match[1] ?? '', 'base64').toString('utf8') : '';
  if (!clients.some((c) => `${c.id}:${c.secret}` === decoded)) throw new AppError('AUTH_CLIENT_INVALID');
}

function readParams(request: FastifyRequest): TokenParams {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  const fromHeaders: Record<string, string> = {};
  for (const name of ['Captcha-Key', 'Captcha-Code', 'Mobile-Key', 'Mobile-Code']) {
    const value = request.headers[name.toLowerCase()];
    if (typeof value === 'string' && value !== '') fromHeaders[name] = value;
  }
  const merged = { ...fromHeaders, ...(request.query as object), ...body };
  const parsed = tokenParams.safeParse(merged);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  throw new AppError('VALIDATION_FAILED', {}, { message: namingField(field, String(issue?.message)) });
}

function required(value: string | undefined, message: string): string {
  if (value === undefined || value.trim() === '') throw new AppError('VALIDATION_FAILED', {}, { message });
  return value;
}

async function grant(request: FastifyRequest, deps: TokenRouteDeps): Promise<TokenAnswer> {
  checkClient(request, deps.auth.clients);
  const params = readParams(request);
  const tenant = await deps.tenants.require(params.tenantId ?? request.tenantId);
  const meta = requestMeta(request);
  switch (params.grant_type) {
    case 'captcha':
    case 'password': {
      if (params.grant_type === 'password' && !deps.auth.allowPasswordGrant)
        throw new AppError('AUTH_GRANT_UNSUPPORTED', { grantType: 'password' });
      const name = required(params.account ?? params.username, '请输入用户名');
      const password = required(params.password, '请输入密码');
      const captcha =
        params.grant_type === 'captcha'
          ? { key: params['Captcha-Key'], code: required(params['Captcha-Code'], '请填写验证码') }
          : null;
      return signInWithPassword({
        deps,
        tenantId: tenant.tenantId,
        name,
        password,
        captcha,
        landingMode: params.landingMode,
        meta,
      });
    }
    case 'refresh_token': {
      const token = params.refresh_token;
      if (!token) throw new AppError('SESSION_EXPIRED');
      return refreshSession({ deps, tenantId: tenant.tenantId, refreshToken: token, meta });
    }
    case 'mobile':
      if (!deps.signInWithMobile) throw new AppError('AUTH_GRANT_UNSUPPORTED', { grantType: 'mobile' });
      return deps.signInWithMobile({ params, tenantId: tenant.tenantId, meta });
  }
}

export function registerTokenRoutes(root: FastifyInstance, deps: TokenRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/blade-auth/oauth/token',
    {
      // Refusals in OAuth's shape as well as the envelope's (error_code, error_description).
      config: { access: 'public', errorShape: 'oauth' },
      schema: {
        tags: ['auth'],
        summary: '登录与刷新令牌（OAuth，扁平应答）',
        response: { 200: tokenAnswer },
      },
    },
    async (request) => grant(request, deps),
  );

  app.get(
    '/api/blade-auth/oauth/captcha',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: '图形验证码（4位，5分钟，一次有效）',
        response: { 200: envelope(captchaAnswer) },
      },
    },
    async () =>
      ok(
        await createCaptcha({
          tx: deps.db.orm,
          now: deps.clock.now(),
          fixedAnswer: deps.auth.testCaptchaAnswer,
        }),
      ),
  );

  const logoutHandler = async (request: FastifyRequest) => {
    const user = requireUser(request);
    await logout({
      deps,
      tenantId: user.tenantId,
      sessionId: user.sessionId,
      accountId: user.accountId,
      accountName: user.account,
      meta: requestMeta(request),
    });
    return ok(null, '退出成功');
  };
  const logoutOptions = {
    config: { access: 'user' as const, beforePasswordChange: true as const },
    schema: { tags: ['auth'], summary: '退出登录（结束会话）', response: { 200: envelope(emptyData) } },
  };
  app.get('/api/blade-auth/oauth/logout', logoutOptions, logoutHandler);
  app.post('/api/blade-auth/oauth/logout', logoutOptions, logoutHandler);

  app.get(
    '/api/blade-auth/oauth/user-info',
    {
      config: { access: 'user', beforePasswordChange: true },
      schema: { tags: ['auth'], summary: '当前登录用户', response: { 200: envelope(oauthUserInfo) } },
    },
    async (request) => {
      const user = requireUser(request);
      return ok({
        userId: user.accountId,
        tenantId: user.tenantId,
        account: user.account,
        userName: user.account,
        realName: user.realName,
        orgType: user.orgType,
        roles: user.roles,
        landingMode: user.landingMode,
        mustChangePassword: user.mustChangePassword,
      });
    },
  );

  // oauth/clear-cache is the system module's (system-admin-routes.ts): administrators drop every
  // process's caches.
}
