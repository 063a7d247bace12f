import type { FormSchemaDetail, FormTableRows, FormTableRowsQuery } from '@rer/contracts';
import { checkRowsPage, cutDisplayRows } from '@rer/domain';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { findDisplayTableRows } from './form-schema.repository.js';

/**
 * Big display tables apart from their schema (issue 18, ADR 33): the detail answer keeps a
 * table's first rows and lists it in `pagedTables`; the rest is read by page from the same
 * stored version, sliced in SQL.
 */

/** The detail answer with display tables of more than `firstRows` plain rows cut to those. */
export function withPagedTables(detail: FormSchemaDetail, firstRows: number): FormSchemaDetail {
  const { schema, paged } = cutDisplayRows(detail.schema, firstRows);
  if (paged.length === 0) return detail;
  return { ...detail, schema: schema as FormSchemaDetail['schema'], pagedTables: paged };
}

/**
 * One page of a display table's rows in a stored version. The rows passed the schema parser
 * when the version was saved or seeded; each page is checked again with the same rule before it
 * leaves (plain rows, no script text), as the browser no longer parses them with the schema.
 */
export async function getDisplayTableRows(
  db: Database,
  tenantId: string,
  query: FormTableRowsQuery,
): Promise<FormTableRows> {
  const { appId, nodeId, version, prop, offset, limit } = query;
  const found = await db.withTenant(tenantId, (tx) =>
    findDisplayTableRows(tx, { tenantId, appId, nodeId, version }, { prop, offset, limit }),
  );
  if (!found) throw new AppError('FORM_SCHEMA_UNKNOWN', { appId, nodeId });
  if (found.rows === null) throw new AppError('FORM_TABLE_UNKNOWN', { prop });
  const problem = checkRowsPage(prop, offset, found.rows);
  if (problem !== null) throw new AppError('FORM_SCHEMA_INVALID', { errors: problem }, { data: [problem] });
  return { total: found.total, offset, rows: found.rows as FormTableRows['rows'] };
}
