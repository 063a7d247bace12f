import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { finalNode, findFlowTransition, flowDefinitionSchema, parseFlowDefinition } from './definition.js';
import { WORKFLOW_ACTION_NAMES, WORKFLOW_NODE_NAMES } from './names.js';

type Raw = {
  nodes: { id: string; name: string; kind: string; role: string; formNodeId: string }[];
  transitions: { from: string; action: string; to?: string[] }[];
  [key: string]: unknown;
};
const fixture = (): Raw =>
  JSON.parse(readFileSync(new URL('./fixtures/two-step-review.json', import.meta.url), 'utf8'));

/** The errors of the fixture changed by `change`; [] when it still parses. */
function errorsOf(change: (raw: Raw) => void): string[] {
  const raw = fixture();
  change(raw);
  const parsed = parseFlowDefinition(raw);
  return parsed.ok ? [] : parsed.errors;
}
const t = (raw: Raw, from: string, action: string) =>
  raw.transitions.find((x) => x.from === from && x.action === action)!;

describe('flow definitions: the rules the engine relies on', () => {
  it('accepts the fixture as it is, defaulting targets to none and withdrawal to allowed', () => {
    const raw = fixture();
    delete raw.withdrawable;
    const parsed = parseFlowDefinition(raw);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.flow.withdrawable).toBe(true);
    expect(findFlowTransition(parsed.flow, 'PreliminaryApprove', 'reject')).toEqual({
      from: 'PreliminaryApprove',
      action: 'reject',
      to: [],
    });
  });

  it('refuses a node id used twice', () => {
    expect(
      errorsOf((r) => {
        r.nodes.push({ ...r.nodes[2]! });
      }),
    ).toEqual(['nodes.4.id：节点重复：RecheckApprove']);
  });

  it('refuses a flow that does not start with its one apply node', () => {
    expect(errorsOf((r) => r.nodes.reverse())).toContain('nodes：流程必须以唯一的申请节点开始');
    expect(
      errorsOf((r) => {
        r.nodes[3] = { ...r.nodes[3]!, kind: 'apply' };
      }),
    ).toContain('nodes：流程必须以唯一的申请节点开始');
    const noApply = errorsOf((r) => {
      r.nodes[0] = { ...r.nodes[0]!, kind: 'revise', id: 'UpdateApplyApprove2' };
      r.transitions[0] = { from: 'UpdateApplyApprove2', action: 'resubmit', to: ['PreliminaryApprove'] };
    });
    expect(noApply).toEqual(['nodes：流程必须以唯一的申请节点开始']);
  });

  it('apply and revise nodes belong to the applicant; approval nodes never do', () => {
    expect(
      errorsOf((r) => {
        r.nodes[3]!.role = 'reviewer_first';
      }),
    ).toEqual(['nodes.3.role：申请与退回修改节点由申请人办理：UpdateApplyApprove']);
    expect(
      errorsOf((r) => {
        r.nodes[2]!.role = 'applicant';
      }),
    ).toEqual(['nodes.2.role：审批节点不能由申请人办理：RecheckApprove']);
  });

  it('refuses a transition given twice', () => {
    expect(
      errorsOf((r) => r.transitions.push({ from: 'apply', action: 'submit', to: ['PreliminaryApprove'] })),
    ).toEqual(['transitions.8：流转重复：apply/submit']);
  });

  it('refuses an action a node of its kind cannot take, or from a node not in the flow', () => {
    expect(
      errorsOf((r) => r.transitions.push({ from: 'apply', action: 'approve', to: ['RecheckApprove'] })),
    ).toEqual(['transitions.8.from：节点 apply 不能执行 approve']);
    expect(errorsOf((r) => r.transitions.push({ from: 'FreeTask', action: 'reject' }))).toEqual([
      'transitions.8.from：节点 FreeTask 不能执行 reject',
    ]);
  });

  it('a reject ends the flow: it names no target', () => {
    expect(
      errorsOf((r) => {
        t(r, 'PreliminaryApprove', 'reject').to = ['UpdateApplyApprove'];
      }),
    ).toEqual(['transitions.3.to：驳回直接结束流程，不能指定目标节点']);
  });

  it('submit, approve and resubmit name one target; a return at least one', () => {
    expect(
      errorsOf((r) => {
        t(r, 'PreliminaryApprove', 'approve').to = ['RecheckApprove', '$end'];
      }),
    ).toEqual(['transitions.1.to：PreliminaryApprove/approve 必须只有一个目标节点']);
    expect(
      errorsOf((r) => {
        t(r, 'apply', 'submit').to = [];
      }),
    ).toEqual(['transitions.0.to：apply/submit 必须只有一个目标节点']);
    expect(
      errorsOf((r) => {
        t(r, 'PreliminaryApprove', 'return').to = [];
      }),
    ).toEqual(['transitions.2.to：PreliminaryApprove/return 至少需要一个退回目标']);
    // Several return targets are allowed.
    expect(errorsOf((r) => void t(r, 'RecheckApprove', 'return'))).toEqual([]);
  });

  it('only an approval ends the flow', () => {
    expect(
      errorsOf((r) => {
        t(r, 'UpdateApplyApprove', 'resubmit').to = ['$end'];
      }),
    ).toEqual(['transitions.7.to：只有审批通过可以结束流程']);
  });

  it('refuses a target that is not a node of the flow', () => {
    expect(
      errorsOf((r) => {
        t(r, 'PreliminaryApprove', 'approve').to = ['SupRegApprove'];
      }),
    ).toEqual(['transitions.1.to：目标节点不存在：SupRegApprove']);
  });

  it('a return goes back to an earlier approval node or the revise node, never forward, never to apply', () => {
    expect(
      errorsOf((r) => {
        t(r, 'RecheckApprove', 'return').to = ['RecheckApprove'];
      }),
    ).toEqual(['transitions.5.to：只能退回到之前的审批节点：RecheckApprove']);
    expect(
      errorsOf((r) => {
        t(r, 'RecheckApprove', 'return').to = ['apply'];
      }),
    ).toEqual(['transitions.5.to：退回修改应退回到退回修改节点']);
    expect(
      errorsOf((r) => {
        t(r, 'UpdateApplyApprove', 'resubmit').to = ['apply'];
      }),
    ).toEqual(['transitions.7.to：不能流转回申请节点']);
    // Forward to a revise node, or onward to an approval node: fine.
    expect(
      errorsOf((r) => {
        t(r, 'PreliminaryApprove', 'return').to = ['UpdateApplyApprove'];
      }),
    ).toEqual([]);
  });

  it('every approval node needs an approve, every apply a submit and every revise a resubmit', () => {
    expect(
      errorsOf(
        (r) =>
          (r.transitions = r.transitions.filter(
            (x) => !(x.from === 'PreliminaryApprove' && x.action === 'approve'),
          )),
      ),
    ).toEqual(['transitions：审批节点缺少通过流转：PreliminaryApprove']);
    expect(errorsOf((r) => (r.transitions = r.transitions.filter((x) => x.action !== 'submit')))).toEqual([
      'transitions：节点缺少提交流转：apply',
    ]);
    expect(errorsOf((r) => (r.transitions = r.transitions.filter((x) => x.action !== 'resubmit')))).toEqual([
      'transitions：节点缺少提交流转：UpdateApplyApprove',
    ]);
  });

  it('names errors without a path plainly', () => {
    const zodMessage = flowDefinitionSchema.safeParse(null).error?.issues[0]?.message;
    expect(zodMessage).toBeTruthy();
    expect(parseFlowDefinition(null)).toEqual({ ok: false, errors: [zodMessage] });
  });

  it('a flow whose only end is not an approval has no end', () => {
    expect(
      errorsOf((r) => {
        t(r, 'RecheckApprove', 'approve').to = ['UpdateApplyApprove'];
        t(r, 'UpdateApplyApprove', 'resubmit').to = ['$end'];
      }),
    ).toEqual([
      'transitions.7.to：只有审批通过可以结束流程',
      'transitions：流程没有结束节点（审批通过 → $end）',
    ]);
  });
});

