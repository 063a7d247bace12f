import {
  APPLICANT_ROLE,
  FLOW_END,
  type FlowDefinition,
  type FlowNode,
  findFlowNode,
  findFlowTransition,
} from './definition.js';
import { type WorkflowRefusal, workflowRefusal } from './refusals.js';
import {
  APPLICATION_STATUS_LABELS,
  ENDED_STATUSES,
  type WorkflowAction,
  type WorkflowActor,
  type WorkflowEffect,
  type WorkflowState,
} from './state.js';

export type Decision =
  | { ok: true; state: WorkflowState; effects: WorkflowEffect[] }
  | { ok: false; refusal: WorkflowRefusal };

/** Role alias that may cancel (作废) any application that has not ended. */
export const CANCEL_ANY_ROLE = 'administrator';

const refuse = (r: WorkflowRefusal): Decision => ({ ok: false, refusal: r });
const accept = (state: WorkflowState, effects: WorkflowEffect[]): Decision => ({ ok: true, state, effects });

function openTaskAt(node: FlowNode, state: WorkflowState): WorkflowEffect {
  return node.role === APPLICANT_ROLE
    ? { type: 'openTask', nodeId: node.id, role: null, assigneeId: state.applicantId }
    : { type: 'openTask', nodeId: node.id, role: node.role, assigneeId: null };
}

/** Where a transition leads: the node, or completion. */
function enter(
  flow: FlowDefinition,
  state: WorkflowState,
  target: string,
  base: Partial<WorkflowState>,
): { state: WorkflowState; effects: WorkflowEffect[] } {
  if (target === FLOW_END) {
    return {
      state: { ...state, ...base, status: 'completed' },
      effects: [{ type: 'complete', effect: flow.completionEffect }],
    };
  }
  const node = findFlowNode(flow, target)!;
  const status = node.kind === 'revise' ? 'returned' : 'in_review';
  const next = { ...state, ...base, status, nodeId: node.id } as WorkflowState;
  return { state: next, effects: [openTaskAt(node, next)] };
}

/**
 * The pure workflow engine: (definition, state, action, actor) → the new state and what to
 * persist, or a typed refusal. It never reads a clock or a database; the server serialises calls
 * per application (row lock + version), so "already handled" here means the state moved on.
 *
 * Maker ≠ checker (ADR 12): the applicant never decides at an approval node of their own
 * application, and one person decides at one approval node of an application only — whoever
 * handled 初审 cannot handle 复审 of the same application, in any round.
 */
