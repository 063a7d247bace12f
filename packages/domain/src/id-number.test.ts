import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chineseIdCheckDigit,
  isChineseIdNumber,
  normalizeChineseIdNumber,
  parseChineseIdNumber,
  upgradeIdNumber15To18,
  validateChineseIdNumber,
} from './id-number.js';
import { MAINLAND_PROVINCE_CODES, RESIDENCE_PERMIT_PROVINCE_CODES } from './regions.js';
import {
  fakeId15,
  fakeId18,
  fakeId18WithCheckX,
  referenceCheckDigit,
  withWrongCheck,
} from './testing/fake-id-number.js';

// 2025-06-15 at noon in China; every age in this file is relative to it.
const today = new Date('2025-06-15T04:00:00Z');
const opts = { today };

describe('isChineseIdNumber – accepted numbers (all generated, none real)', () => {
  const rows: [string, string][] = [
    ['18-digit, odd sequence (male)', fakeId18({ birth: '19900101', sequence: '123' })],
    ['18-digit, even sequence (female)', fakeId18({ birth: '19900101', sequence: '124' })],
    ['leap day in a year divisible by 400', fakeId18({ birth: '20000229' })],
    ['leap day in an ordinary leap year', fakeId18({ birth: '19960229' })],
    ['check character X', fakeId18WithCheckX('19850512')],
    ['lowercase x is accepted (normalised)', fakeId18WithCheckX('19850512').toLowerCase()],
    ['surrounding blanks are trimmed', ` ${fakeId18({ birth: '19800808' })}\t`],
    ['Hong Kong residence permit (81)', fakeId18({ address: '810000', birth: '19920315' })],
    ['Macau residence permit (82)', fakeId18({ address: '820000', birth: '19920315' })],
    ['Taiwan residence permit (83)', fakeId18({ address: '830000', birth: '19920315' })],
    ['Xinjiang (65), the last mainland code', fakeId18({ address: '650102', birth: '19700101' })],
    ['age exactly 3 today', fakeId18({ birth: '20220615' })],
    ['age 150 and one day', fakeId18({ birth: '18750614' })],
    ['oldest accepted: 150 years and 364 days', fakeId18({ birth: '18740616' })],
    ['15-digit first-generation number', fakeId15({ birth: '900101' })],
    ['15-digit with leap day 1996-02-29', fakeId15({ birth: '960229' })],
    // validator.js accepts '110101491001001' (15 digits, born 1949-10-01): same shape, our sequence.
    [
      '15-digit shaped like the validator.js valid row',
      fakeId15({ address: '110101', birth: '491001', sequence: '002' }),
    ],
  ];
  it.each(rows)('%s', (_reason, id) => {
    expect(isChineseIdNumber(id, opts)).toBe(true);
    expect(validateChineseIdNumber(id, opts)).toEqual({ ok: true });
  });
});

