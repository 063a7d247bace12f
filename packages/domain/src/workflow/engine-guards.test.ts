import { describe, expect, it } from 'vitest';
import { decide } from './engine.js';
import { draftState, type WorkflowAction, type WorkflowState } from './state.js';
import {
  admin,
  applicant,
  approveFirst,
  approveSecond,
  both,
  first,
  fixture,
  flow,
  flowOf,
  refusal,
  resubmit,
  returnFirst,
  run,
  second,
  submitted,
} from './testing/engine-cases.js';

/** The guards of the engine that a registry must never lose (issue 19), one rule per test. */
describe('maker ≠ checker across rounds', () => {
  it('who returned at 初审 in one round cannot approve both 初审 and 复审 of the next', () => {
    let s = run(submitted(), returnFirst, both);
    expect(s.handlers).toEqual([{ nodeId: 'PreliminaryApprove', actorId: both.id }]);
    s = run(s, resubmit, applicant);
    expect(s.handlers).toEqual([{ nodeId: 'PreliminaryApprove', actorId: both.id }]);
    s = run(s, approveFirst, both);
    // Deciding again at the same node records nothing new.
    expect(s.handlers).toEqual([{ nodeId: 'PreliminaryApprove', actorId: both.id }]);
    expect(refusal(s, approveSecond, both)).toEqual({
      code: 'SAME_REVIEWER',
      message: '同一申请的不同审批节点须由不同人员办理，您已办理过初审',
    });
    expect(refusal(s, { ...returnFirst, nodeId: 'RecheckApprove' }, both)?.code).toBe('SAME_REVIEWER');
    expect(refusal(s, { type: 'reject', nodeId: 'RecheckApprove', opinion: 'x' }, both)?.code).toBe(
      'SAME_REVIEWER',
    );
    expect(run(s, approveSecond, second).status).toBe('completed');
  });

  it('records every decider, a rejecting one too, in the order they decided', () => {
    let s = run(submitted(), approveFirst, first);
    s = run(s, { type: 'return', nodeId: 'RecheckApprove', opinion: '补正' }, second);
    expect(s.handlers).toEqual([
      { nodeId: 'PreliminaryApprove', actorId: first.id },
      { nodeId: 'RecheckApprove', actorId: second.id },
    ]);
    s = run(s, resubmit, applicant);
    const other = { id: 'u-first-2', roles: ['reviewer_first'] };
    const rejected = run(s, { type: 'reject', nodeId: 'PreliminaryApprove', opinion: '不符' }, other);
    expect(rejected.handlers).toEqual([...s.handlers, { nodeId: 'PreliminaryApprove', actorId: other.id }]);
    // first, who decided 初审 in round 1, cannot now take 复审 in any round.
    expect(refusal(rejected, approveSecond, first)?.code).toBe('ENDED');
  });

  it('names the node by its id when the flow no longer has it', () => {
    const s: WorkflowState = {
      ...submitted(),
      handlers: [{ nodeId: 'FreeTask', actorId: first.id }],
    };
    expect(refusal(s, approveFirst, first)?.message).toBe(
      '同一申请的不同审批节点须由不同人员办理，您已办理过FreeTask',
    );
  });

  it('the applicant never decides, even holding the reviewer role', () => {
    const self = { id: applicant.id, roles: ['reviewer_first'] };
    expect(
      refusal(submitted(), { type: 'reject', nodeId: 'PreliminaryApprove', opinion: 'x' }, self),
    ).toEqual({
      code: 'MAKER_CHECKER',
      message: '不能审批本人提交的申请',
    });
  });
});

describe('resubmit: only the applicant, only the returned task', () => {
  const returned = () => run(submitted(), returnFirst, first);

  it('refuses anyone else, a reviewer or an administrator included', () => {
    for (const actor of [first, second, admin]) {
      expect(refusal(returned(), resubmit, actor)).toEqual({
        code: 'NOT_APPLICANT',
        message: '只有申请人本人可以办理该操作',
      });
    }
  });

  it('moves the applicant on with the revise task closed and 初审 opened, round + 1', () => {
    const d = decide(flow, returned(), resubmit, applicant);
    expect(d).toEqual({
      ok: true,
      state: {
        status: 'in_review',
        nodeId: 'PreliminaryApprove',
        round: 2,
        applicantId: applicant.id,
        handlers: [{ nodeId: 'PreliminaryApprove', actorId: first.id }],
        reviewerActed: false,
      },
      effects: [
        { type: 'closeTask', nodeId: 'UpdateApplyApprove', state: '已办' },
        { type: 'openTask', nodeId: 'PreliminaryApprove', role: 'reviewer_first', assigneeId: null },
      ],
    });
  });

  it('refuses a resubmit of another node, or while not returned', () => {
    expect(refusal(returned(), { type: 'resubmit', nodeId: 'apply' }, applicant)?.code).toBe(
      'TASK_ALREADY_HANDLED',
    );
    expect(refusal(submitted(), resubmit, applicant)).toEqual({
      code: 'ACTION_NOT_ALLOWED',
      message: '当前状态（审批中）不能执行该操作',
    });
    expect(refusal(draftState(applicant.id), resubmit, applicant)?.message).toBe(
      '当前状态（草稿）不能执行该操作',
    );
  });

  it('refuses when the flow has no resubmit from the revise node (a definition the parser would refuse)', () => {
    const noResubmit = { ...flow, transitions: flow.transitions.filter((t) => t.action !== 'resubmit') };
    const s = run(submitted(), returnFirst, first, noResubmit);
    expect(refusal(s, resubmit, applicant, noResubmit)).toEqual({
      code: 'ACTION_NOT_ALLOWED',
      message: '当前状态（退回修改）不能执行该操作',
    });
  });
});

