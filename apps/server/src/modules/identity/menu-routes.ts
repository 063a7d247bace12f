import { demoAccount, envelope, menuItem, menuRoutesQuery } from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppEnv } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT_ID } from './demo-identity.js';
import { requireUser } from './guard.js';
import { buttonsFor, menuFor } from './menus.js';

export function registerMenuRoutes(
  root: FastifyInstance,
  deps: { appEnv: AppEnv; seedDemoData: boolean },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/blade-system/menu/routes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary: '当前专区的侧边菜单',
        querystring: menuRoutesQuery,
        response: { 200: envelope(z.array(menuItem)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The zone is the session's; a different landingMode in the query is not a way into another zone.
      if (request.query.landingMode && request.query.landingMode !== user.landingMode)
        throw new AppError('FORBIDDEN');
      return ok(menuFor(user.landingMode, user.roles));
    },
  );

  app.get(
    '/api/blade-system/menu/buttons',
    {
      config: { access: 'user' },
      schema: { tags: ['system'], summary: '按钮权限编码', response: { 200: envelope(z.array(z.string())) } },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(buttonsFor(user.landingMode, user.roles));
    },
  );

  // taskItem/getUserTasks (the 我的待办 badge) is the workflow module's (modules/workflow/routes.ts).

  app.get(
    '/api/blade-system/demo-accounts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '演示账号（非生产环境）',
        response: { 200: envelope(z.array(demoAccount)) },
      },
    },
    async () => {
      if (deps.appEnv === 'production' || !deps.seedDemoData) throw new AppError('NOT_FOUND');
      return ok(
        DEMO_ACCOUNTS.map((a) => ({
          system: a.system,
          landingMode: a.zones[0]!,
          username: a.account,
          password: DEMO_PASSWORD,
          tenantId: DEMO_TENANT_ID,
        })),
      );
    },
  );
}
