import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type NumericFieldValue,
  validateDecimal,
  validateInteger,
  validateIntegerGreaterThanZero,
  validateNonNegativeSixDecimals,
  validateNonNegativeTwoDecimals,
  validateNotZero,
  validatePercentage,
  validatePositiveAmountUpTo,
  validatePositiveInteger,
  validateReportNumber,
  validateSignedSixDecimals,
  validateWanYuanAmount,
} from './number-rules.js';
import { validateRequired } from './required.js';
import type { ValidationResult } from './validation-result.js';

type Rule = (value: NumericFieldValue) => ValidationResult;
const UNSAFE = '数字超过最大安全长度';

/** Runs accepted and refused rows against one rule; every refusal names its expected message. */
function table(
  name: string,
  rule: Rule,
  accepted: NumericFieldValue[],
  refused: [NumericFieldValue, string][],
) {
  describe(name, () => {
    it.each(accepted.map((v) => [v]))('accepts %s', (value) => {
      expect(rule(value)).toEqual({ ok: true });
    });
    it.each(refused)('refuses %s', (value, message) => {
      expect(rule(value)).toEqual({ ok: false, message });
    });
  });
}

const blanks: NumericFieldValue[] = ['', '  ', null, undefined];

table(
  'validateReportNumber (annual report, 请输入不超过六位小数的数字)',
  validateReportNumber,
  [...blanks, '0', '-0.5', '123.456789', '-1000000', 12.5, '9007199254740991'],
  [
    ['1.2345678', '请输入不超过六位小数的数字'],
    ['007', '请输入不超过六位小数的数字'],
    ['-01', '请输入不超过六位小数的数字'],
    ['1,000', '请输入不超过六位小数的数字'],
    ['abc', '请输入不超过六位小数的数字'],
    ['1.', '请输入不超过六位小数的数字'],
    ['+1', '请输入不超过六位小数的数字'],
    [Number.NaN, '请输入不超过六位小数的数字'],
    ['9007199254740992', UNSAFE],
    ['-9007199254740992', UNSAFE],
    [2 ** 53, UNSAFE],
    [Number.POSITIVE_INFINITY, UNSAFE],
  ],
);

table(
  'validateWanYuanAmount (万元, six decimals)',
  validateWanYuanAmount,
  [...blanks, '0', '1.234567', '100'],
  [
    ['-1', '请输入不超过六位小数的数字'],
    ['1.2345678', '请输入不超过六位小数的数字'],
    ['12345678901234567', UNSAFE],
  ],
);

describe('validateWanYuanAmount with negatives allowed', () => {
  it('accepts a negative amount only when asked', () => {
    expect(validateWanYuanAmount('-1.5', { allowNegative: true })).toEqual({ ok: true });
    expect(validateWanYuanAmount('-1.5').ok).toBe(false);
  });
});

table(
  'validateSignedSixDecimals (四表 negatives, 请输入不超过六位小数的数)',
  validateSignedSixDecimals,
  [...blanks, '-12.5', '007.5', '-0', '0.000001'],
  [
    ['1.0000001', '请输入不超过六位小数的数'],
    ['--1', '请输入不超过六位小数的数'],
    ['1-', '请输入不超过六位小数的数'],
    ['99999999999999999', UNSAFE],
  ],
);

table(
  'validateNonNegativeSixDecimals (四表 other fields, 请输入不超过六位小数的正数)',
  validateNonNegativeSixDecimals,
  [...blanks, '0', '0.5', '123456.123456'],
  [
    ['-0.5', '请输入不超过六位小数的正数'],
    ['01', '请输入不超过六位小数的正数'],
    ['1.1234567', '请输入不超过六位小数的正数'],
  ],
);

table(
  'validateNonNegativeTwoDecimals (fee amount, 不超过两位小数的非负数)',
  validateNonNegativeTwoDecimals,
  [...blanks, '0', '0.00', '10.5', '10.55'],
  [
    ['10.555', '不超过两位小数的非负数'],
    ['-1', '不超过两位小数的非负数'],
    ['1e2', '不超过两位小数的非负数'],
  ],
);

table(
  'validatePercentage (success rate, ≤ 100)',
  validatePercentage,
  [...blanks, '100', '100.00', '0.01', '99.99', '50', 37.5],
  [
    ['0', '请输入不超过两位小数的正数且不超过100'],
    ['0.00', '请输入不超过两位小数的正数且不超过100'],
    ['100.01', '请输入不超过两位小数的正数且不超过100'],
    ['101', '请输入不超过两位小数的正数且不超过100'],
    ['12.345', '请输入不超过两位小数的正数且不超过100'],
    ['-5', '请输入不超过两位小数的正数且不超过100'],
  ],
);

