import type { Envelope, FormValidationFailure } from '@rer/contracts';
import type { FormContext } from '@rer/domain';
import { http } from '../../lib/http';

export const FORM_VALIDATE_URL = '/api/rem-registrationbizweb/otc-flow/workflowform/validate';

export interface ServerVerdict {
  ok: boolean;
  message: string;
  failures: FormValidationFailure[];
  normalized?: Record<string, unknown>;
  version?: number;
}

/** Asks the server's validator (the same engine) about some form data; the answer as a verdict. */
export async function validateOnServer(
  appId: string,
  nodeId: string,
  context: FormContext,
  formData: Record<string, unknown>,
): Promise<ServerVerdict> {
  const stated: Record<string, string> = {};
  if (context.type === 'detail' || context.type === 'edit' || context.type === 'apply')
    stated.type = context.type;
  if (context.taskItemState) stated.taskItemState = context.taskItemState;
  if (context.route) stated.route = context.route;
  const answer: Envelope<unknown> = await http.post(FORM_VALIDATE_URL, {
    appId,
    nodeId,
    context: stated,
    formData,
  });
  if (answer.success) {
    const data = answer.data as { normalized: Record<string, unknown>; version: number };
    return {
      ok: true,
      message: answer.msg,
      failures: [],
      normalized: data.normalized,
      version: data.version,
    };
  }
  const failures = Array.isArray(answer.data) ? (answer.data as FormValidationFailure[]) : [];
  return { ok: false, message: answer.msg, failures };
}
