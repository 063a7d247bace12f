import { z } from 'zod';

/**
 * A flow definition (architecture §5): the nodes of one business (appId), who handles each, the
 * form shown at each, the transitions between them, the effect run when the flow completes and
 * whether a fee is due. Held as data (JSON), versioned and immutable once stored, like form schemas.
 */
export const FLOW_DEFINITION_FORMAT = 1;

/** The node ids of 001 §1 (and their free-task and supplement variants). */
export const WORKFLOW_NODE_IDS = [
  'apply',
  'UpdateApplyApprove',
  'UpdateApplyApprove2',
  'SupRegApprove',
  'PreliminaryApprove',
  'RecheckApprove',
  'FreeTask',
] as const;
export type WorkflowNodeId = (typeof WORKFLOW_NODE_IDS)[number];

/**
 * apply: the applicant fills in and submits; revise: the applicant changes and resubmits after a
 * return (退回修改); approve: a reviewer approves, returns or rejects.
 */
export const NODE_KINDS = ['apply', 'revise', 'approve'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** The role alias that stands for "the applicant of this application" at apply and revise nodes. */
export const APPLICANT_ROLE = 'applicant';

export const TRANSITION_ACTIONS = ['submit', 'approve', 'return', 'resubmit', 'reject'] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

/** approve → FLOW_END completes the flow (and runs the completion effect). */
export const FLOW_END = '$end';

/**
 * A completion effect is named, never code from configuration: a business registers the effect
 * under its name on the server (ADR 38), and a flow naming an effect nobody registered is refused
 * when it is loaded. The name is a plain identifier (`shareTransfer`).
 */
export const COMPLETION_EFFECT_NAME = /^[a-z][A-Za-z0-9]{0,63}$/;
export type CompletionEffect = string;

const ROLE = /^[a-z][a-z0-9_]{0,63}$/;
const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const flowNodeSchema = z.strictObject({
  id: z.enum(WORKFLOW_NODE_IDS, { error: '节点编号不正确' }),
  name: z.string().min(1).max(50),
  kind: z.enum(NODE_KINDS, { error: '节点类型不正确' }),
  /** A role alias (reviewer_first …), or `applicant` for apply and revise nodes. */
  role: z.string().regex(ROLE, { error: '角色编码格式不正确' }),
  /** The form schema's nodeId shown at this node (the form engine's `form_schema.node_id`). */
  formNodeId: z.string().regex(APP_ID, { error: '表单节点编号格式不正确' }),
});

export const flowTransitionSchema = z.strictObject({
  from: z.enum(WORKFLOW_NODE_IDS),
  action: z.enum(TRANSITION_ACTIONS),
  /** One node (or `$end` after a last approval); for `return` the allowed targets, first = default. */
  to: z.array(z.string().min(1).max(64)).max(10).default([]),
});

export const flowDefinitionSchema = z
  .strictObject({
    format: z.literal(FLOW_DEFINITION_FORMAT),
    appId: z.string().regex(APP_ID, { error: 'appId 格式不正确' }),
    businessTypeName: z.string().min(1).max(50),
    nodes: z.array(flowNodeSchema).min(2),
    transitions: z.array(flowTransitionSchema).min(1),
    completionEffect: z
      .string()
      .regex(COMPLETION_EFFECT_NAME, { error: '完成动作名称格式不正确' })
      .nullable(),
    /** A fee is due before completion (payment is a later capability; recorded, not enforced). */
    feeDue: z.boolean(),
    /** Withdrawal by the applicant is allowed until the first reviewer acts in a round. */
    withdrawable: z.boolean().default(true),
  })
  .superRefine(checkFlow);

export type FlowDefinition = z.infer<typeof flowDefinitionSchema>;
export type FlowNode = z.infer<typeof flowNodeSchema>;
export type FlowTransition = z.infer<typeof flowTransitionSchema>;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/** The rules a definition must keep beyond its shape; the engine relies on them. */
function checkFlow(flow: z.infer<typeof flowDefinitionSchema>, ctx: Ctx): void {
  const ids = flow.nodes.map((n) => n.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) issue(ctx, ['nodes', i, 'id'], `节点重复：${id}`);
  });
  const applies = flow.nodes.filter((n) => n.kind === 'apply');
  if (applies.length !== 1 || flow.nodes[0]?.kind !== 'apply')
    issue(ctx, ['nodes'], '流程必须以唯一的申请节点开始');
  flow.nodes.forEach((n, i) => {
    if (n.kind !== 'approve' && n.role !== APPLICANT_ROLE)
      issue(ctx, ['nodes', i, 'role'], `申请与退回修改节点由申请人办理：${n.id}`);
    if (n.kind === 'approve' && n.role === APPLICANT_ROLE)
      issue(ctx, ['nodes', i, 'role'], `审批节点不能由申请人办理：${n.id}`);
  });
  const kindOf = (id: string) => flow.nodes.find((n) => n.id === id)?.kind;
  const allowed: Record<TransitionAction, NodeKind> = {
    submit: 'apply',
    resubmit: 'revise',
    approve: 'approve',
    return: 'approve',
    reject: 'approve',
  };
  const seen = new Set<string>();
  flow.transitions.forEach((t, i) => {
    const at = ['transitions', i];
    const key = `${t.from}/${t.action}`;
    if (seen.has(key)) issue(ctx, at, `流转重复：${key}`);
    seen.add(key);
    if (kindOf(t.from) !== allowed[t.action]) {
      issue(ctx, [...at, 'from'], `节点 ${t.from} 不能执行 ${t.action}`);
      return;
    }
    if (t.action === 'reject') {
      if (t.to.length > 0) issue(ctx, [...at, 'to'], '驳回直接结束流程，不能指定目标节点');
      return;
    }
    if (t.action !== 'return' && t.to.length !== 1) issue(ctx, [...at, 'to'], `${key} 必须只有一个目标节点`);
    if (t.action === 'return' && t.to.length === 0) issue(ctx, [...at, 'to'], `${key} 至少需要一个退回目标`);
    for (const target of t.to) {
      if (target === FLOW_END) {
        if (t.action !== 'approve') issue(ctx, [...at, 'to'], '只有审批通过可以结束流程');
        continue;
      }
      const kind = kindOf(target);
      if (!kind) issue(ctx, [...at, 'to'], `目标节点不存在：${target}`);
      else if (
        t.action === 'return' &&
        kind === 'approve' &&
        (index.get(target as never) ?? 99) >= (index.get(t.from) ?? 0)
      )
        issue(ctx, [...at, 'to'], `只能退回到之前的审批节点：${target}`);
      else if (t.action === 'return' && kind === 'apply')
        issue(ctx, [...at, 'to'], '退回修改应退回到退回修改节点');
      else if (t.action !== 'return' && kind === 'apply') issue(ctx, [...at, 'to'], '不能流转回申请节点');
    }
  });
  for (const n of flow.nodes) {
    if (n.kind === 'approve' && !seen.has(`${n.id}/approve`))
      issue(ctx, ['transitions'], `审批节点缺少通过流转：${n.id}`);
    if (n.kind !== 'approve' && !seen.has(`${n.id}/${n.kind === 'apply' ? 'submit' : 'resubmit'}`))
      issue(ctx, ['transitions'], `节点缺少提交流转：${n.id}`);
  }
  if (!flow.transitions.some((t) => t.action === 'approve' && t.to.includes(FLOW_END)))
    issue(ctx, ['transitions'], '流程没有结束节点（审批通过 → $end）');
}

export type ParsedFlow = { ok: true; flow: FlowDefinition } | { ok: false; errors: string[] };

/** Parses a stored or seeded definition; errors are Chinese and name the path. */
export function parseFlowDefinition(raw: unknown): ParsedFlow {
  const result = flowDefinitionSchema.safeParse(raw);
  if (result.success) return { ok: true, flow: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((i) => `${i.path.length > 0 ? `${i.path.join('.')}：` : ''}${i.message}`),
  };
}

export function findFlowNode(flow: FlowDefinition, nodeId: string): FlowNode | undefined {
  return flow.nodes.find((n) => n.id === nodeId);
}

export function findFlowTransition(
  flow: FlowDefinition,
  from: string,
  action: TransitionAction,
): FlowTransition | undefined {
  return flow.transitions.find((t) => t.from === from && t.action === action);
}

/** The last node before completion (flow/getFinalNode): the node whose approval ends the flow. */
export function finalNode(flow: FlowDefinition): FlowNode {
  const last = flow.transitions.find((t) => t.action === 'approve' && t.to.includes(FLOW_END));
  return findFlowNode(flow, last?.from ?? flow.nodes[flow.nodes.length - 1]!.id)!;
}
