import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobileNumber, validateMobileNumber } from './mobile.js';

// Subscriber parts are zeros or generated, so no fixture is a real person's number.
describe('isMobileNumber', () => {
  const accepted: [string, string][] = [
    ['13x', '13000000000'],
    ['14x', '14500000000'],
    ['16x', '16600000000'],
    ['19x', '19900000000'],
    ['surrounding blanks trimmed', ' 18800000000 '],
  ];
  it.each(accepted)('accepts %s', (_reason, mobile) => {
    expect(isMobileNumber(mobile)).toBe(true);
    expect(validateMobileNumber(mobile)).toEqual({ ok: true });
  });

  const refused: [string, string | null][] = [
    ['empty', ''],
    ['null', null],
    ['10 digits', '1380000000'],
    ['12 digits', '138000000000'],
    ['not starting with 1', '23800000000'],
    ['second digit 0 (never a mobile range)', '10000000000'],
    ['second digit 1', '11000000000'],
    ['second digit 2', '12000000000'],
    ['+86 prefix', '+8613800000000'],
    ['0086 prefix', '008613800000000'],
    ['inner spaces', '138 0000 0000'],
    ['hyphens', '138-0000-0000'],
    ['full-width digits', '１３８００００００００'],
    ['a letter', '1380000000a'],
  ];
  it.each(refused)('refuses %s', (_reason, mobile) => {
    expect(isMobileNumber(mobile)).toBe(false);
    expect(validateMobileNumber(mobile)).toEqual({ ok: false, message: '请输入正确的手机号码' });
  });

  it('accepts exactly 1, then 3-9, then nine digits', () => {
    const digit = fc.constantFrom(...'0123456789');
    fc.assert(
      fc.property(digit, fc.string({ unit: digit, minLength: 9, maxLength: 9 }), (second, rest) => {
        return isMobileNumber(`1${second}${rest}`) === '3456789'.includes(second);
      }),
    );
  });
});
