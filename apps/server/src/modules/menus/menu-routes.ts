import { envelope, menuItem, menuRoutesQuery } from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { requireUser } from '../identity/index.js';
import type { MenuService } from './menu.service.js';

/** The signed-in user's side menu and button codes, from the menu table (002 §6). */
export function registerMenuRoutes(root: FastifyInstance, deps: { menus: MenuService }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { menus } = deps;

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
      return ok(await menus.routes(user.tenantId, user.landingMode, user.roles));
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
      return ok(await menus.buttons(user.tenantId, user.landingMode, user.roles));
    },
  );
}