describe('validatePositiveAmountUpTo', () => {
  it('puts the limit into the message', () => {
    expect(validatePositiveAmountUpTo('1000.01', 1000)).toEqual({
      ok: false,
      message: '请输入不超过两位小数的正数且不超过1000',
    });
    expect(validatePositiveAmountUpTo('1000', '1000.00')).toEqual({ ok: true });
    expect(validatePositiveAmountUpTo('5', 10n)).toEqual({ ok: true });
  });

  it('refuses a malformed limit loudly (a programming error)', () => {
    expect(() => validatePositiveAmountUpTo('1', 'ten')).toThrow(RangeError);
  });
});

table(
  'validateNotZero (不能为0)',
  validateNotZero,
  [...blanks, '1', '0.01', 'abc', 5],
  [
    ['0', '不能为0'],
    ['0.00', '不能为0'],
    ['-0', '不能为0'],
    [0, '不能为0'],
  ],
);

table(
  'validatePositiveInteger (请输入正整数)',
  validatePositiveInteger,
  [...blanks, '1', '20', '9007199254740991', 7],
  [
    ['0', '请输入正整数'],
    ['-1', '请输入正整数'],
    ['1.0', '请输入正整数'],
    ['1.5', '请输入正整数'],
    ['01', '请输入正整数'],
    [7.5, '请输入正整数'],
    ['12345678901234567890', UNSAFE],
  ],
);

table(
  'validateIntegerGreaterThanZero (请输入大于0的正整数)',
  validateIntegerGreaterThanZero,
  [...blanks, '1', '100000'],
  [
    ['0', '请输入大于0的正整数'],
    ['-3', '请输入大于0的正整数'],
    ['2.5', '请输入大于0的正整数'],
  ],
);

table(
  'validateInteger (digits only, 请输入整数)',
  validateInteger,
  [...blanks, '0', '42', '007', 12],
  [
    ['-1', '请输入整数'],
    ['1.5', '请输入整数'],
    ['1 000', '请输入整数'],
    ['一百', '请输入整数'],
  ],
);

describe('validateDecimal', () => {
  it('uses the given message and the generic one by default', () => {
    expect(validateDecimal('x', { places: 2, message: '自定义' })).toEqual({ ok: false, message: '自定义' });
    expect(validateDecimal('x', { places: 2 })).toEqual({ ok: false, message: '请输入不超过六位小数的数字' });
  });

  it('applies max inclusively on exact decimals, never floats', () => {
    const rule = { places: 6, max: '0.3' };
    expect(validateDecimal('0.3', rule).ok).toBe(true);
    expect(validateDecimal('0.300001', rule).ok).toBe(false);
    expect(validateDecimal(0.1 + 0.2, { places: 17, max: '0.3' }).ok).toBe(false);
  });

  it('accepts bigints', () => {
    expect(validateDecimal(12n, { places: 0 }).ok).toBe(true);
    expect(validateDecimal(2n ** 60n, { places: 0 })).toEqual({ ok: false, message: UNSAFE });
  });

  it('accepts exactly the two-decimal non-negative numbers up to 2^53 - 1', () => {
    const value = fc.tuple(
      fc.bigInt({ min: 0n, max: 2n ** 53n + 10n }),
      fc.integer({ min: 0, max: 3 }),
      fc.nat(999),
    );
    fc.assert(
      fc.property(value, ([integer, places, fraction]) => {
        const text =
          places === 0
            ? integer.toString()
            : `${integer}.${String(fraction).padStart(3, '0').slice(0, places)}`;
        const result = validateNonNegativeTwoDecimals(text);
        if (places > 2) return !result.ok;
        const overLimit =
          integer > 2n ** 53n - 1n || (integer === 2n ** 53n - 1n && /[1-9]/.test(text.split('.')[1] ?? ''));
        return overLimit ? !result.ok && result.message === UNSAFE : result.ok;
      }),
    );
  });
});

describe('validateRequired', () => {
  it.each([[''], ['  '], [null], [undefined], [[]]] as const)('refuses %s', (value) => {
    expect(validateRequired(value)).toEqual({ ok: false, message: '此项为必填' });
  });
  it('accepts content and takes a custom message', () => {
    expect(validateRequired('a')).toEqual({ ok: true });
    expect(validateRequired(0)).toEqual({ ok: true });
    expect(validateRequired(['x'])).toEqual({ ok: true });
    expect(validateRequired('', '此项为必填项！')).toEqual({ ok: false, message: '此项为必填项！' });
  });
});
