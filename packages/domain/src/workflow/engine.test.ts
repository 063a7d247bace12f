import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type FlowDefinition, parseFlowDefinition } from './definition.js';
import { decide } from './engine.js';
import { draftState, type WorkflowAction, type WorkflowActor, type WorkflowState } from './state.js';

function loadFixtureFlow(): FlowDefinition {
  const raw = JSON.parse(readFileSync(new URL('./fixtures/two-step-review.json', import.meta.url), 'utf8'));
  const parsed = parseFlowDefinition(raw);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.flow;
}

const flow = loadFixtureFlow();
const applicant: WorkflowActor = { id: 'u-applicant', roles: ['applicant'] };
const first: WorkflowActor = { id: 'u-first', roles: ['reviewer_first'] };
const second: WorkflowActor = { id: 'u-second', roles: ['reviewer_second'] };
const both: WorkflowActor = { id: 'u-both', roles: ['reviewer_first', 'reviewer_second'] };
const admin: WorkflowActor = { id: 'u-admin', roles: ['administrator'] };

function run(state: WorkflowState, action: WorkflowAction, actor: WorkflowActor): WorkflowState {
  const d = decide(flow, state, action, actor);
  if (!d.ok) throw new Error(d.refusal.message);
  return d.state;
}
const refusalOf = (state: WorkflowState, action: WorkflowAction, actor: WorkflowActor) => {
  const d = decide(flow, state, action, actor);
  return d.ok ? null : d.refusal;
};

