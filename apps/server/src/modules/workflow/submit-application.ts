import { randomUUID } from 'node:crypto';
import { chinaCalendarDate, draftState, type FlowDefinition, formatIsoDate } from '@rer/domain';
import type { Clock } from '../../platform/clock.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './application.repository.js';
import { requireFlow } from './flow-definition.repository.js';
import { submissionFingerprint } from './submission-fingerprint.js';
import { afterSubmit, timelineOf, validateAndCheck } from './submission-steps.js';
import { decideOrThrow, persistTransition } from './transition.js';
import { auditWorkflow, type Caller, isStaff, staleVersion } from './workflow-context.js';

export interface DraftInput {
  appId: string;
  uuid?: string | undefined;
  formData: Record<string, unknown>;
  companyId?: string | undefined;
  version?: number | undefined;
}

/**
 * The company an application is for: staff name one that exists; anyone else applies for their
 * current company, and a request naming another is refused rather than silently filed under it.
 */
async function companyFor(tx: Tx, caller: Caller, stated: string | undefined): Promise<string | null> {
  if (isStaff(caller)) {
    if (stated === undefined) return null;
    if ((await repo.companyName(tx, stated)) === null)
      throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId: stated });
    return stated;
  }
  const current = caller.currentCompany ?? null;
  if (stated !== undefined && stated !== current) throw new AppError('WORKFLOW_COMPANY_NOT_CURRENT');
  return current;
}

async function createDraft(
  tx: Tx,
  caller: Caller,
  flow: { version: number; flow: FlowDefinition },
  input: DraftInput & { idempotencyKey?: string | null },
  today: string,
): Promise<repo.ApplicationRow> {
  const state = draftState(caller.accountId, flow.flow.nodes[0]!.id);
  const uuid = randomUUID();
  const bizSn = await repo.nextBizSn(tx, caller.tenantId, today);
  await repo.insertApplication(tx, {
    uuid,
    tenantId: caller.tenantId,
    bizSn,
    appId: flow.flow.appId,
    flowVersion: flow.version,
    businessTypeName: flow.flow.businessTypeName,
    applicantId: caller.accountId,
    applicantName: caller.accountName,
    landingMode: caller.landingMode,
    companyId: await companyFor(tx, caller, input.companyId),
    holderId: caller.currentHolder,
    productId: caller.currentProduct,
    status: state.status,
    currentNode: state.nodeId,
    round: 0,
    handlers: [],
    reviewerActed: false,
    formData: input.formData,
    formVersion: null,
    idempotencyKey: input.idempotencyKey ?? null,
  });
  await repo.appendTimeline(tx, {
    tenantId: caller.tenantId,
    applicationId: uuid,
    round: 0,
    action: 'create',
    fromNode: null,
    toNode: state.nodeId,
    fromStatus: null,
    toStatus: 'draft',
    actorId: caller.accountId,
    actorName: caller.accountName,
    opinion: null,
  });
  return (await repo.findApplication(tx, caller.tenantId, { uuid }, true))!;
}

/** The applicant's own application, locked; someone else's is "not found" (no existence leak). */
async function lockOwn(tx: Tx, caller: Caller, uuid: string, version?: number): Promise<repo.ApplicationRow> {
  const app = await repo.findApplication(tx, caller.tenantId, { uuid }, true);
  if (!app || app.applicantId !== caller.accountId)
    throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: uuid });
  if (version !== undefined && version !== app.version) throw staleVersion();
  // An enterprise edits an application as the company it is for: its product code, register and
  // checks are that company's, not whichever company is current now.
  if (caller.landingMode === 'org' && app.companyId !== null && app.companyId !== caller.currentCompany)
    throw new AppError('WORKFLOW_COMPANY_NOT_CURRENT');
  return app;
}

/** 保存草稿: no validation (001 §4.9: the save path emits save without validation). */
export async function saveDraft(options: { db: Database; clock: Clock; caller: Caller; input: DraftInput }) {
  const { caller, input } = options;
  return options.db.withTenant(caller.tenantId, async (tx) => {
    const today = formatIsoDate(chinaCalendarDate(options.clock.now()));
    const flow = await requireFlow(tx, caller.tenantId, input.appId);
    const app = input.uuid
      ? await lockOwn(tx, caller, input.uuid, input.version)
      : await createDraft(tx, caller, flow, input, today);
    const stored = await requireFlow(tx, caller.tenantId, app.appId, app.flowVersion);
    const { state } = decideOrThrow(stored.flow, app, { type: 'save' }, caller);
    if (input.uuid) {
      if (
        !(await repo.updateApplication(tx, app.uuid, app.version, {
          ...stateFields(state, app),
          formData: input.formData,
          submitted: false,
          completed: false,
        }))
      )
        throw staleVersion();
      await repo.appendTimeline(tx, timelineOf(caller, app, 'save', state.status, state.nodeId, null));
    }
    await auditWorkflow(tx, caller, 'workflow.save', app);
    return (await repo.findApplication(tx, caller.tenantId, { uuid: app.uuid }))!;
  });
}

