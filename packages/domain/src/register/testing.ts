import type { LegalBasis, RegisterEvent, RegisterEventBody } from './types.js';

/** Test helper: events numbered 1, 2, 3 … one day apart, with an application basis. */
export function numberEvents(bodies: readonly RegisterEventBody[], start = 1): RegisterEvent[] {
  const basis: LegalBasis = { kind: 'application', reference: 'SN-TEST' };
  return bodies.map((body, i) => {
    const seq = start + i;
    const occurredAt = new Date(Date.UTC(2026, 0, 1) + seq * 86_400_000).toISOString();
    return { ...body, seq, occurredAt, basis } as RegisterEvent;
  });
}
