import { type FlowDefinition, parseFlowDefinition } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';

export interface StoredFlow {
  id: number;
  version: number;
  flow: FlowDefinition;
}

/** Versions are immutable, so a parsed version can be kept for the life of the process. */
const parsedById = new Map<number, FlowDefinition>();

function parseStored(id: number, definition: unknown): FlowDefinition {
  const cached = parsedById.get(id);
  if (cached) return cached;
  const parsed = parseFlowDefinition(definition);
  if (!parsed.ok) throw new Error(`flow_definition ${id} does not parse: ${parsed.errors.join('; ')}`);
  parsedById.set(id, parsed.flow);
  return parsed.flow;
}

/** The active flow of an appId (new applications), or a given version (running ones). */
export async function findFlow(
  tx: Executor,
  tenantId: string,
  appId: string,
  version?: number,
): Promise<StoredFlow | null> {
  const found = await rows<{ id: number; version: number; definition: unknown }>(
    tx,
    sql`select id, version, definition from flow_definition
        where tenant_id = ${tenantId} and app_id = ${appId}
          and ${version === undefined ? sql`status = 'active'` : sql`version = ${version}`}`,
  );
  const row = found[0];
  return row
    ? { id: Number(row.id), version: row.version, flow: parseStored(Number(row.id), row.definition) }
    : null;
}

export async function requireFlow(tx: Executor, tenantId: string, appId: string, version?: number) {
  const found = await findFlow(tx, tenantId, appId, version);
  if (!found) throw new AppError('WORKFLOW_FLOW_UNKNOWN', { appId });
  return found;
}

/** Version 1 of a seeded flow when the tenant has no version of it (an operator's are kept). */
export async function insertFirstFlowIfNone(
  tx: Tx,
  options: { tenantId: string; appId: string; definition: unknown; createdBy: string },
): Promise<boolean> {
  const inserted = await rows<{ id: number }>(
    tx,
    sql`insert into flow_definition (tenant_id, app_id, version, definition, created_by)
        select ${options.tenantId}, ${options.appId}, 1, ${JSON.stringify(options.definition)}::jsonb, ${options.createdBy}
        where not exists (select 1 from flow_definition where tenant_id = ${options.tenantId} and app_id = ${options.appId})
        returning id`,
  );
  return inserted.length === 1;
}
