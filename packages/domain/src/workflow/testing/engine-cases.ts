import { readFileSync } from 'node:fs';
import { type FlowDefinition, parseFlowDefinition } from '../definition.js';
import { decide } from '../engine.js';
import { draftState, type WorkflowAction, type WorkflowActor, type WorkflowState } from '../state.js';

/** The two-step review flow of the fixture, its actors and shorthands for the engine tests. */
export function fixture(): Record<string, unknown> & { transitions: { from: string; action: string }[] } {
  return JSON.parse(readFileSync(new URL('../fixtures/two-step-review.json', import.meta.url), 'utf8'));
}
export function flowOf(raw: unknown): FlowDefinition {
  const parsed = parseFlowDefinition(raw);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.flow;
}
export const flow = flowOf(fixture());

export const applicant: WorkflowActor = { id: 'u-applicant', roles: ['applicant'] };
export const first: WorkflowActor = { id: 'u-first', roles: ['reviewer_first'] };
export const second: WorkflowActor = { id: 'u-second', roles: ['reviewer_second'] };
export const both: WorkflowActor = { id: 'u-both', roles: ['reviewer_first', 'reviewer_second'] };
export const admin: WorkflowActor = {
  id: 'u-admin',
  roles: ['administrator', 'reviewer_first', 'reviewer_second'],
};

export function run(
  state: WorkflowState,
  action: WorkflowAction,
  actor: WorkflowActor,
  f = flow,
): WorkflowState {
  const d = decide(f, state, action, actor);
  if (!d.ok) throw new Error(d.refusal.message);
  return d.state;
}
export const refusal = (state: WorkflowState, action: WorkflowAction, actor: WorkflowActor, f = flow) => {
  const d = decide(f, state, action, actor);
  return d.ok ? null : d.refusal;
};
export const submitted = () => run(draftState(applicant.id), { type: 'submit' }, applicant);
export const approveFirst = { type: 'approve', nodeId: 'PreliminaryApprove' } as const;
export const approveSecond = { type: 'approve', nodeId: 'RecheckApprove' } as const;
export const returnFirst = { type: 'return', nodeId: 'PreliminaryApprove', opinion: '补正' } as const;
export const resubmit = { type: 'resubmit', nodeId: 'UpdateApplyApprove' } as const;
