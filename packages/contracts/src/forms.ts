import { z } from 'zod';
import { landingMode } from './identity.js';

/**
 * Form schemas on the server (issue 5): the stored, versioned configuration of one form per
 * appId and nodeId, server-side validation of submissions, and the designer's save call.
 */

const workflowId = (name: string) =>
  z
    .string({ message: `${name}不能为空` })
    .min(1, { message: `${name}不能为空` })
    .max(64, { message: `${name}长度不能超过64` })
    .regex(/^[A-Za-z0-9_-]+$/, { message: `${name}格式不正确` });

export const formAppId = workflowId('appId');
export const formNodeId = workflowId('nodeId');

/** Submitted or stored form data: prop → value, as JSON. */
export const formValues = z.record(z.string(), z.unknown());

/** GET /api/rem-registrationbizweb/otc-flow/workflowform/detail?appId=&nodeId=&mgrOrBiz= */
export const formSchemaQuery = z.object({
  appId: formAppId,
  nodeId: formNodeId,
  /**
   * The spec's client sends `biz` or `mgr`. `mgr` from an administrator (the form designer) adds
   * `heldShippedVersion`; the schema and version are the same either way.
   */
  mgrOrBiz: z.enum(['biz', 'mgr'], { message: 'mgrOrBiz 只能为 biz 或 mgr' }).optional(),
});

/** A newer shipped (seed) schema held back behind an administrator's version (ADR 19). */
export const heldShippedFormVersion = z.object({
  /** When the start that held it back recorded it (ISO 8601). */
  recordedAt: z.string(),
  /** The administrator's version it is held behind. */
  heldBehind: z.number().int().positive(),
  /** SHA-256 of the shipped schema's canonical JSON. */
  seedHash: z.string(),
  schema: z.record(z.string(), z.unknown()),
});
export type HeldShippedFormVersion = z.infer<typeof heldShippedFormVersion>;

export const formSchemaDetail = z.object({
  appId: z.string(),
  nodeId: z.string(),
  version: z.number().int().positive(),
  /** The form schema (packages/domain forms: schemaVersion, appId, nodeId, title, groups). */
  schema: z.record(z.string(), z.unknown()),
  /** Only for an administrator's `mgrOrBiz=mgr` call, and only while a shipped schema is held back. */
  heldShippedVersion: heldShippedFormVersion.optional(),
});
export type FormSchemaDetail = z.infer<typeof formSchemaDetail>;

/**
 * The workflow facts a client may state. `nodeId`, `appId` and the approval flag are the
 * server's own (from the request's appId and nodeId); the landing mode is the session's.
 * Unknown keys (e.g. a client's isApprove) are dropped.
 */
export const formContextInput = z.object({
  type: z.enum(['detail', 'edit', 'apply'], { message: 'type 只能为 detail、edit 或 apply' }).optional(),
  taskItemState: z.string().max(16, { message: '任务状态长度不能超过16' }).optional(),
  route: z.string().max(200, { message: '路由长度不能超过200' }).optional(),
  landingMode: landingMode.optional(),
});
export type FormContextInput = z.infer<typeof formContextInput>;

/** POST /api/rem-registrationbizweb/otc-flow/workflowform/validate */
export const validateFormBody = z.object({
  appId: formAppId,
  nodeId: formNodeId,
  context: formContextInput.optional(),
  formData: formValues,
  /** The stored data before this submission: values read-only at the node must not change. */
  previousData: formValues.optional(),
});
export type ValidateFormBody = z.infer<typeof validateFormBody>;

/** One failure; a 400 of the validate call carries the list as `data`. */
export const formValidationFailure = z.object({
  prop: z.string(),
  label: z.string(),
  message: z.string(),
  groupKey: z.string(),
});
export type FormValidationFailure = z.infer<typeof formValidationFailure>;

export const validateFormAnswer = z.object({
  /** Trimmed values, name fields without spaces (001 §5.19). */
  normalized: formValues,
  /** The schema version the submission was checked against. */
  version: z.number().int().positive(),
});

/** POST /api/rem-registrationmgrweb/otc-flow/workflowform/save (administrators) */
export const saveFormSchemaBody = z.object({
  appId: formAppId,
  nodeId: formNodeId,
  /** The active version the designer edited; 0 for a form that has none yet. */
  expectedVersion: z
    .number({ message: 'expectedVersion 必须为整数' })
    .int({ message: 'expectedVersion 必须为整数' })
    .min(0, { message: 'expectedVersion 不能小于0' }),
  /** Checked by the form engine's parser (Chinese messages naming the JSON path). */
  schema: z.unknown(),
});
export type SaveFormSchemaBody = z.infer<typeof saveFormSchemaBody>;

export const savedFormSchema = z.object({
  appId: z.string(),
  nodeId: z.string(),
  version: z.number().int().positive(),
});

/** GET /api/rem-registrationmgrweb/otc-flow/workflowform/versions?appId=&nodeId= (administrators) */
export const formVersionsQuery = z.object({ appId: formAppId, nodeId: formNodeId });

export const formSchemaVersion = z.object({
  version: z.number().int().positive(),
  status: z.enum(['active', 'retired']),
  /** Account id of the administrator, or `seed` for a version loaded from the seed files. */
  createdBy: z.string(),
  createdAt: z.string(),
});
export type FormSchemaVersion = z.infer<typeof formSchemaVersion>;
