import type { FormContextInput, FormValidationFailure } from '@rer/contracts';
import {
  APPROVAL_NODE_IDS,
  compileFormValidator,
  type DictionaryItems,
  type FormContext,
  type FormSchema,
  type FormValues,
  findHiddenValues,
  findReadOnlyChanges,
  listDictionaryCodes,
  normalizeSubmission,
  type OptionItem,
  type WidgetFacts,
} from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { findAllDictionaryItems } from '../system/index.js';
import { failureAt, failureSentence, TAMPER_MESSAGES } from './form-failures.js';
import { findActiveFormSchema } from './form-schema.repository.js';
import { parseStoredFormSchema } from './form-schema-parse.js';

export interface FormSubmission {
  tenantId: string;
  appId: string;
  nodeId: string;
  /** What a client may state (type, taskItemState, route); appId, nodeId and isApprove are ours. */
  context?: FormContextInput;
  /** The session's landing mode; it wins over a stated one. */
  landingMode?: string;
  /** The workflow's own knowledge that the task is finished (001 §4.5). */
  taskRealFinished?: boolean;
  formData: FormValues;
  /** The stored data before this submission; given, read-only values must not change. */
  previousData?: FormValues;
  /** Facts business widgets check against (the company's effective qualifications, ADR 47). */
  widgetFacts?: WidgetFacts;
}

export type FormSubmissionResult =
  | { ok: true; version: number; normalized: Record<string, unknown> }
  | { ok: false; version: number; errors: FormValidationFailure[] };

/** The form context the server trusts: nodeId-derived approval, never a client's isApprove. */
export function serverFormContext(submission: FormSubmission): FormContext {
  const stated = submission.context ?? {};
  const context: FormContext = {
    appId: submission.appId,
    nodeId: submission.nodeId,
    isApprove: APPROVAL_NODE_IDS.includes(submission.nodeId),
  };
  if (stated.type !== undefined) context.type = stated.type;
  if (stated.taskItemState !== undefined) context.taskItemState = stated.taskItemState;
  if (stated.route !== undefined) context.route = stated.route;
  const landingMode = submission.landingMode ?? stated.landingMode;
  if (landingMode !== undefined) context.landingMode = landingMode;
  if (submission.taskRealFinished !== undefined) context.taskRealFinished = submission.taskRealFinished;
  return context;
}

function toTree(rows: { dictKey: string; dictValue: string; parentKey: string | null }[]): OptionItem[] {
  const byParent = new Map<string | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentKey, [...(byParent.get(row.parentKey) ?? []), row]);
  const build = (parent: string | null, depth: number): OptionItem[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const children = depth < 10 ? build(row.dictKey, depth + 1) : [];
      const item: OptionItem = { value: row.dictKey, label: row.dictValue };
      return children.length > 0 ? { ...item, children } : item;
    });
  return build(null, 0);
}

/**
 * The tenant's dictionaries a schema names. A code the tenant does not have (or an empty one)
 * is left out, so its values are not checked for membership rather than all refused.
 */
async function loadDictionaries(
  tx: Executor,
  tenantId: string,
  schema: FormSchema,
): Promise<DictionaryItems> {
  const found: Record<string, OptionItem[]> = {};
  for (const code of listDictionaryCodes(schema)) {
    const items = toTree(await findAllDictionaryItems(tx, tenantId, code));
    if (items.length > 0) found[code] = items;
  }
  return found;
}

/**
 * The server's check of a submission (001 §5.19, §5.20; ADR 8), for the validate call and for
 * the workflow's submit inside its own transaction: normalise (trim, name fields without
 * spaces), run the compiled validator with the tenant's dictionaries, then — for data the
 * validator accepts — refuse values for hidden fields and changes to values read-only at the
 * node. Throws 400 表单配置不存在 when the form has no active schema; otherwise answers every
 * failure of the first step that fails.
 */
export async function validateFormSubmission(
  tx: Executor,
  submission: FormSubmission,
  options: { today: Date },
): Promise<FormSubmissionResult> {
  const { tenantId, appId, nodeId } = submission;
  const active = await findActiveFormSchema(tx, { tenantId, appId, nodeId });
  if (!active) throw new AppError('FORM_SCHEMA_UNKNOWN', { appId, nodeId });
  const schema = parseStoredFormSchema(active.id, active.schema);
  const context = serverFormContext(submission);
  const normalized = normalizeSubmission(schema, submission.formData);
  const previous = submission.previousData && normalizeSubmission(schema, submission.previousData);

  const dictionaries = await loadDictionaries(tx, tenantId, schema);
  const result = compileFormValidator(schema, context, {
    today: options.today,
    dictionaries,
    ...(submission.widgetFacts === undefined ? {} : { widgetFacts: submission.widgetFacts }),
  })(normalized);
  if (!result.ok) return { ok: false, version: active.version, errors: result.errors };
  // Only a submission that is valid as a user could have made it is checked for tampering, so
  // a user sees the rule they broke, never a complaint about a field they cannot see.
  const tampered: FormValidationFailure[] = [
    ...findHiddenValues(schema, context, normalized, previous).map((prop) =>
      failureAt(schema, prop, TAMPER_MESSAGES.hiddenValue),
    ),
    ...(previous ? findReadOnlyChanges(schema, context, previous, normalized) : []).map((prop) =>
      failureAt(schema, prop, TAMPER_MESSAGES.readOnlyChanged),
    ),
  ];
  return tampered.length === 0
    ? { ok: true, version: active.version, normalized }
    : { ok: false, version: active.version, errors: tampered };
}

/** The same check, throwing 400 (msg: the first failure naming its field; data: all of them). */
export async function assertValidFormSubmission(
  tx: Executor,
  submission: FormSubmission,
  options: { today: Date },
): Promise<{ version: number; normalized: Record<string, unknown> }> {
  const result = await validateFormSubmission(tx, submission, options);
  if (result.ok) return { version: result.version, normalized: result.normalized };
  throw new AppError(
    'FORM_SUBMISSION_INVALID',
    {},
    {
      message: failureSentence(result.errors[0]!),
      data: result.errors,
    },
  );
}
