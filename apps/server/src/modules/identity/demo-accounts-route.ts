import { demoAccount, envelope } from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppEnv } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT_ID } from './demo-identity.js';

export function registerDemoAccountRoute(
  root: FastifyInstance,
  deps: { appEnv: AppEnv; seedDemoData: boolean },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // menu/routes and menu/buttons are the menus module's (modules/menus, from the menu table).
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