describe('the final node (flow/getFinalNode)', () => {
  it('is the node whose approval ends the flow', () => {
    const parsed = parseFlowDefinition(fixture());
    if (!parsed.ok) throw new Error('fixture');
    expect(finalNode(parsed.flow)).toMatchObject({ id: 'RecheckApprove', name: '复审' });
    // Whatever order the nodes and transitions are listed in.
    const shuffled = { ...parsed.flow, transitions: [...parsed.flow.transitions].reverse() };
    expect(finalNode(shuffled).id).toBe('RecheckApprove');
    const reordered = {
      ...parsed.flow,
      nodes: [parsed.flow.nodes[0]!, parsed.flow.nodes[2]!, parsed.flow.nodes[3]!, parsed.flow.nodes[1]!],
    };
    expect(finalNode(reordered).id).toBe('RecheckApprove');
  });

  it('is the last node listed when no approval ends the flow (a definition the parser refuses)', () => {
    const parsed = parseFlowDefinition(fixture());
    if (!parsed.ok) throw new Error('fixture');
    const open = {
      ...parsed.flow,
      transitions: parsed.flow.transitions.filter((x) => !x.to.includes('$end')),
    };
    expect(finalNode(open).id).toBe('UpdateApplyApprove');
    const notApprove = {
      ...parsed.flow,
      transitions: [{ from: 'apply' as const, action: 'submit' as const, to: ['$end'] }],
    };
    expect(finalNode(notApprove).id).toBe('UpdateApplyApprove');
  });
});

describe('names of the workflow shown to people', () => {
  it('names every action of the timeline and every node of 001 §1 in Chinese', () => {
    expect(WORKFLOW_ACTION_NAMES).toEqual({
      create: '创建',
      save: '保存草稿',
      submit: '提交',
      approve: '审批通过',
      return: '退回修改',
      reject: '驳回',
      resubmit: '重新提交',
      withdraw: '撤回',
      cancel: '作废',
      complete: '办结',
    });
    expect(WORKFLOW_NODE_NAMES).toEqual({
      apply: '申请',
      UpdateApplyApprove: '退回修改',
      UpdateApplyApprove2: '退回修改',
      SupRegApprove: '补充登记审核',
      PreliminaryApprove: '初审',
      RecheckApprove: '复审',
      FreeTask: '自由任务',
    });
  });
});
