import type { FormSchemaDetail } from '@rer/contracts';
import { type FormSchema, parseFormSchema } from '@rer/domain';
import { http } from '../lib/http';
import { listFormWidgets } from './registry/widget-registry';

export const FORM_DETAIL_URL = '/api/rem-registrationbizweb/otc-flow/workflowform/detail';

export type LoadedSchema =
  | { ok: true; version: number; schema: FormSchema }
  | { ok: false; errors: string[] };

/**
 * The active schema of a form node, parsed again in the browser: a schema with a script string,
 * an unknown widget or an unregistered function is refused here too (ADR 8).
 */
export async function loadFormSchema(
  appId: string,
  nodeId: string,
  signal?: AbortSignal,
): Promise<LoadedSchema> {
  const detail = await http.getData<FormSchemaDetail>(FORM_DETAIL_URL, {
    params: { appId, nodeId, mgrOrBiz: 'biz' },
    signal,
  });
  const parsed = parseFormSchema(detail.schema, { widgets: listFormWidgets(), checkedSlots: ['validator'] });
  return parsed.ok
    ? { ok: true, version: detail.version, schema: parsed.schema }
    : { ok: false, errors: parsed.errors };
}
