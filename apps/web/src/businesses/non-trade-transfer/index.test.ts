import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPreSubmitChecks, unregisterPreSubmitCheck } from '../../forms/registry/pre-submit-checks';
import { createFakeFetch, envelope, routes } from '../../test-support/fake-fetch';
import { registerBusinessFormParts, WEB_BUSINESSES } from '..';

describe('550066 on the web (ADR 74)', () => {
  afterEach(() => {
    unregisterPreSubmitCheck('550066', 'haveTradingData');
    vi.unstubAllGlobals();
  });

  it('asks the transferable-shares question of the transferor before submitting, as 550066', async () => {
    registerBusinessFormParts(WEB_BUSINESSES);
    const checks = listPreSubmitChecks('550066');
    expect(checks.map(([name]) => name)).toEqual(['haveTradingData']);
    const fake = createFakeFetch(
      routes({
        '/api/rem-registrationbizweb/holder/getHaveTradingData': () =>
          envelope({
            haveTradingData: false,
            accountNumber: 'D000000001',
            changeVol: '101',
            available: '100',
            holderAccountStatus: 1,
            message: '可用股份不足：演示投资者甲可用100股，申请101股',
          }),
      }),
    );
    vi.stubGlobal('fetch', fake.fetch);
    const values = {
      transferorAccountNumber: 'D000000001',
      productCode: '880001',
      quantity: '101',
      shareNature: '4',
    };
    const answer = await checks[0]![1]({
      appId: '550066',
      context: { appId: '550066', nodeId: 'apply' },
      values,
    });
    expect(answer).toBe('可用股份不足：演示投资者甲可用100股，申请101股');
    expect(JSON.parse(String(fake.calls[0]!.body))).toMatchObject({ appCode: '550066', changeVol: '101' });
  });
});
