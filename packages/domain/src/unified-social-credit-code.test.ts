import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isUnifiedSocialCreditCode,
  isUnifiedSocialCreditCodeFormat,
  normalizeUnifiedSocialCreditCode,
  organizationCodeCheckChar,
  USCC_CHARSET,
  USCC_REGISTRATION_AUTHORITIES,
  unifiedSocialCreditCheckChar,
  validateUnifiedSocialCreditCode,
} from './unified-social-credit-code.js';

// Organisations, not persons: rows from the python-stdnum doctests (tests/test_cn_uscc.doctest).
const PUBLISHED_CODES = [
  '121200004013590816',
  '91110000600037341L',
  '91110000710926094P',
  '91120224064012553U',
  '911522010783710635',
  '91152201078371135X',
  '9115220107837757XE',
  '9115220107837941X1',
  '91310000631696382C',
  '91310115MA1K3BTP2B',
  '9131012056010553X5',
  '91340600MA2PBM9HXD',
  '91340603MA2UJXXCXF',
  '91420684MA4927PJ7B',
  '9144030071526726XG',
  '91620105L015101280',
  '91620105MA73NBBLXE',
  '92340602MA2PBMEM24',
  '92340603MA2PBMYMX1',
  '92340621MA2PBKRXXG',
  '92340621MA2UK3PJXE',
];

/** Independent reference: value table built from char codes, not from USCC_CHARSET. */
function referenceCheckChar(first17: string): string {
  const alphabet = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => !'IOSVZ'.includes(c));
  const weights = Array.from({ length: 17 }, (_, i) => 3 ** i % 31);
  const sum = [...first17].reduce((acc, c, i) => acc + alphabet.indexOf(c) * weights[i]!, 0);
  return alphabet[(31 - (sum % 31)) % 31]!;
}

/** Builds a code that passes every rule, from its parts. */
function buildCode(authority: string, category: string, division: string, orgBody8: string): string {
  const first17 = authority + category + division + orgBody8 + organizationCodeCheckChar(orgBody8);
  return first17 + unifiedSocialCreditCheckChar(first17);
}

describe('isUnifiedSocialCreditCode – tables', () => {
  it.each(PUBLISHED_CODES)('accepts published code %s', (code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(true);
    expect(validateUnifiedSocialCreditCode(code)).toEqual({ ok: true });
  });

  const accepted: [string, string][] = [
    ['lowercase letters (normalised)', '91110000600037341l'],
    ['surrounding blanks', ' 91110000600037341L '],
    ['national-level division 100000', buildCode('1', '2', '100000', '40000000')],
    ['authority N (农业), category 2 (村级集体经济组织)', buildCode('N', '2', '330102', 'MA2AB3C4')],
    ['authority Y (其他), category 1', buildCode('Y', '1', '440300', '12345678')],
    ['authority A (军队), category 1', buildCode('A', '1', '110000', '87654321')],
    ['authority 3 (司法行政), category 5 (仲裁委员会)', buildCode('3', '5', '510100', '55555555')],
  ];
  it.each(accepted)('accepts %s', (_reason, code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(true);
  });

  const refused: [string, string][] = [
    ['empty', ''],
    ['too short (python-stdnum 12345)', '12345'],
    ['17 characters', '91110000600037341'],
    ['19 characters', '91110000600037341L0'],
    ['wrong check character (python-stdnum …341N)', '91110000600037341N'],
    ['authority A instead of 9 (python-stdnum A111…)', 'A1110000600037341L'],
    ['letters I O Z S V (python-stdnum …IOZSV)', '9111000060003IOZSV'],
    ['inner spaces (python-stdnum compacts them, we do not)', '91 110000 600037341L'],
    ['inner hyphen', '91-110000-600037341L'],
    ['unknown authority B', buildCode('B', '1', '110000', '12345678')],
    ['category 4 under 工商 (only 1-3 exist)', buildCode('9', '4', '110000', '12345678')],
    ['category 2 under 其他 (always 1)', buildCode('Y', '2', '110000', '12345678')],
    [
      'letter in the division',
      `${buildCode('9', '1', '110000', '12345678').slice(0, 2)}1A0000${buildCode('9', '1', '110000', '12345678').slice(8)}`,
    ],
    ['unknown province 99 in the division', buildCode('9', '1', '990000', '12345678')],
    ['Hong Kong 81 is no registration division', buildCode('9', '1', '810000', '12345678')],
  ];
  it.each(refused)('refuses %s', (_reason, code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(false);
    expect(validateUnifiedSocialCreditCode(code)).toEqual({
      ok: false,
      message: '请输入正确的统一社会信用代码',
    });
  });

  it('refuses a code whose organisation code check fails even if the USCC check passes', () => {
    const first17 = `91110000${'12345678'}${organizationCodeCheckChar('12345678') === '0' ? '1' : '0'}`;
    const code = first17 + unifiedSocialCreditCheckChar(first17);
    expect(isUnifiedSocialCreditCodeFormat(code)).toBe(true);
    expect(isUnifiedSocialCreditCode(code)).toBe(false);
  });
});

