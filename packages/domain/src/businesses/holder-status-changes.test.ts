import { describe, expect, it } from 'vitest';
import {
  HOLDER_STATUS_CHANGES,
  type HolderStatusForm,
  holderStatusFormOf,
  type StatusChangeSubject,
  statusChangeProblem,
} from './holder-status-changes.js';
import { BUSINESSES, NOT_OFFERED_BUSINESSES } from './index.js';

const { freeze, unfreeze, close } = HOLDER_STATUS_CHANGES;
const form: HolderStatusForm = {
  accountNumber: 'R20261129000001',
  holderName: '张三',
  reason: '监管要求核查',
};
const account = (over: Partial<StatusChangeSubject> = {}): StatusChangeSubject => ({
  accountNumber: 'R20261129000001',
  holderName: '张三',
  status: 1,
  heldCompanies: 0,
  heldShares: 0n,
  encumbrances: 0,
  ...over,
});

describe('holder-account status changes (ADR 67)', () => {
  it('are three listed businesses with their own appIds, no longer in the not-offered list', () => {
    const ids = Object.values(HOLDER_STATUS_CHANGES).map((c) => c.appId);
    expect(ids).toEqual(['550306', '550307', '550031']);
    for (const id of ids) {
      expect(BUSINESSES.some((b) => b.appId === id)).toBe(true);
      expect(NOT_OFFERED_BUSINESSES.some((b) => b.appId === id)).toBe(false);
    }
  });

  it('reads the form trimmed, the account number in capitals', () => {
    expect(holderStatusFormOf({ accountNumber: ' r123 ', holderName: ' 张三 ', reason: ' 原因 ' })).toEqual({
      accountNumber: 'R123',
      holderName: '张三',
      reason: '原因',
    });
    expect(holderStatusFormOf({})).toEqual({ accountNumber: '', holderName: '', reason: '' });
  });

  it('allows each change only from its own status', () => {
    expect(statusChangeProblem(freeze, form, account({ status: 1 }))).toBeNull();
    expect(statusChangeProblem(unfreeze, form, account({ status: 3 }))).toBeNull();
    expect(statusChangeProblem(close, form, account({ status: 1 }))).toBeNull();
    expect(statusChangeProblem(freeze, form, account({ status: 3 }))).toEqual({
      field: '登记账号',
      message: '登记账户R20261129000001已冻结，不能重复冻结',
    });
    expect(statusChangeProblem(unfreeze, form, account({ status: 1 }))?.message).toBe(
      '登记账户R20261129000001未冻结，无需解冻',
    );
    expect(statusChangeProblem(close, form, account({ status: 3 }))?.message).toBe(
      '登记账户R20261129000001已冻结，须先解冻再销户',
    );
    for (const change of [freeze, unfreeze, close])
      expect(statusChangeProblem(change, form, account({ status: 2 }))?.message).toBe(
        '登记账户R20261129000001已销户，不能变更状态',
      );
  });

  it('names the field of bad input: reason, unknown account, another name', () => {
    expect(statusChangeProblem(freeze, { ...form, reason: '' }, account())).toEqual({
      field: '变更原因',
      message: '请填写变更原因',
    });
    expect(statusChangeProblem(freeze, { ...form, reason: '因'.repeat(201) }, account())).toEqual({
      field: '变更原因',
      message: '变更原因不能超过200个字',
    });
    expect(statusChangeProblem(freeze, { ...form, reason: '因'.repeat(200) }, account())).toBeNull();
    expect(statusChangeProblem(freeze, form, null)).toEqual({
      field: '登记账号',
      message: '登记账号不存在：R20261129000001',
    });
    expect(statusChangeProblem(freeze, { ...form, holderName: '李四' }, account())).toEqual({
      field: '投资者名称',
      message: '登记账号R20261129000001与投资者名称“李四”不一致',
    });
  });

  it('refuses closing an account that still holds shares or encumbrances, and only closing', () => {
    const holding = account({ heldCompanies: 2, heldShares: 1500n });
    expect(statusChangeProblem(close, form, holding)).toEqual({
      field: '登记账号',
      message: '登记账户R20261129000001仍持有2家企业的股份（合计1500股），不能销户',
    });
    expect(
      statusChangeProblem(close, form, account({ heldCompanies: 1, heldShares: 10n, encumbrances: 1 }))
        ?.message,
    ).toBe('登记账户R20261129000001仍有1笔质押、冻结或锁定的股份，不能销户');
    expect(statusChangeProblem(close, form, account({ encumbrances: 1 }))?.message).toContain('不能销户');
    expect(statusChangeProblem(freeze, form, holding)).toBeNull();
    expect(
      statusChangeProblem(unfreeze, form, account({ status: 3, heldShares: 5n, heldCompanies: 1 })),
    ).toBeNull();
  });
});
