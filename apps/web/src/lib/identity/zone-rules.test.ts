import { describe, expect, it, vi } from 'vitest';
import {
  FIRST_CERTIFICATION_MESSAGES,
  firstCertificationRelogin,
  guardFirstCertification,
  holderChoiceBlocked,
} from './zone-rules';

const none = { currentCompany: null, currentHolder: null, currentProduct: null };

describe('zone rules (000 §4, §6)', () => {
  it('asks for a new login after a first certification with nothing selected', () => {
    expect(FIRST_CERTIFICATION_MESSAGES).toEqual({
      enterprise: '首次企业认证后需要重新登录！',
      orgInvestor: '首次机构投资者认证后需要重新登录！',
      product: '首次产品认证后需要重新登录！',
      investorAccount: '首次投资者开户需要重新登录！',
    });
    expect(firstCertificationRelogin('product', none)).toBe('首次产品认证后需要重新登录！');
    expect(firstCertificationRelogin('enterprise', { ...none, currentCompany: 'c' })).toBeNull();
    expect(firstCertificationRelogin('investorAccount', { ...none, currentHolder: 'h' })).toBeNull();
  });

  it('the guard shows the message, then logs out; with a selection the page carries on', async () => {
    const alert = vi.fn(async () => undefined);
    const relogin = vi.fn();
    expect(await guardFirstCertification('orgInvestor', { read: () => none, alert, relogin })).toBe(false);
    expect(alert).toHaveBeenCalledWith('首次机构投资者认证后需要重新登录！');
    expect(relogin).toHaveBeenCalledOnce();
    const read = () => ({ ...none, currentProduct: 'p' });
    expect(await guardFirstCertification('product', { read, alert, relogin })).toBe(true);
    expect(relogin).toHaveBeenCalledOnce();
  });

  it('a personal investor with the account-number flag has no account to choose', () => {
    expect(holderChoiceBlocked({ landingMode: 'personalholder' }, true)).toBe('当前没有可供选择的登记账号');
    expect(holderChoiceBlocked({ landingMode: 'personalholder' }, false)).toBeNull();
    expect(holderChoiceBlocked({ landingMode: 'orgholder' }, true)).toBeNull();
  });
});
