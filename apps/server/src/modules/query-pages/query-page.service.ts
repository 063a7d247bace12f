import type { QueryPageDetail, QueryPageSummary, QueryPageVersion, SaveQueryPageBody } from '@rer/contracts';
import { parseQueryPageConfig, type QueryPageConfig } from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../forms/index.js';
import type { QueryEndpointRegistry } from './endpoint-registry.js';
import {
  findActivePageConfig,
  insertPageConfigVersion,
  listActivePageConfigs,
  listPageConfigVersions,
  type PageKey,
  retireActivePageConfig,
} from './query-page.repository.js';

/**
 * The stored page, parsed. A stored configuration always parsed when it was saved or seeded; a
 * later tightening of the schema makes an old version unreadable, which is reported, not served.
 */
export async function readActivePage(
  tx: Executor,
  key: PageKey,
): Promise<{ version: number; config: QueryPageConfig; raw: Record<string, unknown> }> {
  const found = await findActivePageConfig(tx, key);
  if (!found) throw new AppError('QUERY_PAGE_UNKNOWN', { pageKey: key.pageKey });
  const parsed = parseQueryPageConfig(found.config);
  if (!parsed.ok) throw new AppError('QUERY_PAGE_INVALID', { errors: parsed.errors.join('；') });
  return { version: found.version, config: parsed.config, raw: found.config };
}

export async function getActivePage(db: Database, key: PageKey): Promise<QueryPageDetail> {
  const page = await db.withTenant(key.tenantId, (tx) => readActivePage(tx, key));
  return { pageKey: key.pageKey, version: page.version, config: page.raw };
}

export async function listPageVersions(db: Database, key: PageKey): Promise<QueryPageVersion[]> {
  const versions = await db.withTenant(key.tenantId, (tx) => listPageConfigVersions(tx, key));
  if (versions.length === 0) throw new AppError('QUERY_PAGE_UNKNOWN', { pageKey: key.pageKey });
  return versions;
}

export async function listPages(db: Database, tenantId: string): Promise<QueryPageSummary[]> {
  const pages = await db.withTenant(tenantId, (tx) => listActivePageConfigs(tx, tenantId));
  return pages.map((page) => {
    const dataSource = page.config.dataSource as { endpoint?: unknown } | undefined;
    return {
      pageKey: page.pageKey,
      title: typeof page.config.title === 'string' ? page.config.title : page.pageKey,
      version: page.version,
      endpoint: typeof dataSource?.endpoint === 'string' ? dataSource.endpoint : null,
      createdAt: page.createdAt,
    };
  });
}

/**
 * The configurator's save: the configuration must parse and name a registered endpoint (400
 * listing the Chinese errors) and carry the same pageKey; it becomes version expectedVersion + 1
 * and the previous active version is retired in the same transaction, with an audit row. A stale
 * expectedVersion, or the loser of two concurrent saves, gets 409.
 */
export async function savePageConfig(options: {
  db: Database;
  endpoints: QueryEndpointRegistry;
  tenantId: string;
  body: SaveQueryPageBody;
  audit: AuditContext & { actorId: string };
}): Promise<{ pageKey: string; version: number }> {
  const { db, tenantId, body } = options;
  const parsed = parseQueryPageConfig(body.config, { endpoints: options.endpoints.names() });
  if (!parsed.ok) {
    throw new AppError('QUERY_PAGE_INVALID', { errors: parsed.errors.join('；') }, { data: parsed.errors });
  }
  if (parsed.config.pageKey !== body.pageKey) {
    throw new AppError('QUERY_PAGE_MISMATCH', { configKey: parsed.config.pageKey, requestKey: body.pageKey });
  }
  const key: PageKey = { tenantId, pageKey: body.pageKey };
  const version = body.expectedVersion + 1;
  try {
    await db.withTenant(tenantId, async (tx) => {
      if (body.expectedVersion > 0 && !(await retireActivePageConfig(tx, key, body.expectedVersion))) {
        throw new AppError('CONFLICT');
      }
      await insertPageConfigVersion(tx, {
        ...key,
        version,
        config: body.config as Record<string, unknown>,
        createdBy: options.audit.actorId,
      });
      await writeAudit(tx, options.audit, {
        action: 'query_page.save',
        targetType: 'query_page_config',
        targetId: body.pageKey,
        detail: { version, previousVersion: body.expectedVersion },
      });
    });
  } catch (error) {
    // A first save (expectedVersion 0) of a page that exists, or two concurrent saves.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', {}, { cause: error });
    throw error;
  }
  return { pageKey: body.pageKey, version };
}