function stateFields(
  state: {
    status: string;
    nodeId: string;
    round: number;
    handlers: readonly { nodeId: string; actorId: string }[];
    reviewerActed: boolean;
  },
  app: repo.ApplicationRow,
) {
  return {
    status: state.status,
    currentNode: state.nodeId,
    round: state.round,
    handlers: state.handlers,
    reviewerActed: state.reviewerActed,
    formVersion: app.formVersion,
    idempotencyKey: app.idempotencyKey,
    companyId: app.companyId,
  };
}

export interface SubmitInput extends DraftInput {
  idempotencyKey: string;
  confirmUnconfirmed?: boolean | undefined;
}

/**
 * 提交: validates the form at the apply node, runs the business checks, moves the application to
 * its first review node and opens the task. Idempotent: the same key with the same content (its
 * fingerprint) answers the application the first submit created or submitted (a double click
 * creates one application, even concurrently: the unique index on (tenant, applicant, key) makes
 * the second insert fail, and it reads the first); the same key with other content is a 409.
 */
export async function submitApplication(options: {
  db: Database;
  clock: Clock;
  caller: Caller;
  input: SubmitInput;
}): Promise<{ application: repo.ApplicationRow; replayed: boolean }> {
  const { caller, input } = options;
  try {
    return await options.db.withTenant(caller.tenantId, (tx) => submitInTx(tx, options));
  } catch (error) {
    if (!isIdempotencyConflict(error)) throw error;
    const first = await options.db.withTenant(caller.tenantId, (tx) =>
      repo.findByIdempotencyKey(tx, caller.tenantId, caller.accountId, input.idempotencyKey),
    );
    if (!first) throw error;
    return options.db.withTenant(caller.tenantId, (tx) => replay(tx, first, input));
  }
}

/** A repeat of a submit that succeeded: its application when the content is the same, else 409. */
async function replay(
  tx: Tx,
  first: repo.ApplicationRow,
  input: SubmitInput,
): Promise<{ application: repo.ApplicationRow; replayed: true }> {
  const stored = await repo.idempotencyFingerprint(tx, first.uuid);
  // Applications submitted before fingerprints were stored cannot tell; they answer as before.
  if (stored !== null && stored !== submissionFingerprint(input))
    throw new AppError('WORKFLOW_IDEMPOTENCY_KEY_REUSED');
  return { application: first, replayed: true };
}

function isIdempotencyConflict(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (
      (e as { code?: string }).code === '23505' &&
      /application_idempotency_idx/.test(e.message + String((e as { constraint?: string }).constraint))
    )
      return true;
  }
  return false;
}

async function submitInTx(
  tx: Tx,
  options: { clock: Clock; caller: Caller; input: SubmitInput },
): Promise<{ application: repo.ApplicationRow; replayed: boolean }> {
  const { caller, input, clock } = options;
  const now = clock.now();
  const earlier = await repo.findByIdempotencyKey(
    tx,
    caller.tenantId,
    caller.accountId,
    input.idempotencyKey,
  );
  if (earlier && earlier.status !== 'draft' && earlier.status !== 'withdrawn')
    return replay(tx, earlier, input);
  const active = await requireFlow(tx, caller.tenantId, input.appId);
  const uuid = input.uuid ?? earlier?.uuid;
  const app = uuid
    ? await lockOwn(tx, caller, uuid, input.version)
    : await createDraft(
        tx,
        caller,
        active,
        { ...input, idempotencyKey: input.idempotencyKey },
        formatIsoDate(chinaCalendarDate(now)),
      );
  if (app.idempotencyKey === input.idempotencyKey && app.status !== 'draft' && app.status !== 'withdrawn')
    return replay(tx, app, input);
  const { flow } = await requireFlow(tx, caller.tenantId, app.appId, app.flowVersion);
  const { state, effects } = decideOrThrow(flow, app, { type: 'submit' }, caller);
  const applyNode = flow.nodes[0]!;
  const companyId = app.companyId ?? (await companyFor(tx, caller, input.companyId));
  const checked = await validateAndCheck(tx, {
    caller,
    appId: app.appId,
    formNodeId: applyNode.formNodeId,
    formData: input.formData,
    companyId,
    confirmUnconfirmed: input.confirmUnconfirmed === true,
    today: now,
  });
  await persistTransition(tx, {
    caller,
    flow,
    app,
    next: state,
    effects,
    action: 'submit',
    formData: checked.normalized,
    formVersion: checked.version,
    companyId,
    idempotencyKey: input.idempotencyKey,
    clock,
  });
  await repo.setIdempotencyFingerprint(tx, app.uuid, submissionFingerprint(input));
  await afterSubmit(tx, caller, app, state, checked, 'submit');
  return {
    application: (await repo.findApplication(tx, caller.tenantId, { uuid: app.uuid }))!,
    replayed: false,
  };
}