describe('known exceptions and the shape-only check', () => {
  const issuedButFailing = '91110000600037341N';

  it('accepts a listed exception, normalising both sides', () => {
    expect(isUnifiedSocialCreditCode(issuedButFailing, { knownExceptions: ['91110000600037341n'] })).toBe(
      true,
    );
    expect(
      validateUnifiedSocialCreditCode(` ${issuedButFailing.toLowerCase()}`, {
        knownExceptions: new Set([issuedButFailing]),
      }).ok,
    ).toBe(true);
  });

  it('does not let the exception list admit malformed strings or unlisted codes', () => {
    expect(isUnifiedSocialCreditCode('NOT-A-CODE', { knownExceptions: ['NOT-A-CODE'] })).toBe(false);
    expect(isUnifiedSocialCreditCode(issuedButFailing, { knownExceptions: ['91110000600037341P'] })).toBe(
      false,
    );
  });

  it('checks the shape only in isUnifiedSocialCreditCodeFormat', () => {
    expect(isUnifiedSocialCreditCodeFormat(issuedButFailing)).toBe(true);
    expect(isUnifiedSocialCreditCodeFormat('9111000060003IOZSV')).toBe(false);
    expect(isUnifiedSocialCreditCodeFormat('911A0000600037341L')).toBe(false);
    expect(isUnifiedSocialCreditCodeFormat(null)).toBe(false);
  });

  it('normalises case and blanks only', () => {
    expect(normalizeUnifiedSocialCreditCode(' 91110000600037341l ')).toBe('91110000600037341L');
  });
});

describe('check characters', () => {
  it('matches published codes', () => {
    expect(unifiedSocialCreditCheckChar('91110000600037341')).toBe('L');
    expect(unifiedSocialCreditCheckChar('12120000401359081')).toBe('6');
    expect(organizationCodeCheckChar('60003734')).toBe('1');
    expect(organizationCodeCheckChar('07837757')).toBe('X');
    expect(organizationCodeCheckChar('MA1K3BTP')).toBe('2');
  });

  it('refuses malformed input to the helpers', () => {
    expect(() => unifiedSocialCreditCheckChar('9111000060003734')).toThrow(RangeError);
    expect(() => unifiedSocialCreditCheckChar('9111000060003734I')).toThrow(RangeError);
    expect(() => organizationCodeCheckChar('6000373')).toThrow(RangeError);
  });
});

const codeChar = fc.constantFrom(...USCC_CHARSET);
const generatedCode = fc
  .tuple(
    fc.constantFrom(...Object.entries(USCC_REGISTRATION_AUTHORITIES)),
    fc.nat(),
    fc.constantFrom('10', '11', '31', '44', '65'),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 4, maxLength: 4 }),
    fc.array(codeChar, { minLength: 8, maxLength: 8 }),
  )
  .map(([[authority, categories], pick, province, county, body]) =>
    buildCode(authority, categories[pick % categories.length]!, province + county, body.join('')),
  );

describe('isUnifiedSocialCreditCode – properties', () => {
  it('any code built from valid parts with computed check characters passes', () => {
    fc.assert(fc.property(generatedCode, (code) => isUnifiedSocialCreditCode(code)));
  });

  it('substituting any one character fails', () => {
    fc.assert(
      fc.property(generatedCode, fc.nat(17), codeChar, (code, position, replacement) => {
        fc.pre(code[position] !== replacement);
        return !isUnifiedSocialCreditCode(code.slice(0, position) + replacement + code.slice(position + 1));
      }),
    );
  });

  it('the check character agrees with an independent reference', () => {
    fc.assert(
      fc.property(fc.array(codeChar, { minLength: 17, maxLength: 17 }), (chars) => {
        const first17 = chars.join('');
        return unifiedSocialCreditCheckChar(first17) === referenceCheckChar(first17);
      }),
    );
  });
});