describe('isChineseIdNumber – refused numbers', () => {
  const valid = fakeId18({ birth: '19900101' });
  const rows: [string, string][] = [
    ['empty', ''],
    ['wrong check digit (validator.js, python-stdnum InvalidChecksum)', withWrongCheck(valid)],
    ['unassigned province 16 (validator.js 160323…)', fakeId18({ address: '160323', birth: '19780605' })],
    ['province 01 (validator.js 010203…)', fakeId18({ address: '010203', birth: '19750310' })],
    ['unknown birth place 99 (python-stdnum 990426…)', fakeId18({ address: '990426', birth: '19911201' })],
    ['71 Taiwan in GB/T 2260, never issued (policy)', fakeId18({ address: '710000', birth: '19900101' })],
    [
      '91 "abroad", accepted by validator.js, refused here',
      fakeId18({ address: '910000', birth: '19900101' }),
    ],
    ['birth year 2978 is in the future (validator.js 5203232978…)', fakeId18({ birth: '29780605' })],
    ['birth year 2070 is in the future (validator.js 2354072070…)', fakeId18({ birth: '20700611' })],
    ['31 February (validator.js 19780231)', fakeId18({ birth: '19780231' })],
    ['month 13 (python-stdnum 19911301)', fakeId18({ birth: '19911301' })],
    ['29 February in a common year', fakeId18({ birth: '20230229' })],
    ['29 February 1900 (not a leap year)', fakeId18({ birth: '19000229' })],
    ['day 00', fakeId18({ birth: '19900100' })],
    ['age 2 (one day short of 3)', fakeId18({ birth: '20220616' })],
    ['age 151', fakeId18({ birth: '18740615' })],
    ['letter in front (python-stdnum T60426…)', `T${valid.slice(1)}`],
    ['X anywhere but last', `${valid.slice(0, 5)}X${valid.slice(6)}`],
    ['17 digits', valid.slice(0, 17)],
    ['19 characters', `${valid}1`],
    ['16 digits', valid.slice(0, 16)],
    ['inner space', `${valid.slice(0, 6)} ${valid.slice(6)}`],
    ['full-width digits', valid.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))],
    ['15-digit province 01 (validator.js 010101491001001)', fakeId15({ address: '010101', birth: '491001' })],
    ['15-digit day 41 (validator.js 110101491041001)', fakeId15({ address: '110101', birth: '491041' })],
    ['15-digit province 16 (validator.js 160101491001001)', fakeId15({ address: '160101', birth: '491001' })],
    ['15-digit 31 February 1994 (validator.js 110101940231001)', fakeId15({ birth: '940231' })],
    ['15-digit 29 February 1900', fakeId15({ birth: '000229' })],
    [
      '15-digit residence-permit prefix (permits are 18-digit only)',
      fakeId15({ address: '810000', birth: '900101' }),
    ],
    ['15 characters ending in X', `${fakeId15({ birth: '900101' }).slice(0, 14)}X`],
    ['validator.js junk: xx1234567', 'xx1234567'],
    ['validator.js junk: 12345678A', '12345678A'],
    ['validator.js junk: 1234*678Z', '1234*678Z'],
    ['validator.js junk: GE9800as98', 'GE9800as98'],
  ];
  it.each(rows)('%s', (_reason, id) => {
    expect(isChineseIdNumber(id, opts)).toBe(false);
    expect(validateChineseIdNumber(id, opts)).toEqual({ ok: false, message: '请输入正确的身份证号码' });
  });

  it('null and undefined are refused, not thrown on', () => {
    expect(isChineseIdNumber(null, opts)).toBe(false);
    expect(validateChineseIdNumber(undefined, opts).ok).toBe(false);
  });

  it('uses the real clock when no today is given', () => {
    expect(isChineseIdNumber(fakeId18({ birth: '19900101' }))).toBe(true);
    expect(isChineseIdNumber(fakeId18({ birth: '29000101' }))).toBe(false);
  });

  it('reads today in China (UTC+8): the third birthday starts at 16:00 UTC the day before', () => {
    const id = fakeId18({ birth: '20220615' });
    expect(isChineseIdNumber(id, { today: new Date('2025-06-14T15:59:59Z') })).toBe(false);
    expect(isChineseIdNumber(id, { today: new Date('2025-06-14T16:00:00Z') })).toBe(true);
  });
});

