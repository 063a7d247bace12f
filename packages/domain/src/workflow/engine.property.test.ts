import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FlowDefinition, parseFlowDefinition } from './definition.js';
import { decide } from './engine.js';
import { draftState, ENDED_STATUSES, type WorkflowAction, type WorkflowActor } from './state.js';

const parsed = parseFlowDefinition(
  JSON.parse(readFileSync(new URL('./fixtures/two-step-review.json', import.meta.url), 'utf8')),
);
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const flow: FlowDefinition = parsed.flow;

const actors: WorkflowActor[] = [
  { id: 'applicant', roles: ['applicant'] },
  { id: 'r1', roles: ['reviewer_first'] },
  { id: 'r1b', roles: ['reviewer_first'] },
  { id: 'r2', roles: ['reviewer_second'] },
  { id: 'both', roles: ['reviewer_first', 'reviewer_second'] },
  { id: 'admin', roles: ['administrator'] },
];
const nodes = flow.nodes.map((n) => n.id);
const opinion = fc.constantFrom('', '意见');
const action: fc.Arbitrary<WorkflowAction> = fc.oneof(
  fc.constant({ type: 'save' as const }),
  fc.constant({ type: 'submit' as const }),
  fc.constant({ type: 'withdraw' as const }),
  fc.constant({ type: 'cancel' as const }),
  fc.record({ type: fc.constant('approve' as const), nodeId: fc.constantFrom(...nodes) }),
  fc.record({ type: fc.constant('resubmit' as const), nodeId: fc.constantFrom(...nodes) }),
  fc.record({ type: fc.constant('reject' as const), nodeId: fc.constantFrom(...nodes), opinion }),
  fc.record({
    type: fc.constant('return' as const),
    nodeId: fc.constantFrom(...nodes),
    target: fc.option(fc.constantFrom(...nodes), { nil: undefined }),
    opinion,
  }),
);
const step = fc.tuple(action, fc.constantFrom(...actors));

describe('workflow engine properties', () => {
  it('any sequence keeps the task, maker-checker and completion invariants', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let state = draftState('applicant');
        const open = new Set<string>();
        let completions = 0;
        for (const [a, actor] of steps) {
          const before = state;
          const d = decide(flow, state, a, actor);
          if (!d.ok) {
            expect(d.refusal.message.length).toBeGreaterThan(0);
            continue;
          }
          expect(ENDED_STATUSES).not.toContain(before.status);
          for (const e of d.effects) {
            if (e.type === 'closeTask') {
              expect(open.has(e.nodeId)).toBe(true);
              open.delete(e.nodeId);
            } else if (e.type === 'openTask') open.add(e.nodeId);
            else completions += 1;
          }
          state = d.state;
          expect(state.round).toBeGreaterThanOrEqual(before.round);
          // One open task exactly while someone must act; none otherwise.
          const someoneActs = state.status === 'in_review' || state.status === 'returned';
          expect([...open]).toEqual(someoneActs ? [state.nodeId] : []);
          // Maker ≠ checker: the applicant never decides; one person decides at one node only.
          const byActor = new Map<string, Set<string>>();
          for (const h of state.handlers)
            byActor.set(h.actorId, (byActor.get(h.actorId) ?? new Set()).add(h.nodeId));
          expect(byActor.has('applicant')).toBe(false);
          for (const set of byActor.values()) expect(set.size).toBe(1);
        }
        expect(completions).toBe(state.status === 'completed' ? 1 : 0);
        if (state.status === 'completed') {
          const deciders = new Set(state.handlers.map((h) => h.nodeId));
          expect(deciders).toEqual(new Set(['PreliminaryApprove', 'RecheckApprove']));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('an ended application refuses every action', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENDED_STATUSES), step, (status, [a, actor]) => {
        const d = decide(flow, { ...draftState('applicant'), status }, a, actor);
        expect(d.ok).toBe(false);
      }),
    );
  });
});
