import { expect } from 'vitest';
import { applyRegisterEvent } from '../apply-event.js';
import { holdingKey, registerViolations } from '../holding.js';
import { replay } from '../replay.js';
import { numberEvents } from '../testing.js';
import type { Holding, RegisterEventBody, RegisterState } from '../types.js';

/** A small register and the encumbrances the rule tests start from. */
export const N = '4';
export const A = { holderId: 'A', shareNature: N };
export const B = { holderId: 'B', shareNature: N };

export const opening: RegisterEventBody[] = [
  {
    type: 'initialRegistration',
    entries: [
      { ...A, quantity: 1000n },
      { ...B, quantity: 500n },
    ],
  },
];
export const court = {
  court: '大连市中级人民法院',
  documentNo: '(2026)辽02执1号',
  startsOn: '2026-02-01',
  endsOn: '2029-01-31',
};
export const pledge = { type: 'pledge', ...A, quantity: 300n, pledgee: { name: '演示银行' } } as const;
export const freeze = { type: 'judicialFreeze', ...A, quantity: 200n, ...court } as const;
export const lock = { type: 'lock', ...A, quantity: 100n } as const;

/** The register after `bodies`, every invariant checked. */
export function stateAfter(bodies: RegisterEventBody[]): RegisterState {
  const result = replay(numberEvents(bodies));
  if (!result.ok) throw new Error(result.message);
  expect(registerViolations(result.state)).toEqual([]);
  return result.state;
}

export function holdingOf(state: RegisterState, ref: { holderId: string; shareNature: string }) {
  return state.holdings.get(holdingKey(ref))!;
}

/** The result of one more event after `bodies` (optionally at another instant). */
export function next(before: RegisterEventBody[], body: RegisterEventBody, occurredAt?: string) {
  const state = stateAfter(before);
  const [event] = numberEvents([body], before.length + 1);
  return applyRegisterEvent(state, occurredAt ? { ...event!, occurredAt } : event!);
}
export function stateOf(result: ReturnType<typeof next>): RegisterState {
  if (!result.ok) throw new Error(result.message);
  expect(registerViolations(result.state)).toEqual([]);
  return result.state;
}
/** A changed copy of one holding, the rest of the register as it was. */
export function withHolding(state: RegisterState, holding: Holding): RegisterState {
  return { ...state, holdings: new Map(state.holdings).set(holdingKey(holding), holding) };
}
export const encumbered = [...opening, pledge, freeze, lock];
