import { sm2Verify, utf8 } from '@rer/domain';
import { describe, expect, it } from 'vitest';
import {
  chainSealerOf,
  DEV_CHAIN_SM2_SIGNING_KEY,
  noncesAhead,
  SEALING_NONCES_AHEAD,
} from './chain-config.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A signer that only counts its ready nonces (the domain's precompute is tested in packages/domain). */
function countingSigner() {
  const state = { ready: 0, calls: [] as number[] };
  return {
    state,
    precompute(target: number) {
      state.calls.push(target);
      state.ready = Math.max(state.ready, target);
      return state.ready;
    },
  };
}

describe('the sealer keeps SM2 nonces computed ahead', () => {
  it('fills one per event-loop turn up to the target, and stops', async () => {
    const signer = countingSigner();
    const keep = noncesAhead(signer);
    keep();
    expect(signer.state.ready).toBe(0);
    await nextTurn();
    expect(signer.state.ready).toBe(1);
    for (let turn = 0; turn < SEALING_NONCES_AHEAD; turn++) await nextTurn();
    expect(signer.state.ready).toBe(SEALING_NONCES_AHEAD);
    const calls = signer.state.calls.length;
    await nextTurn();
    expect(signer.state.calls.length).toBe(calls);
  });

  it('schedules one refill however often it is asked', async () => {
    const signer = countingSigner();
    const keep = noncesAhead(signer);
    keep();
    keep();
    keep();
    await nextTurn();
    expect(signer.state.ready).toBe(1);
  });

  it('seals with precomputed nonces: signatures verify and differ', async () => {
    const sealer = chainSealerOf(DEV_CHAIN_SM2_SIGNING_KEY);
    const message = utf8('{"objectId":"DJ-x"}');
    // The first seal computes its nonce inline and starts the refill; the next ones use the
    // nonces computed meanwhile (and two more, inline, once those are used up).
    const first = sealer.sign(message);
    for (let turn = 0; turn < SEALING_NONCES_AHEAD + 1; turn++) await nextTurn();
    const signatures = [
      first,
      ...Array.from({ length: SEALING_NONCES_AHEAD + 2 }, () => sealer.sign(message)),
    ];
    for (const s of signatures) expect(sm2Verify(sealer.publicKey, message, s)).toBe(true);
    expect(new Set(signatures.map((s) => Buffer.from(s).toString('hex'))).size).toBe(signatures.length);
  });
});
