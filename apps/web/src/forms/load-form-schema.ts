import type { FormSchemaDetail, FormTableRows } from '@rer/contracts';
import { type FormSchema, type FormValues, parseFormSchema } from '@rer/domain';
import { http } from '../lib/http';
import { setPagedTables } from './engine/paged-tables';
import { listFormBehaviours } from './registry/behaviour-registry';
import { listFormWidgets } from './registry/widget-registry';

export const FORM_DETAIL_URL = '/api/rem-registrationbizweb/otc-flow/workflowform/detail';
export const FORM_TABLE_ROWS_URL = '/api/rem-registrationbizweb/otc-flow/workflowform/tableRows';
/**
 * Rows of a big display table that come with the schema (ADR 33): enough to fill the grid's
 * 500 px and a scroll or two; the rest is read apart, by pages, in the background.
 */
export const FORM_FIRST_ROWS = 200;

export type LoadedSchema =
  | { ok: true; version: number; schema: FormSchema }
  | { ok: false; errors: string[] };

/**
 * The active schema of a form node, parsed again in the browser: a schema with a script string,
 * an unknown widget or an unregistered function is refused here too (ADR 8). A display table of
 * more than FORM_FIRST_ROWS rows comes with its first rows; the renderer reads the others from
 * workflowform/tableRows of the same version (the server checks every page it serves).
 */
export async function loadFormSchema(
  appId: string,
  nodeId: string,
  signal?: AbortSignal,
): Promise<LoadedSchema> {
  const detail = await http.getData<FormSchemaDetail>(FORM_DETAIL_URL, {
    params: { appId, nodeId, mgrOrBiz: 'biz', firstRows: FORM_FIRST_ROWS },
    signal,
  });
  const parsed = parseFormSchema(detail.schema, {
    widgets: listFormWidgets(),
    behaviours: listFormBehaviours(),
    checkedSlots: ['validator'],
  });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  if (detail.pagedTables && detail.pagedTables.length > 0) {
    const { version } = detail;
    setPagedTables(parsed.schema, {
      tables: detail.pagedTables,
      loadRows: async (prop, offset, limit, rowsSignal) => {
        const page = await http.getData<FormTableRows>(FORM_TABLE_ROWS_URL, {
          params: { appId, nodeId, version, prop, offset, limit },
          signal: rowsSignal,
        });
        return page.rows as FormValues[];
      },
    });
  }
  return { ok: true, version: detail.version, schema: parsed.schema };
}