export function decide(
  flow: FlowDefinition,
  state: WorkflowState,
  action: WorkflowAction,
  actor: WorkflowActor,
): Decision {
  const statusLabel = APPLICATION_STATUS_LABELS[state.status];
  if (ENDED_STATUSES.includes(state.status)) return refuse(workflowRefusal('ENDED'));
  const isApplicant = actor.id === state.applicantId;
  switch (action.type) {
    case 'save':
    case 'submit': {
      if (!isApplicant) return refuse(workflowRefusal('NOT_APPLICANT'));
      if (state.status !== 'draft' && state.status !== 'withdrawn')
        return refuse(workflowRefusal('ACTION_NOT_ALLOWED', { status: statusLabel }));
      if (action.type === 'save') return accept(state, []);
      const t = findFlowTransition(flow, state.nodeId, 'submit');
      if (!t) return refuse(workflowRefusal('ACTION_NOT_ALLOWED', { status: statusLabel }));
      const moved = enter(flow, state, t.to[0]!, { round: state.round + 1, reviewerActed: false });
      return accept(moved.state, moved.effects);
    }
    case 'resubmit': {
      if (!isApplicant) return refuse(workflowRefusal('NOT_APPLICANT'));
      if (state.status !== 'returned')
        return refuse(workflowRefusal('ACTION_NOT_ALLOWED', { status: statusLabel }));
      if (action.nodeId !== state.nodeId) return refuse(workflowRefusal('TASK_ALREADY_HANDLED'));
      const t = findFlowTransition(flow, state.nodeId, 'resubmit');
      if (!t) return refuse(workflowRefusal('ACTION_NOT_ALLOWED', { status: statusLabel }));
      const moved = enter(flow, state, t.to[0]!, { round: state.round + 1, reviewerActed: false });
      return accept(moved.state, [
        { type: 'closeTask', nodeId: state.nodeId, state: '已办' },
        ...moved.effects,
      ]);
    }
    case 'approve':
    case 'return':
    case 'reject':
      return decideReview(flow, state, action, actor);
    case 'withdraw': {
      if (!isApplicant) return refuse(workflowRefusal('NOT_APPLICANT'));
      if (!flow.withdrawable || state.status !== 'in_review')
        return refuse(workflowRefusal('ACTION_NOT_ALLOWED', { status: statusLabel }));
      if (state.reviewerActed) return refuse(workflowRefusal('WITHDRAW_TOO_LATE'));
      const apply = flow.nodes[0]!;
      return accept({ ...state, status: 'withdrawn', nodeId: apply.id }, [
        { type: 'closeTask', nodeId: state.nodeId, state: '已处理' },
      ]);
    }
    case 'cancel': {
      const mayCancelOwn = isApplicant && ['draft', 'withdrawn', 'returned'].includes(state.status);
      if (!mayCancelOwn && !actor.roles.includes(CANCEL_ANY_ROLE))
        return refuse(
          isApplicant
            ? workflowRefusal('ACTION_NOT_ALLOWED', { status: statusLabel })
            : workflowRefusal('NOT_APPLICANT'),
        );
      const effects: WorkflowEffect[] =
        state.status === 'draft' || state.status === 'withdrawn'
          ? []
          : [{ type: 'closeTask', nodeId: state.nodeId, state: '已处理' }];
      return accept({ ...state, status: 'cancelled' }, effects);
    }
  }
}

function decideReview(
  flow: FlowDefinition,
  state: WorkflowState,
  action: Extract<WorkflowAction, { type: 'approve' | 'return' | 'reject' }>,
  actor: WorkflowActor,
): Decision {
  const node = findFlowNode(flow, action.nodeId);
  if (node?.kind !== 'approve') return refuse(workflowRefusal('WRONG_NODE', { node: action.nodeId }));
  if (!actor.roles.includes(node.role)) return refuse(workflowRefusal('WRONG_ROLE', { node: node.name }));
  if (state.status !== 'in_review' || state.nodeId !== node.id)
    return refuse(workflowRefusal('TASK_ALREADY_HANDLED'));
  if (actor.id === state.applicantId) return refuse(workflowRefusal('MAKER_CHECKER'));
  const elsewhere = state.handlers.find((h) => h.actorId === actor.id && h.nodeId !== node.id);
  if (elsewhere) {
    const name = findFlowNode(flow, elsewhere.nodeId)?.name ?? elsewhere.nodeId;
    return refuse(workflowRefusal('SAME_REVIEWER', { node: name }));
  }
  if (action.type !== 'approve' && action.opinion.trim() === '')
    return refuse(workflowRefusal('OPINION_REQUIRED'));
  const transition = findFlowTransition(flow, node.id, action.type);
  if (!transition)
    return refuse(workflowRefusal('ACTION_NOT_ALLOWED', { status: APPLICATION_STATUS_LABELS[state.status] }));
  // Whoever handled another node was refused above: a handler of this actor is one of this node.
  const handlers = state.handlers.some((h) => h.actorId === actor.id)
    ? state.handlers
    : [...state.handlers, { nodeId: node.id, actorId: actor.id }];
  const closed: WorkflowEffect = { type: 'closeTask', nodeId: node.id, state: '已办' };
  if (action.type === 'reject')
    return accept({ ...state, status: 'rejected', handlers, reviewerActed: true }, [closed]);
  const target = action.type === 'return' ? (action.target ?? transition.to[0]!) : transition.to[0]!;
  if (!transition.to.includes(target))
    return refuse(workflowRefusal('RETURN_TARGET_INVALID', { node: target }));
  const moved = enter(flow, state, target, { handlers, reviewerActed: true });
  return accept(moved.state, [closed, ...moved.effects]);
}
