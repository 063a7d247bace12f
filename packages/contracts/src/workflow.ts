import { z } from 'zod';

/** Workflow calls (issue 6, ADR 12): applications, tasks, opinions, timeline. */

const uuidField = (label: string) => z.uuid({ error: `${label}格式不正确` });
const formData = z.record(z.string(), z.unknown());
const nodeId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '节点编号格式不正确' });
const appId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '业务编号（appId）格式不正确' });
const opinionText = z.string().max(2000, { error: '审批意见不能超过2000个字符' });

export const saveApplicationBody = z.object({
  appId,
  /** Absent: a new draft. */
  uuid: uuidField('申请编号').optional(),
  formData: formData.default({}),
  /** Staff filing for a company name it here; an enterprise's is its current company. */
  companyId: uuidField('企业编号').optional(),
  /** Expected version of an existing draft (optimistic locking). */
  version: z.int().positive().optional(),
});

export const submitApplicationBody = saveApplicationBody.extend({
  /** The same key on a repeated submit answers the first application (8–100 characters). */
  idempotencyKey: z
    .string()
    .min(8, { error: '幂等键长度应为8到100个字符' })
    .max(100, { error: '幂等键长度应为8到100个字符' }),
  /** Management side: continue although shareholders are unconfirmed (records 该股东未确权). */
  confirmUnconfirmed: z.boolean().optional(),
});

export const reviewBody = z.object({
  uuid: uuidField('申请编号'),
  nodeId,
  version: z.int().positive().optional(),
  /** Fields editable at approval nodes (editInApprove); others must stay as stored. */
  formData: formData.optional(),
  opinion: opinionText.default(''),
});
export const returnBody = reviewBody.extend({ target: nodeId.optional() });
export const resubmitBody = z.object({
  uuid: uuidField('申请编号'),
  nodeId,
  version: z.int().positive().optional(),
  formData,
});
export const applicationRefBody = z.object({
  uuid: uuidField('申请编号'),
  version: z.int().positive().optional(),
});

export const timelineEntry = z.object({
  round: z.number().int(),
  action: z.string(),
  fromNode: z.string().nullable(),
  toNode: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorName: z.string().nullable(),
  opinion: z.string().nullable(),
  occurredAt: z.string(),
});

export const opinionEntry = z.object({
  nodeId: z.string(),
  round: z.number().int(),
  kind: z.string(),
  checkResult: z.string(),
  content: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});

export const applicationSummary = z.object({
  uuid: z.string(),
  bizSn: z.string(),
  appId: z.string(),
  businessTypeName: z.string(),
  applicantName: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  status: z.string(),
  statusName: z.string(),
  currentNode: z.string(),
  currentNodeName: z.string(),
  round: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});

export const applicationDetail = applicationSummary.extend({
  flowVersion: z.number().int(),
  formData,
  formVersion: z.number().int().nullable(),
  /** Voucher code → attachId, as a JSON string (001 §7 data.ext5). */
  ext5: z.string(),
  /** The open task, when someone must act. */
  openTask: z
    .object({
      taskId: z.string(),
      nodeId: z.string(),
      nodeName: z.string(),
      assigneeRole: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  timeline: z.array(timelineEntry),
  opinions: z.array(opinionEntry),
});

/**
 * A 业务编号 naming one application: blank or whitespace is refused (业务编号不能为空), never looked up
 * and answered 业务申请不存在 with an empty reference; surrounding spaces of a pasted number are dropped.
 */
export const bizSnField = z
  .string()
  .trim()
  .min(1, { error: '业务编号不能为空' })
  .max(40, { error: '业务编号不能超过40个字符' });

export const applicationDetailBody = z
  .object({ bizSn: bizSnField.optional(), uuid: uuidField('申请编号').optional() })
  .refine((b) => b.bizSn !== undefined || b.uuid !== undefined, {
    error: '业务编号不能为空',
    path: ['bizSn'],
  });

export const myApplicationsBody = z.object({
  current: z.coerce.number().int().min(1, { error: '当前页码必须为正整数' }).default(1),
  size: z.coerce.number().int().min(1).max(100, { error: '每页条数不能超过100' }).default(10),
  appId: appId.optional(),
  /** Any of these businesses (ADR 68: /process/memberApplys lists the member businesses). */
  appIds: z.array(appId).min(1).max(20, { error: '业务类型不能超过20个' }).optional(),
  bizSn: z.string().max(40).optional(),
  status: z.string().max(20).optional(),
});

export const todoRecord = z.object({
  taskId: z.string(),
  uuid: z.string(),
  bizSn: z.string(),
  appId: z.string(),
  businessTypeName: z.string(),
  applicantName: z.string(),
  companyName: z.string().nullable(),
  nodeId: z.string(),
  nodeName: z.string(),
  taskItemState: z.string(),
  round: z.number().int(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});

export const myTodosBody = myApplicationsBody.extend({
  /** 待办 (default), or 已办 for the tasks I handled. */
  taskItemState: z.enum(['待办', '已办']).default('待办'),
});

export const userTasksBody = z.object({
  pageNo: z.coerce.number().int().min(1, { error: '当前页码必须为正整数' }).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, { error: '每页条数不能超过100' }).default(10),
});
export const userTasksPage = z.object({ totalRecord: z.number().int(), records: z.array(todoRecord) });

export const finalNodeQuery = z.object({
  flowCode: appId,
  outsideAble: z.string().max(10).optional(),
});
export const finalNodeAnswer = z.object({ key: z.string(), name: z.string() });

export const checkPrintQuery = z.object({
  bizId: bizSnField,
  nodeKey: z.string().max(64).optional(),
  appCode: z.string().max(64).optional(),
});
export const checkPrintAnswer = z.object({ printable: z.boolean(), uuid: z.string().nullable() });

export const bizSnQuery = z.object({
  bizSn: bizSnField,
});

export type ApplicationDetail = z.infer<typeof applicationDetail>;
export type ApplicationSummary = z.infer<typeof applicationSummary>;
export type TodoRecord = z.infer<typeof todoRecord>;

/**
 * Request types for clients, derived from the schemas (never written again by hand): `z.input`
 * where defaults make a field optional to send; `z.output` for the page queries, whose coerced
 * numbers have no useful input type.
 */
export type SaveApplicationRequest = z.input<typeof saveApplicationBody>;
export type SubmitApplicationRequest = z.input<typeof submitApplicationBody>;
export type ReviewApplicationRequest = z.input<typeof returnBody>;
export type ResubmitApplicationRequest = z.input<typeof resubmitBody>;
export type MyApplicationsRequest = z.output<typeof myApplicationsBody>;
export type MyTodosRequest = z.output<typeof myTodosBody>;
