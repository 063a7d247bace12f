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
  /**
   * Opt-in paging of big display tables (ADR 33): a display table whose rows (plain rows, its
   * `defaultValue`) number more than this keeps only its first `firstRows` in the answer's schema
   * and is listed in `pagedTables`; the rest is read with `workflowform/tableRows`. Not sent
   * (other clients, the designer): every row stays in the schema.
   */
  firstRows: z.coerce
    .number({ message: 'firstRows 必须为整数' })
    .int({ message: 'firstRows 必须为整数' })
    .min(1, { message: 'firstRows 必须在1到1000之间' })
    .max(1000, { message: 'firstRows 必须在1到1000之间' })
    .optional(),
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
  /** With `firstRows`: the display tables cut to their first rows, and how many rows each has. */
  pagedTables: z.array(z.object({ prop: z.string(), total: z.number().int().nonnegative() })).optional(),
});
export type FormSchemaDetail = z.infer<typeof formSchemaDetail>;

/** Most rows one `workflowform/tableRows` answer carries (about 1.6 MB of plain rows). */
export const FORM_TABLE_ROWS_MAX = 20_000;

const nonNegativeInt = (name: string) =>
  z.coerce
    .number({ message: `${name} 必须为整数` })
    .int({ message: `${name} 必须为整数` })
    .min(0, { message: `${name} 不能小于0` });

/**
 * GET /api/rem-registrationbizweb/otc-flow/workflowform/tableRows: rows `offset` to
 * `offset + limit` of a display table's rows in one schema version (versions never change, so
 * pages of one version always agree).
 */
export const formTableRowsQuery = z.object({
  appId: formAppId,
  nodeId: formNodeId,
  version: z.coerce
    .number({ message: 'version 必须为整数' })
    .int({ message: 'version 必须为整数' })
    .min(1, { message: 'version 不能小于1' }),
  prop: z
    .string({ message: 'prop 不能为空' })
    .min(1, { message: 'prop 不能为空' })
    .max(64, { message: 'prop 长度不能超过64' }),
  offset: nonNegativeInt('offset'),
  limit: nonNegativeInt('limit')
    .min(1, { message: `limit 必须在1到${FORM_TABLE_ROWS_MAX}之间` })
    .max(FORM_TABLE_ROWS_MAX, { message: `limit 必须在1到${FORM_TABLE_ROWS_MAX}之间` }),
});
export type FormTableRowsQuery = z.infer<typeof formTableRowsQuery>;

export const formTableRows = z.object({
  /** All rows of the table in that version. */
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type FormTableRows = z.infer<typeof formTableRows>;

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
