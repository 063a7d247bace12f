import { describe, expect, it } from 'vitest';
import { SHOW_PLATE_CODE, showCodeOf } from './index.js';

describe('showCodeOf', () => {
  it('pads the sequence to six digits after ZS', () => {
    expect(showCodeOf(1)).toBe('ZS000001');
    expect(showCodeOf(42)).toBe('ZS000042');
    expect(showCodeOf(999_999)).toBe('ZS999999');
  });

  it('refuses sequences outside 1..999999', () => {
    expect(() => showCodeOf(0)).toThrow(RangeError);
    expect(() => showCodeOf(1_000_000)).toThrow(RangeError);
    expect(() => showCodeOf(1.5)).toThrow(RangeError);
  });
});

describe('SHOW_PLATE_CODE', () => {
  it('accepts 2 to 20 letters, digits or underscores only', () => {
    expect(SHOW_PLATE_CODE.test('ZS01')).toBe(true);
    expect(SHOW_PLATE_CODE.test('a_'.repeat(10))).toBe(true);
    expect(SHOW_PLATE_CODE.test('Z')).toBe(false);
    expect(SHOW_PLATE_CODE.test('a'.repeat(21))).toBe(false);
    expect(SHOW_PLATE_CODE.test('展示')).toBe(false);
    expect(SHOW_PLATE_CODE.test('ZS 01')).toBe(false);
  });
});
