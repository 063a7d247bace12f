import { catalogueGroup, envelope, investmentZoneAnswer } from '@rer/contracts';
import { type CatalogueZone, catalogueFor } from '@rer/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { requireUser } from '../identity/index.js';
import { findOpenMemberOf } from '../members/index.js';
import { findInstalledAppIds, isCompanyListed } from './catalogue.repository.js';
import { investmentZoneAnswerOf } from './investment-zone.service.js';

/**
 * 业务办理 (issue 20, ADR 41): the businesses of the user's zone, grouped, each open, answered with
 * its gate's message (a listed enterprise's share changes), or not offered yet.
 */
export function registerCatalogueRoutes(root: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/rem-registrationbizweb/business/catalogue',
    {
      config: { access: 'user' },
      schema: {
        tags: ['workflow'],
        summary: '业务办理（当前专区可办理的业务）',
        response: { 200: envelope(z.array(catalogueGroup)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const tenantId = user.tenantId;
      const view = await deps.db.withTenant(tenantId, async (tx) => {
        const installed = await findInstalledAppIds(tx, tenantId);
        const isListing =
          user.landingMode === 'org' && user.currentCompany !== null
            ? await isCompanyListed(tx, tenantId, user.currentCompany)
            : false;
        // memberStatus 1 while the login acts for an open member (a completed 550012, ADR 65).
        const memberStatus =
          user.landingMode === 'member' && (await findOpenMemberOf(tx, tenantId, user.accountId)) ? 1 : 0;
        return catalogueFor(user.landingMode as CatalogueZone, { isListing, memberStatus }, (appId) =>
          installed.has(appId),
        );
      });
      // The contract's plain arrays (the domain's are read-only).
      return ok(
        view.map((g) => ({
          ...g,
          subgroups: g.subgroups.map((sg) => ({
            ...sg,
            items: sg.items.map((i) => ({ ...i, zones: [...i.zones], gates: [...(i.gates ?? [])] })),
          })),
        })),
      );
    },
  );

  app.get(
    '/api/rem-registrationbizweb/business/investmentZone',
    {
      config: { access: 'user' },
      schema: {
        tags: ['workflow'],
        summary: '投资专区准入（机构投资者认证、产品认证）',
        response: { 200: envelope(investmentZoneAnswer) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const answer = await deps.db.withTenant(user.tenantId, (tx) =>
        investmentZoneAnswerOf(tx, user, deps.clock.now()),
      );
      return ok(answer);
    },
  );
}