describe('workflow engine: the standard review flow', () => {
  it('walks apply → 初审 → 复审 return → resubmit → both approve → completed, with its effects', () => {
    let s = draftState(applicant.id);
    const submitted = decide(flow, s, { type: 'submit' }, applicant);
    expect(submitted).toMatchObject({
      ok: true,
      state: { status: 'in_review', nodeId: 'PreliminaryApprove', round: 1 },
      effects: [{ type: 'openTask', nodeId: 'PreliminaryApprove', role: 'reviewer_first', assigneeId: null }],
    });
    s = run(s, { type: 'submit' }, applicant);
    s = run(s, { type: 'approve', nodeId: 'PreliminaryApprove' }, first);
    expect(s).toMatchObject({ nodeId: 'RecheckApprove', reviewerActed: true });
    const returned = decide(
      flow,
      s,
      { type: 'return', nodeId: 'RecheckApprove', opinion: '补充协议' },
      second,
    );
    expect(returned).toMatchObject({
      ok: true,
      state: { status: 'returned', nodeId: 'UpdateApplyApprove' },
      effects: [
        { type: 'closeTask', nodeId: 'RecheckApprove', state: '已办' },
        { type: 'openTask', nodeId: 'UpdateApplyApprove', role: null, assigneeId: applicant.id },
      ],
    });
    s = run(s, { type: 'return', nodeId: 'RecheckApprove', opinion: '补充协议' }, second);
    s = run(s, { type: 'resubmit', nodeId: 'UpdateApplyApprove' }, applicant);
    expect(s).toMatchObject({
      status: 'in_review',
      nodeId: 'PreliminaryApprove',
      round: 2,
      reviewerActed: false,
    });
    s = run(s, { type: 'approve', nodeId: 'PreliminaryApprove' }, first);
    const done = decide(flow, s, { type: 'approve', nodeId: 'RecheckApprove' }, second);
    expect(done).toMatchObject({
      ok: true,
      state: { status: 'completed' },
      effects: [
        { type: 'closeTask', nodeId: 'RecheckApprove', state: '已办' },
        { type: 'complete', effect: 'shareTransfer' },
      ],
    });
  });

  it('refuses a wrong role, a stale node, maker = checker and one person at two nodes', () => {
    let s = run(draftState(applicant.id), { type: 'submit' }, applicant);
    expect(refusalOf(s, { type: 'approve', nodeId: 'PreliminaryApprove' }, second)?.code).toBe('WRONG_ROLE');
    expect(refusalOf(s, { type: 'approve', nodeId: 'RecheckApprove' }, second)?.code).toBe(
      'TASK_ALREADY_HANDLED',
    );
    const selfReview = { id: applicant.id, roles: ['reviewer_first'] };
    expect(refusalOf(s, { type: 'approve', nodeId: 'PreliminaryApprove' }, selfReview)).toEqual({
      code: 'MAKER_CHECKER',
      message: '不能审批本人提交的申请',
    });
    s = run(s, { type: 'approve', nodeId: 'PreliminaryApprove' }, both);
    expect(refusalOf(s, { type: 'approve', nodeId: 'RecheckApprove' }, both)).toEqual({
      code: 'SAME_REVIEWER',
      message: '同一申请的不同审批节点须由不同人员办理，您已办理过初审',
    });
    // The same reviewer may handle the same node again in a later round.
    s = run(
      s,
      { type: 'return', nodeId: 'RecheckApprove', target: 'PreliminaryApprove', opinion: '重审' },
      second,
    );
    expect(s).toMatchObject({ status: 'in_review', nodeId: 'PreliminaryApprove' });
    expect(decide(flow, s, { type: 'approve', nodeId: 'PreliminaryApprove' }, both).ok).toBe(true);
  });

  it('a handled task is final: the second decision on it is refused', () => {
    const s = run(draftState(applicant.id), { type: 'submit' }, applicant);
    const after = run(s, { type: 'approve', nodeId: 'PreliminaryApprove' }, first);
    const other = { id: 'u-first-2', roles: ['reviewer_first'] };
    expect(refusalOf(after, { type: 'approve', nodeId: 'PreliminaryApprove' }, other)?.code).toBe(
      'TASK_ALREADY_HANDLED',
    );
    expect(
      refusalOf(after, { type: 'reject', nodeId: 'PreliminaryApprove', opinion: 'x' }, other)?.code,
    ).toBe('TASK_ALREADY_HANDLED');
  });

  it('return and reject need an opinion; a return goes only to a listed target', () => {
    let s = run(draftState(applicant.id), { type: 'submit' }, applicant);
    expect(
      refusalOf(s, { type: 'reject', nodeId: 'PreliminaryApprove', opinion: '  ' }, first)?.message,
    ).toBe('审批意见为必填项');
    expect(
      refusalOf(
        s,
        { type: 'return', nodeId: 'PreliminaryApprove', target: 'RecheckApprove', opinion: 'x' },
        first,
      )?.code,
    ).toBe('RETURN_TARGET_INVALID');
    s = run(s, { type: 'reject', nodeId: 'PreliminaryApprove', opinion: '材料不全' }, first);
    expect(s.status).toBe('rejected');
    expect(refusalOf(s, { type: 'cancel' }, admin)?.code).toBe('ENDED');
  });

  it('withdraw: only the applicant, only until the first reviewer acts; then submit again', () => {
    let s = run(draftState(applicant.id), { type: 'submit' }, applicant);
    expect(refusalOf(s, { type: 'withdraw' }, first)?.code).toBe('NOT_APPLICANT');
    const withdrawn = decide(flow, s, { type: 'withdraw' }, applicant);
    expect(withdrawn).toMatchObject({
      ok: true,
      state: { status: 'withdrawn', nodeId: 'apply' },
      effects: [{ type: 'closeTask', nodeId: 'PreliminaryApprove', state: '已处理' }],
    });
    s = run(s, { type: 'withdraw' }, applicant);
    expect(decide(flow, s, { type: 'save' }, applicant).ok).toBe(true);
    s = run(s, { type: 'submit' }, applicant);
    expect(s.round).toBe(2);
    s = run(s, { type: 'approve', nodeId: 'PreliminaryApprove' }, first);
    expect(refusalOf(s, { type: 'withdraw' }, applicant)?.message).toBe('审批人员已开始办理，不能撤回');
  });

  it('cancel: the applicant while the form is theirs, an administrator at any time before the end', () => {
    const draft = draftState(applicant.id);
    expect(decide(flow, draft, { type: 'cancel' }, applicant)).toMatchObject({
      ok: true,
      state: { status: 'cancelled' },
      effects: [],
    });
    const inReview = run(draft, { type: 'submit' }, applicant);
    expect(refusalOf(inReview, { type: 'cancel' }, applicant)?.code).toBe('ACTION_NOT_ALLOWED');
    expect(refusalOf(inReview, { type: 'cancel' }, first)?.code).toBe('NOT_APPLICANT');
    expect(decide(flow, inReview, { type: 'cancel' }, admin)).toMatchObject({
      ok: true,
      effects: [{ type: 'closeTask', nodeId: 'PreliminaryApprove', state: '已处理' }],
    });
    expect(refusalOf(inReview, { type: 'save' }, applicant)?.code).toBe('ACTION_NOT_ALLOWED');
    expect(refusalOf(draft, { type: 'submit' }, first)?.code).toBe('NOT_APPLICANT');
  });
});

describe('flow definitions', () => {
  const raw = () =>
    JSON.parse(readFileSync(new URL('./fixtures/two-step-review.json', import.meta.url), 'utf8'));

  it('accepts the fixture and refuses broken flows with Chinese reasons', () => {
    expect(parseFlowDefinition(raw()).ok).toBe(true);
    const noEnd = raw();
    noEnd.transitions[4].to = ['PreliminaryApprove'];
    expect(parseFlowDefinition(noEnd)).toMatchObject({
      ok: false,
      errors: expect.arrayContaining(['transitions：流程没有结束节点（审批通过 → $end）']),
    });
    const forward = raw();
    forward.transitions[2].to = ['RecheckApprove'];
    expect(parseFlowDefinition(forward)).toMatchObject({
      ok: false,
      errors: ['transitions.2.to：只能退回到之前的审批节点：RecheckApprove'],
    });
    const applicantReviews = raw();
    applicantReviews.nodes[1].role = 'applicant';
    expect(parseFlowDefinition(applicantReviews).ok).toBe(false);
    const typo = { ...raw(), completionEffect: 'script:updateRegister(x)' };
    expect(parseFlowDefinition(typo).ok).toBe(false);
    const extra = { ...raw(), script: 'x' };
    expect(parseFlowDefinition(extra).ok).toBe(false);
  });
});
