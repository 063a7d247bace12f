import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, reloadSession } from '../session';
import { autoSelect, canSwitchCompany, canSwitchHolder, chooseHolder, selectableAccounts } from './selection';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

describe('automatic selection and holder rules', () => {
  it('takes the only choice, keeps the current one, asks with several, reports none', () => {
    expect(autoSelect([{ current: false, id: 1 }])).toEqual({
      kind: 'auto',
      item: { current: false, id: 1 },
    });
    expect(autoSelect([{ current: false }, { current: true }]).kind).toBe('keep');
    expect(autoSelect([{ current: false }, { current: false }]).kind).toBe('choose');
    expect(autoSelect([]).kind).toBe('none');
  });

  it('never chooses a closed account for the user: a frozen one still counts (ADR 67)', () => {
    const closed = { current: false, holderAccountStatus: 2, id: 'closed' };
    const frozen = { current: false, holderAccountStatus: 3, id: 'frozen' };
    expect(autoSelect(selectableAccounts([closed, frozen]))).toEqual({ kind: 'auto', item: frozen });
    expect(autoSelect(selectableAccounts([closed])).kind).toBe('none');
    expect(autoSelect(selectableAccounts([{ ...closed, current: true }])).kind).toBe('none');
  });

  it('status 2 is refused without a call; status 3 switches and warns', async () => {
    const call = vi.fn(async () => '账号异常');
    expect(await chooseHolder({ holderUuid: 'h2', productId: null, holderAccountStatus: 2 }, call)).toBe(
      'not-exist',
    );
    expect(call).not.toHaveBeenCalled();
    expect(await chooseHolder({ holderUuid: 'h3', productId: 'p', holderAccountStatus: 3 }, call)).toBe(
      'abnormal',
    );
    expect(readSession()).toMatchObject({ currentHolder: 'h3', currentProduct: 'p' });
  });

  it('switch enterprise: orgType 2 in org/member zones, never on the shared platform', () => {
    const user = { userId: '', account: '', name: '', orgType: '2', roles: [] };
    expect(canSwitchCompany({ landingMode: 'org', userInfo: user }, false)).toBe(true);
    expect(canSwitchCompany({ landingMode: 'org', userInfo: user }, true)).toBe(false);
    expect(canSwitchCompany({ landingMode: 'org', userInfo: { ...user, orgType: '1' } }, false)).toBe(false);
    expect(canSwitchHolder({ landingMode: 'orgholder' })).toBe(true);
    expect(canSwitchHolder({ landingMode: 'member' })).toBe(false);
  });
});
