/**
 * The state of one application in its flow, as the engine sees it. The server stores it in the
 * application row (status, current node, round, handlers, reviewer-acted flag).
 */
export const APPLICATION_STATUSES = [
  'draft',
  'in_review',
  'returned',
  'withdrawn',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Chinese labels of the statuses (lists and timeline). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: '草稿',
  in_review: '审批中',
  returned: '退回修改',
  withdrawn: '已撤回',
  completed: '已办结',
  rejected: '已驳回',
  cancelled: '已作废',
};

export const ENDED_STATUSES: readonly ApplicationStatus[] = ['completed', 'rejected', 'cancelled'];

/** Task states of 001 §1: to do, done by its handler, closed without its own action. */
export const TASK_STATES = ['待办', '已办', '已处理'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export interface NodeHandler {
  nodeId: string;
  actorId: string;
}

export interface WorkflowState {
  status: ApplicationStatus;
  nodeId: string;
  /** 0 while a draft; 1 from the first submission; +1 at each resubmission after a return. */
  round: number;
  applicantId: string;
  /** Who decided at which approval node, across all rounds (maker ≠ checker). */
  handlers: readonly NodeHandler[];
  /** A reviewer has acted in the current round (the applicant can no longer withdraw). */
  reviewerActed: boolean;
}

export function draftState(applicantId: string, applyNodeId = 'apply'): WorkflowState {
  return { status: 'draft', nodeId: applyNodeId, round: 0, applicantId, handlers: [], reviewerActed: false };
}

export interface WorkflowActor {
  id: string;
  /** Role aliases of the account (reviewer_first, reviewer_second, administrator …). */
  roles: readonly string[];
}

export type WorkflowAction =
  | { type: 'save' }
  | { type: 'submit' }
  | { type: 'approve'; nodeId: string }
  | { type: 'return'; nodeId: string; target?: string | undefined; opinion: string }
  | { type: 'reject'; nodeId: string; opinion: string }
  | { type: 'resubmit'; nodeId: string }
  | { type: 'withdraw' }
  | { type: 'cancel' };
export type WorkflowActionType = WorkflowAction['type'];

/** What the persistence must do besides storing the new state. */
export type WorkflowEffect =
  /** Close the open task of the node: the actor's own → 已办, closed by withdraw/cancel → 已处理. */
  | { type: 'closeTask'; nodeId: string; state: '已办' | '已处理' }
  /** Open a task at the node: for a role pool, or for the applicant (revise nodes). */
  | { type: 'openTask'; nodeId: string; role: string | null; assigneeId: string | null }
  /** Run the flow's completion effect in the same transaction. */
  | { type: 'complete'; effect: string | null };
