import {
  emptyData,
  envelope,
  registerAccountBody,
  resetPasswordBody,
  smsOutboxItem,
  smsOutboxQuery,
  smsSendAnswer,
  smsSendQuery,
  updateCapitalPasswordBody,
  verifyPasswordBody,
} from '@rer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppEnv } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import type { SmsProvider } from '../../platform/sms/sms-provider.js';
import type { TenantService } from '../system/index.js';
import { registerAccount, resetPassword } from './account.service.js';
import { isAdministrator } from './administrator.js';
import { checkCapitalPassword, updateCapitalPassword } from './capital-password.service.js';
import { requireUser } from './guard.js';
import type { IdentityDeps } from './identity-deps.js';
import { listSandboxOutbox } from './sms.repository.js';
import { sendSmsCode } from './sms.service.js';
import { requestMeta } from './token-routes.js';

export interface SmsRouteDeps extends IdentityDeps {
  tenants: TenantService;
  sms: SmsProvider;
  appEnv: AppEnv;
}

const USER = '/api/rem-registrationbizweb/user';

/**
 * Whether the SMS sandbox's outbox may be read in this process: never in production, and only
 * while the sandbox provider (not a real one) sends the messages. The menu item 短信沙箱发件箱
 * shows under the same condition (app.ts), so no menu leads to the refusal.
 */
export function smsOutboxAvailable(appEnv: AppEnv, sms: Pick<SmsProvider, 'name'>): boolean {
  return appEnv !== 'production' && sms.name === 'sandbox';
}
const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The refusal where the outbox cannot be read (production, or a real SMS provider). */
export const SMS_OUTBOX_OFF = '短信沙箱未开启，发件箱不可查看';

export function registerSmsRoutes(root: FastifyInstance, deps: SmsRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const publicConfig = { access: 'public' as const };

  app.get(
    '/api/blade-auth/oauth/sms/send',
    {
      config: publicConfig,
      schema: {
        tags: ['auth'],
        summary: '发送短信验证码（需图形验证码）',
        querystring: smsSendQuery,
        response: { 200: envelope(smsSendAnswer) },
      },
    },
    async (request) => {
      const tenant = await deps.tenants.require(request.query.tenantId ?? request.tenantId);
      const sent = await sendSmsCode({
        deps,
        sms: deps.sms,
        tenantId: tenant.tenantId,
        mobile: request.query.phone,
        purpose: request.query.purpose,
        captcha: { key: headerOf(request, 'captcha-key'), code: headerOf(request, 'captcha-code') },
        meta: requestMeta(request),
      });
      return ok({ key: sent.key, provider: deps.sms.name }, '验证码发送成功');
    },
  );

  app.post(
    `${USER}/registerAccount`,
    {
      config: publicConfig,
      schema: {
        tags: ['user'],
        summary: '注册账号',
        body: registerAccountBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const tenant = await deps.tenants.require(request.body.tenantId ?? request.tenantId);
      return ok(
        await registerAccount({
          deps,
          tenantId: tenant.tenantId,
          body: request.body,
          meta: requestMeta(request),
        }),
        '注册成功',
      );
    },
  );

  app.post(
    `${USER}/resetPassword`,
    {
      config: publicConfig,
      schema: {
        tags: ['user'],
        summary: '找回密码（短信验证码）',
        body: resetPasswordBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      const tenant = await deps.tenants.require(request.body.tenantId ?? request.tenantId);
      await resetPassword({
        deps,
        tenantId: tenant.tenantId,
        body: request.body,
        meta: requestMeta(request),
      });
      return ok(null, '密码已重置，请重新登录');
    },
  );

  app.post(
    `${USER}/updateCapitalPassword`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: '修改资金密码',
        body: updateCapitalPasswordBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { passwordOld, passwordNew } = request.body;
      await updateCapitalPassword({ deps, user, passwordOld, passwordNew, meta: requestMeta(request) });
      return ok(null, '资金密码已修改');
    },
  );

  app.post(
    `${USER}/verifyPassword`,
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: '校验资金密码',
        body: verifyPasswordBody,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => {
      await checkCapitalPassword({ deps, user: requireUser(request), password: request.body.password });
      return ok(true);
    },
  );

  app.get(
    '/api/blade-system/sms-outbox',
    {
      // Administrators only: the sandbox's messages hold the codes users were sent.
      config: { access: 'user', authorize: isAdministrator },
      schema: {
        tags: ['system'],
        summary: '短信沙箱发件箱（管理员；仅非生产环境且使用沙箱时）',
        querystring: smsOutboxQuery,
        response: { 200: envelope(z.array(smsOutboxItem)) },
      },
    },
    async (request) => {
      if (!smsOutboxAvailable(deps.appEnv, deps.sms))
        throw new AppError('FORBIDDEN', {}, { message: SMS_OUTBOX_OFF });
      const found = await deps.db.withTenant(request.tenantId, (tx) =>
        listSandboxOutbox(tx, request.tenantId, request.query.mobile),
      );
      return ok(
        found.map((m) => ({
          id: String(m.id),
          mobile: m.mobile,
          template: m.template,
          params: m.params as Record<string, string>,
          createdAt: m.createdAt,
        })),
      );
    },
  );
}
