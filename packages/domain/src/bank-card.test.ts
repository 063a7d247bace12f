import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_CARD_PREFIXES,
  isBankCardNumber,
  luhnCheck,
  luhnCheckDigit,
  validateBankCardNumber,
} from './bank-card.js';

const withLuhn = (payload: string) => payload + luhnCheckDigit(payload);
const withWrongLuhn = (payload: string) => payload + ((Number(luhnCheckDigit(payload)) + 1) % 10);

describe('validateBankCardNumber – messages in the spec order', () => {
  const rows: [string, string | null | undefined, string][] = [
    ['empty', '', '请输入银行卡号'],
    ['blanks only', '   ', '请输入银行卡号'],
    ['null', null, '请输入银行卡号'],
    ['undefined', undefined, '请输入银行卡号'],
    ['letters, before any length check', 'abc', '银行卡号必须全为数字'],
    ['grouped with spaces (validator.js 4929 7226 …)', '4929 7226 5379 7141', '银行卡号必须全为数字'],
    ['grouped with hyphens (validator.js 4716-2210-…)', '4716-2210-5188-5662', '银行卡号必须全为数字'],
    ['full-width digits', '６２２２０２１２３４５６７８９０１', '银行卡号必须全为数字'],
    ['minus sign', '-6222021234567890', '银行卡号必须全为数字'],
    ['15 digits (validator.js AmEx 375556917985515)', '375556917985515', '银行卡号长度必须在16到19位之间'],
    ['14 digits (validator.js Diners 36050234196908)', '36050234196908', '银行卡号长度必须在16到19位之间'],
    ['20 digits', withLuhn('6222021234567890123'), '银行卡号长度必须在16到19位之间'],
    [
      'prefix 12 not allowed, even with a good Luhn digit',
      withLuhn('122202123456789'),
      '请输入正确的银行卡号',
    ],
    [
      'Mastercard 2-series 22 not in the list (validator.js 2222155765072228)',
      '2222155765072228',
      '请输入正确的银行卡号',
    ],
    ['prefix 67 not in the list (validator.js 6765780016990268)', '6765780016990268', '请输入正确的银行卡号'],
    ['Luhn failure (validator.js 5398228707871528)', '5398228707871528', '请输入正确的银行卡号'],
    ['Luhn failure on a UnionPay number', withWrongLuhn('621700123456789012'), '请输入正确的银行卡号'],
  ];
  it.each(rows)('%s', (_reason, card, message) => {
    expect(validateBankCardNumber(card)).toEqual({ ok: false, message });
    expect(isBankCardNumber(card)).toBe(false);
  });

  const accepted: [string, string][] = [
    ['Visa test number 16 digits (validator.js 4716461583322103)', '4716461583322103'],
    ['Mastercard test number (validator.js 5398228707871527)', '5398228707871527'],
    ['UnionPay test number (validator.js 6283875070985593)', '6283875070985593'],
    ['UnionPay test number (validator.js 6226050967750613)', '6226050967750613'],
    ['generated 19-digit UnionPay debit card', withLuhn('621700123456789012')],
    ['generated 19-digit legacy 95 card', withLuhn('955880123456789012')],
    ['generated 17-digit card', withLuhn('6200000000000000')],
    ['surrounding blanks trimmed', ` ${withLuhn('622202123456789')} `],
  ];
  it.each(accepted)('accepts %s', (_reason, card) => {
    expect(validateBankCardNumber(card)).toEqual({ ok: true });
    expect(isBankCardNumber(card)).toBe(true);
  });
});

describe('luhnCheck', () => {
  // Cases mirrored from validator.js isLuhnNumber; separators are not stripped here.
  it.each([
    '0',
    '5421',
    '01234567897',
    '0123456789012345678906',
    '123456789012345678906',
    '4716461583322103',
  ])('accepts %s', (digits) => expect(luhnCheck(digits)).toBe(true));
  it.each([
    '',
    '1',
    '5422',
    'foo',
    'prefix6234917882863855',
    '623491788middle2863855',
    '4716-2210-5188-5662',
  ])('refuses %s', (digits) => expect(luhnCheck(digits)).toBe(false));
  it('refuses to compute a digit for a non-digit payload', () => {
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });
});

const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('Luhn and card properties', () => {
  it('appending the computed check digit always passes', () => {
    fc.assert(fc.property(digitString(1, 30), (payload) => luhnCheck(withLuhn(payload))));
  });

  it('changing any one digit always fails', () => {
    fc.assert(
      fc.property(digitString(1, 30), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, delta) => {
        const card = withLuhn(payload);
        const position = at % card.length;
        const changed =
          card.slice(0, position) + ((Number(card[position]) + delta) % 10) + card.slice(position + 1);
        return !luhnCheck(changed);
      }),
    );
  });

  it('any allowed prefix, 16-19 digits and a Luhn digit is a card', () => {
    const card = fc
      .tuple(fc.constantFrom(...BANK_CARD_PREFIXES), digitString(13, 16))
      .map(([prefix, middle]) => withLuhn(prefix + middle));
    fc.assert(fc.property(card, (c) => isBankCardNumber(c)));
  });
});