describe('normalizeChineseIdNumber, parseChineseIdNumber, upgradeIdNumber15To18', () => {
  it('normalises blanks and lowercase x', () => {
    const id = fakeId18WithCheckX('19850512');
    expect(normalizeChineseIdNumber(` ${id.toLowerCase()} `)).toBe(id);
    expect(normalizeChineseIdNumber(null)).toBe('');
  });

  it('parses province, birth date and gender', () => {
    expect(
      parseChineseIdNumber(fakeId18({ address: '440106', birth: '19880704', sequence: '031' }), opts),
    ).toEqual({
      provinceCode: '44',
      birthDate: '1988-07-04',
      gender: 'male',
    });
    expect(
      parseChineseIdNumber(fakeId18({ address: '830000', birth: '20010101', sequence: '040' }), opts),
    ).toEqual({
      provinceCode: '83',
      birthDate: '2001-01-01',
      gender: 'female',
    });
    expect(
      parseChineseIdNumber(fakeId15({ address: '320102', birth: '650930', sequence: '118' }), opts),
    ).toEqual({
      provinceCode: '32',
      birthDate: '1965-09-30',
      gender: 'female',
    });
    expect(parseChineseIdNumber(fakeId18WithCheckX('19850512').toLowerCase(), opts)?.birthDate).toBe(
      '1985-05-12',
    );
  });

  it('parses nothing it would refuse', () => {
    expect(parseChineseIdNumber(withWrongCheck(fakeId18({ birth: '19900101' })), opts)).toBeNull();
    expect(parseChineseIdNumber(fakeId18({ birth: '20240101' }), opts)).toBeNull();
    expect(parseChineseIdNumber('', opts)).toBeNull();
  });

  it('upgrades a 15-digit number to the matching 18-digit one', () => {
    const parts = { address: '310104', sequence: '215' };
    expect(upgradeIdNumber15To18(fakeId15({ ...parts, birth: '720101' }))).toBe(
      fakeId18({ ...parts, birth: '19720101' }),
    );
    expect(upgradeIdNumber15To18(fakeId15({ birth: '940231' }))).toBeNull();
    expect(upgradeIdNumber15To18(fakeId18({ birth: '19720101' }))).toBeNull();
    expect(upgradeIdNumber15To18('abc')).toBeNull();
  });

  it('computes check digits and refuses malformed input to the helper', () => {
    expect(chineseIdCheckDigit('11010519900101123')).toBe(referenceCheckDigit('11010519900101123'));
    expect(() => chineseIdCheckDigit('1101051990010112')).toThrow(RangeError);
    expect(() => chineseIdCheckDigit('1101051990010112A')).toThrow(RangeError);
  });
});

const provinceCodes = [...MAINLAND_PROVINCE_CODES, ...RESIDENCE_PERMIT_PROVINCE_CODES];
const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const compact = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
// Birth dates whose age on `today` is between 3 and 150 (dates are whole UTC days).
const acceptedBirth = fc
  .date({ min: new Date('1874-06-16T00:00:00Z'), max: new Date('2022-06-15T00:00:00Z'), noInvalidDate: true })
  .map((d) => compact(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))));
const acceptedId = fc
  .tuple(fc.constantFrom(...provinceCodes), digits(4), acceptedBirth, digits(3))
  .map(([province, county, birth, sequence]) => fakeId18({ address: province + county, birth, sequence }));

describe('isChineseIdNumber – properties', () => {
  it('any valid province + date in the age window + computed check digit passes', () => {
    fc.assert(fc.property(acceptedId, (id) => isChineseIdNumber(id, opts)));
  });

  it('changing any one character fails (MOD 11-2 catches every single substitution)', () => {
    fc.assert(
      fc.property(acceptedId, fc.nat(17), fc.constantFrom(...'0123456789X'), (id, position, replacement) => {
        fc.pre(id[position] !== replacement && (position === 17 || replacement !== 'X'));
        const changed = id.slice(0, position) + replacement + id.slice(position + 1);
        return !isChineseIdNumber(changed, opts);
      }),
    );
  });

  it('the production check digit agrees with the reference for any 17 digits', () => {
    fc.assert(
      fc.property(digits(17), (first17) => chineseIdCheckDigit(first17) === referenceCheckDigit(first17)),
    );
  });

  it('gender follows the parity of the 17th digit and the birth date round-trips', () => {
    fc.assert(
      fc.property(acceptedId, (id) => {
        const info = parseChineseIdNumber(id, opts);
        return (
          info !== null &&
          info.gender === (Number(id[16]) % 2 === 1 ? 'male' : 'female') &&
          info.birthDate.replace(/-/g, '') === id.slice(6, 14)
        );
      }),
    );
  });

  it('an upgraded 15-digit number is valid and describes the same person', () => {
    const id15 = fc
      .tuple(fc.constantFrom(...MAINLAND_PROVINCE_CODES), digits(4), acceptedBirth, digits(3))
      .filter(([, , birth]) => birth.startsWith('19'))
      .map(([province, county, birth, sequence]) =>
        fakeId15({ address: province + county, birth: birth.slice(2), sequence }),
      );
    fc.assert(
      fc.property(id15, (id) => {
        const upgraded = upgradeIdNumber15To18(id);
        return (
          upgraded !== null &&
          isChineseIdNumber(upgraded, opts) &&
          JSON.stringify(parseChineseIdNumber(upgraded, opts)) ===
            JSON.stringify(parseChineseIdNumber(id, opts))
        );
      }),
    );
  });
});
