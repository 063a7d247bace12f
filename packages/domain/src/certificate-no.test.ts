import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCertificateNoInput } from './certificate-no.js';

describe('validateCertificateNoInput (shareholder search ID field)', () => {
  const accepted: [string, string][] = [
    ['digits', '123456'],
    ['18 characters exactly', `${'A'.repeat(17)}X`],
    ['Hong Kong style with ASCII parentheses', 'A123456(7)'],
    ['full-width parentheses', 'A123456（7）'],
    ['underscore', 'ABC_123'],
    ['lowercase letters', 'abc123'],
  ];
  it.each(accepted)('accepts %s', (_reason, value) => {
    expect(validateCertificateNoInput(value)).toEqual({ ok: true });
  });

  const refused: [string, string | null, string][] = [
    ['empty', '', '请填写证件号码'],
    ['null', null, '请填写证件号码'],
    ['blanks only', '  ', '请填写证件号码'],
    ['space inside', '123 456', '不能包含特殊字符'],
    ['hyphen (not in the allowed list)', '123-456', '不能包含特殊字符'],
    ['asterisk', '1234*678Z', '不能包含特殊字符'],
    ['special character is reported before Chinese', '张三!', '不能包含特殊字符'],
    ['Chinese', '张三123', '不能包含中文'],
    ['Chinese is reported before length', '张'.repeat(19), '不能包含中文'],
    ['19 characters', '1'.repeat(19), '长度不能超过18位'],
  ];
  it.each(refused)('refuses %s', (_reason, value, message) => {
    expect(validateCertificateNoInput(value)).toEqual({ ok: false, message });
  });

  it('accepts any 1-18 ASCII letters, digits, underscores and parentheses', () => {
    const unit = fc.constantFrom(...'abcXYZ0189_()（）');
    fc.assert(
      fc.property(
        fc.string({ unit, minLength: 1, maxLength: 18 }),
        (value) => validateCertificateNoInput(value).ok,
      ),
    );
  });
});