describe('reject ends the application and closes its task', () => {
  it('closes the reviewer’s task and opens none', () => {
    const d = decide(
      flow,
      submitted(),
      { type: 'reject', nodeId: 'PreliminaryApprove', opinion: '不符' },
      first,
    );
    expect(d).toEqual({
      ok: true,
      state: {
        ...submitted(),
        status: 'rejected',
        handlers: [{ nodeId: 'PreliminaryApprove', actorId: first.id }],
        reviewerActed: true,
      },
      effects: [{ type: 'closeTask', nodeId: 'PreliminaryApprove', state: '已办' }],
    });
  });

  it('refuses a reject the flow does not allow at the node', () => {
    const raw = fixture();
    raw.transitions = raw.transitions.filter((t) => t.action !== 'reject');
    const noReject = flowOf(raw);
    expect(
      refusal(submitted(), { type: 'reject', nodeId: 'PreliminaryApprove', opinion: 'x' }, first, noReject),
    ).toEqual({
      code: 'ACTION_NOT_ALLOWED',
      message: '当前状态（审批中）不能执行该操作',
    });
  });
});

describe('review actions', () => {
  it('refuses a decision at a node that is not an approval node, naming it', () => {
    expect(refusal(submitted(), { type: 'approve', nodeId: 'apply' }, first)).toEqual({
      code: 'WRONG_NODE',
      message: '申请当前不在apply节点，请刷新后查看',
    });
    expect(refusal(submitted(), { type: 'approve', nodeId: 'Nowhere' }, first)?.code).toBe('WRONG_NODE');
  });

  it('names the node in a wrong-role refusal', () => {
    expect(refusal(submitted(), approveFirst, second)?.message).toBe('当前节点（初审）不由您的角色办理');
  });

  it('refuses a decision in a state not in review, even one naming the approval node', () => {
    for (const status of ['draft', 'returned', 'withdrawn'] as const) {
      const odd: WorkflowState = { ...submitted(), status };
      expect(refusal(odd, approveFirst, first)?.code).toBe('TASK_ALREADY_HANDLED');
    }
  });

  it('an approval follows the approve transition, whatever target a caller attaches to it', () => {
    const stray = { ...approveFirst, target: 'UpdateApplyApprove' } as WorkflowAction;
    expect(decide(flow, submitted(), stray, first)).toMatchObject({
      ok: true,
      state: { status: 'in_review', nodeId: 'RecheckApprove' },
    });
  });

  it('refuses a decision while the application is returned', () => {
    const s = run(submitted(), returnFirst, first);
    expect(refusal(s, approveFirst, { id: 'u-x', roles: ['reviewer_first'] })?.code).toBe(
      'TASK_ALREADY_HANDLED',
    );
  });

  it('a return needs an opinion; an approval does not', () => {
    expect(refusal(submitted(), { ...returnFirst, opinion: ' \t' }, first)?.code).toBe('OPINION_REQUIRED');
    expect(decide(flow, submitted(), approveFirst, first).ok).toBe(true);
  });

  it('a return goes to the default target, or to a listed one', () => {
    const s = run(submitted(), approveFirst, first);
    const toApplicant = decide(flow, s, { type: 'return', nodeId: 'RecheckApprove', opinion: 'x' }, second);
    expect(toApplicant).toMatchObject({
      ok: true,
      state: { status: 'returned', nodeId: 'UpdateApplyApprove', reviewerActed: true },
    });
    const toFirst = decide(
      flow,
      s,
      { type: 'return', nodeId: 'RecheckApprove', target: 'PreliminaryApprove', opinion: 'x' },
      second,
    );
    expect(toFirst).toEqual({
      ok: true,
      state: {
        ...s,
        status: 'in_review',
        nodeId: 'PreliminaryApprove',
        handlers: [...s.handlers, { nodeId: 'RecheckApprove', actorId: second.id }],
        reviewerActed: true,
      },
      effects: [
        { type: 'closeTask', nodeId: 'RecheckApprove', state: '已办' },
        { type: 'openTask', nodeId: 'PreliminaryApprove', role: 'reviewer_first', assigneeId: null },
      ],
    });
    expect(
      refusal(s, { type: 'return', nodeId: 'RecheckApprove', target: 'apply', opinion: 'x' }, second),
    ).toEqual({ code: 'RETURN_TARGET_INVALID', message: '不能退回到该节点：apply' });
  });

  it('approval at the last node completes with the flow’s effect and keeps the round', () => {
    const s = run(submitted(), approveFirst, first);
    const d = decide(flow, s, approveSecond, second);
    expect(d).toEqual({
      ok: true,
      state: {
        ...s,
        status: 'completed',
        handlers: [...s.handlers, { nodeId: 'RecheckApprove', actorId: second.id }],
        reviewerActed: true,
      },
      effects: [
        { type: 'closeTask', nodeId: 'RecheckApprove', state: '已办' },
        { type: 'complete', effect: 'shareTransfer' },
      ],
    });
  });
});
