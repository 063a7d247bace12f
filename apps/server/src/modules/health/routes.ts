import { envelope, health } from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { pingDatabase } from './health.repository.js';

export interface HealthDeps {
  db: Database;
  /** Null when the version is not shown (HEALTH_SHOWS_VERSION, opt-in in production). */
  version: string | null;
  startedAt: number;
  isShuttingDown: () => boolean;
}

export function registerHealthRoutes(root: FastifyInstance, deps: HealthDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: '健康检查', response: { 200: envelope(health) } },
    },
    async () => {
      if (deps.isShuttingDown()) throw new AppError('SERVICE_UNAVAILABLE');
      await pingDatabase(deps.db);
      return ok({
        status: 'ok' as const,
        database: deps.db.kind,
        ...(deps.version === null ? {} : { version: deps.version }),
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      });
    },
  );
}
