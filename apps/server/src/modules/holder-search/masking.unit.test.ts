import { describe, expect, it } from 'vitest';
import { escapeLike, maskCapitalAccount, maskCertificateNo, maskPhone } from './masking.js';
import { searchScope } from './scope.js';

describe('masking of personal data in lists', () => {
  it('keeps the first 6 and last 4 of a personal ID number', () => {
    expect(maskCertificateNo('210202199001030011', 2)).toBe('210202********0011');
    expect(maskCertificateNo('210202900103001', 2)).toBe('210202*****3001');
    expect(maskCertificateNo('E12345678', 2)).toBe('E12**5678');
  });
  it('leaves institutional and product codes as they are', () => {
    expect(maskCertificateNo('91210200MA0D00017X', 1)).toBe('91210200MA0D00017X');
    expect(maskCertificateNo('91210200MA0D00017X', 3)).toBe('91210200MA0D00017X');
  });
  it('masks mobiles and capital accounts', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(null)).toBeNull();
    expect(maskCapitalAccount('6222000011112222333')).toBe('***************2333');
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\')).toBe('50\\%\\_a\\\\');
  });
});

describe('search scope', () => {
  const user = (landingMode: string, roles: string[]) =>
    ({ accountId: 'a', landingMode, roles }) as Parameters<typeof searchScope>[0];
  it('gives staff the tenant, investors their accounts, enterprises and members their companies', () => {
    expect(searchScope(user('mgr', ['administrator'])).kind).toBe('tenant');
    expect(searchScope(user('mgr', ['applicant'])).kind).toBe('none');
    expect(searchScope(user('personalholder', ['applicant'])).kind).toBe('holders');
    expect(searchScope(user('org', ['administrator'])).kind).toBe('enterprise');
    expect(searchScope(user('member', ['applicant'])).kind).toBe('member');
  });
});
