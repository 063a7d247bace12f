import {
  envelope,
  TOP_MENU_EXTRA_LIMIT,
  TOP_MENU_EXTRA_PARAM,
  type TopMenuExtraItem,
  topMenuExtraEntry,
  topMenuExtraItem,
  topMenuExtraQuery,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import type { TenantService } from '../system/index.js';
import { findParam } from '../system/index.js';
import type { IdentityDeps } from './identity-deps.js';

/**
 * Reads `bizTopMenu.extra` (002 §2.4): a JSON list of `{ key, title, path, newWindow? }`. Each entry is checked on
 * its own and dropped when it is not an internal route (`javascript:`, `//host`, `http:` …), malformed, or a
 * repeated key; not JSON or not a list gives no items. Paths are answered in the router's form (`#/x` → `/x`).
 */
export function parseTopMenuExtra(raw: string | null | undefined): {
  items: TopMenuExtraItem[];
  dropped: number;
} {
  if (!raw?.trim()) return { items: [], dropped: 0 };
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return { items: [], dropped: 1 };
  }
  if (!Array.isArray(list)) return { items: [], dropped: 1 };
  const items: TopMenuExtraItem[] = [];
  let dropped = 0;
  for (const entry of list) {
    const parsed = topMenuExtraEntry.safeParse(entry);
    if (
      !parsed.success ||
      items.length >= TOP_MENU_EXTRA_LIMIT ||
      items.some((i) => i.key === parsed.data.key)
    ) {
      dropped += 1;
      continue;
    }
    const { key, title, path, newWindow } = parsed.data;
    items.push({
      key,
      title,
      path: path.startsWith('#') ? path.slice(1) : path,
      newWindow: newWindow ?? false,
    });
  }
  return { items, dropped };
}

/** The public call the web appends the extra top-menu items from (only checked entries leave the server). */
export function registerTopMenuExtraRoute(
  root: FastifyInstance,
  deps: IdentityDeps & { tenants: TenantService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/blade-system/nonds/param/getBizTopMenuExtra',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: '顶部菜单附加项（bizTopMenu.extra，仅站内路由）',
        querystring: topMenuExtraQuery,
        response: { 200: envelope(z.array(topMenuExtraItem)) },
      },
    },
    async (request) => {
      const tenant = await deps.tenants.require(request.query.tenantId ?? request.tenantId);
      const found = await deps.db.withTenant(tenant.tenantId, (tx) =>
        findParam(tx, tenant.tenantId, TOP_MENU_EXTRA_PARAM),
      );
      const { items, dropped } = parseTopMenuExtra(found?.paramValue);
      if (dropped > 0)
        request.log.warn({ tenantId: tenant.tenantId, dropped }, 'bizTopMenu.extra: entries refused');
      return ok(items);
    },
  );
}
