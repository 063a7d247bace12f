import { describe, expect, it } from 'vitest';
import {
  ALREADY_IN_CUSTODY_PATH,
  alreadyInCustodyMessage,
  flagOn,
  holderStatusBlocks,
  idFieldsLocked,
  isInCustody,
  PREFILL_FAILURE_TITLE,
  prefillFailureMessage,
  prefillLockedFields,
  prefillRoleFlag,
} from './prefill-rules.js';

const facts = (haveRole: number, haveConfirm: number, haveChildAccount: number) => ({
  haveRole,
  isOrgRole: 0,
  haveConfirm,
  haveChildAccount,
});

describe('flagOn', () => {
  it('reads 1, "1" and true as set and anything else as not', () => {
    expect([1, '1', true].map(flagOn)).toEqual([true, true, true]);
    expect([0, '0', false, null, undefined, 2, 'true', ''].map(flagOn)).toEqual(Array(8).fill(false));
  });
});

describe('role flag and ID locks (002 §4)', () => {
  it('sets the role flag from haveRole only', () => {
    expect(prefillRoleFlag(facts(1, 0, 0))).toBe(true);
    expect(prefillRoleFlag(facts(0, 1, 1))).toBe(false);
  });

  it('locks ID type/number only when haveRole is 0 and haveConfirm and haveChildAccount are 1', () => {
    const table: [number, number, number, boolean][] = [
      [0, 1, 1, true],
      [1, 1, 1, false],
      [0, 0, 1, false],
      [0, 1, 0, false],
      [0, 0, 0, false],
      [1, 0, 0, false],
    ];
    for (const [role, confirm, child, expected] of table)
      expect(idFieldsLocked(facts(role, confirm, child)), `${role}${confirm}${child}`).toBe(expected);
  });

  it('locks every fetched field but the chooser when the company has a role', () => {
    expect(
      prefillLockedFields({
        facts: facts(1, 0, 0),
        fetched: ['name', 'idType', 'idNumber', 'registeredAddress'],
        chooser: 'name',
      }),
    ).toEqual(['idType', 'idNumber', 'registeredAddress']);
  });

  it('locks only the ID fields when confirmed with a child account but without a role', () => {
    expect(
      prefillLockedFields({
        facts: facts(0, 1, 1),
        fetched: ['name', 'idType', 'idNumber', 'registeredAddress'],
        chooser: 'name',
      }),
    ).toEqual(['idType', 'idNumber']);
  });

  it('locks nothing for a company the platform does not know', () => {
    expect(prefillLockedFields({ facts: facts(0, 0, 0), fetched: ['name', 'idNumber'] })).toEqual([]);
  });
});

describe('holder account status in prefill (002 §4)', () => {
  it('lets status 2 through and blocks every other status', () => {
    expect(holderStatusBlocks(2)).toBe(false);
    expect(holderStatusBlocks('2')).toBe(false);
    for (const status of [0, 1, 3, '1', null, undefined]) expect(holderStatusBlocks(status)).toBe(true);
  });

  it('disables the field of a blocking holder account, once', () => {
    expect(
      prefillLockedFields({
        facts: facts(0, 0, 0),
        fetched: [],
        holders: [
          { field: 'accountNumber', status: 1 },
          { field: 'pledgeAccount', status: 2 },
          { field: 'accountNumber', status: 3 },
        ],
      }),
    ).toEqual(['accountNumber']);
  });
});

describe('already in custody (002 §4, §8)', () => {
  it('reads isRegister 1 as in custody', () => {
    expect(isInCustody({ isRegister: 1 })).toBe(true);
    expect(isInCustody({ isRegister: 0 })).toBe(false);
    expect(isInCustody(null)).toBe(false);
  });

  it('names the company with full-width brackets, character for character', () => {
    expect(
      alreadyInCustodyMessage({
        name: '大连演示科技股份有限公司',
        idType: '统一社会信用代码',
        idNumber: '91210200MA0000001X',
      }),
    ).toBe('该企业【大连演示科技股份有限公司（统一社会信用代码）（91210200MA0000001X）】已托管');
    expect(ALREADY_IN_CUSTODY_PATH).toBe('/wel/index');
  });
});

describe('prefill failure confirm (002 §5, §8)', () => {
  it('shows the server message under 提示, or 未知错误 when there is none', () => {
    expect(PREFILL_FAILURE_TITLE).toBe('提示');
    expect(prefillFailureMessage('企业名称与证件号码不匹配')).toBe('企业名称与证件号码不匹配');
    expect(prefillFailureMessage('  ')).toBe('未知错误');
    expect(prefillFailureMessage(undefined)).toBe('未知错误');
  });
});
