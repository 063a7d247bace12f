import { describe, expect, it } from 'vitest';
import { decide } from './engine.js';
import { draftState } from './state.js';
import {
  admin,
  applicant,
  both,
  first,
  fixture,
  flow,
  flowOf,
  refusal,
  returnFirst,
  run,
  submitted,
} from './testing/engine-cases.js';

describe('submit, withdraw and cancel', () => {
  it('submit opens 初审 for the reviewers’ pool and starts round 1 with nobody having acted', () => {
    expect(decide(flow, draftState(applicant.id), { type: 'submit' }, applicant)).toEqual({
      ok: true,
      state: { ...draftState(applicant.id), status: 'in_review', nodeId: 'PreliminaryApprove', round: 1 },
      effects: [{ type: 'openTask', nodeId: 'PreliminaryApprove', role: 'reviewer_first', assigneeId: null }],
    });
  });

  it('save keeps the state and has no effect; only in a draft or after a withdrawal', () => {
    const draft = draftState(applicant.id);
    expect(decide(flow, draft, { type: 'save' }, applicant)).toEqual({ ok: true, state: draft, effects: [] });
    expect(refusal(draft, { type: 'save' }, first)?.code).toBe('NOT_APPLICANT');
    const returned = run(submitted(), returnFirst, first);
    expect(refusal(returned, { type: 'save' }, applicant)?.message).toBe(
      '当前状态（退回修改）不能执行该操作',
    );
    expect(refusal(returned, { type: 'submit' }, applicant)?.code).toBe('ACTION_NOT_ALLOWED');
  });

  it('refuses a submit from a node the flow has no submit from', () => {
    const noSubmit = flow;
    const atRevise = { ...draftState(applicant.id), nodeId: 'UpdateApplyApprove' };
    expect(refusal(atRevise, { type: 'submit' }, applicant, noSubmit)).toEqual({
      code: 'ACTION_NOT_ALLOWED',
      message: '当前状态（草稿）不能执行该操作',
    });
  });

  it('withdraw is refused when the flow does not allow it, or outside review', () => {
    const fixed = flowOf({ ...fixture(), withdrawable: false });
    const s = run(draftState(applicant.id), { type: 'submit' }, applicant, fixed);
    expect(refusal(s, { type: 'withdraw' }, applicant, fixed)).toEqual({
      code: 'ACTION_NOT_ALLOWED',
      message: '当前状态（审批中）不能执行该操作',
    });
    expect(refusal(draftState(applicant.id), { type: 'withdraw' }, applicant)?.code).toBe(
      'ACTION_NOT_ALLOWED',
    );
    const returned = run(submitted(), returnFirst, first);
    expect(refusal(returned, { type: 'withdraw' }, applicant)?.code).toBe('ACTION_NOT_ALLOWED');
  });

  it('withdraw returns the application to its first node with the task closed as 已处理', () => {
    const s = submitted();
    expect(decide(flow, s, { type: 'withdraw' }, applicant)).toEqual({
      ok: true,
      state: { ...s, status: 'withdrawn', nodeId: 'apply' },
      effects: [{ type: 'closeTask', nodeId: 'PreliminaryApprove', state: '已处理' }],
    });
  });

  it('the applicant cannot cancel while the application is in review, and is told why', () => {
    expect(refusal(submitted(), { type: 'cancel' }, applicant)).toEqual({
      code: 'ACTION_NOT_ALLOWED',
      message: '当前状态（审批中）不能执行该操作',
    });
  });

  it('the applicant cancels a returned application, closing the revise task', () => {
    const returned = run(submitted(), returnFirst, first);
    expect(decide(flow, returned, { type: 'cancel' }, applicant)).toEqual({
      ok: true,
      state: { ...returned, status: 'cancelled' },
      effects: [{ type: 'closeTask', nodeId: 'UpdateApplyApprove', state: '已处理' }],
    });
  });

  it('the applicant cancels a withdrawn application with no task to close', () => {
    const withdrawn = run(submitted(), { type: 'withdraw' }, applicant);
    expect(decide(flow, withdrawn, { type: 'cancel' }, applicant)).toEqual({
      ok: true,
      state: { ...withdrawn, status: 'cancelled' },
      effects: [],
    });
  });

  it('an administrator cancels a draft with no task to close; a reviewer cannot cancel', () => {
    const draft = draftState(applicant.id);
    expect(decide(flow, draft, { type: 'cancel' }, admin)).toEqual({
      ok: true,
      state: { ...draft, status: 'cancelled' },
      effects: [],
    });
    expect(refusal(draft, { type: 'cancel' }, both)).toEqual({
      code: 'NOT_APPLICANT',
      message: '只有申请人本人可以办理该操作',
    });
  });

  it('an applicant who is also an administrator cancels in review', () => {
    const s = run(draftState('u-boss'), { type: 'submit' }, { id: 'u-boss', roles: ['administrator'] });
    expect(decide(flow, s, { type: 'cancel' }, { id: 'u-boss', roles: ['administrator'] }).ok).toBe(true);
  });
});
