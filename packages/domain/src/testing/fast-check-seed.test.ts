import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FC_SEED, fastCheckSeed } from './fast-check-seed.js';

describe('fast-check seed of the test run (ADR 0035)', () => {
  it('is fixed unless FC_SEED names another or FC_RANDOM=1 asks for a random one', () => {
    expect(fastCheckSeed({})).toBe(DEFAULT_FC_SEED);
    expect(fastCheckSeed({ FC_SEED: ' ' })).toBe(DEFAULT_FC_SEED);
    expect(fastCheckSeed({ FC_SEED: '-42' })).toBe(-42);
    expect(fastCheckSeed({ FC_RANDOM: '1', FC_SEED: '7' })).toBeUndefined();
    expect(fastCheckSeed({ FC_RANDOM: '0' })).toBe(DEFAULT_FC_SEED);
    expect(() => fastCheckSeed({ FC_SEED: '1.5' })).toThrow('FC_SEED 应为整数，实为 1.5');
    expect(() => fastCheckSeed({ FC_SEED: 'abc' })).toThrow('FC_SEED');
  });

  it('is the global seed of this run', () => {
    const seed = fastCheckSeed(process.env);
    if (seed === undefined) expect(fc.readConfigureGlobal().seed).toBeUndefined();
    else expect(fc.readConfigureGlobal().seed).toBe(seed);
  });
});
