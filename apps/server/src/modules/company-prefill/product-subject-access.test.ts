import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const URL = '/api/rem-registrationbizweb/product/getSubjectDataWhileRefAccountNumber';
const PRODUCT = { name: '演示一号私募股权基金', idType: '21', idNumber: 'SDM001' };
const query = (q: Record<string, string>) => `${URL}?${new URLSearchParams(q).toString()}`;

/**
 * getSubjectDataWhileRefAccountNumber (002 §7, ADR 64) and issue 22's access rule (ADR 69's audit): a
 * product's registration account number is answered in full to its own login and to register staff
 * only; another investor sees it masked. Bad input is a Chinese 400 naming the field.
 */
describe('product/getSubjectDataWhileRefAccountNumber: whose account numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = async (account: string, landingMode: string, q: Record<string, string> = PRODUCT) => {
    const { headers } = await signIn(t, account, { landingMode: landingMode as 'productholder' });
    return t.app.inject({ method: 'GET', url: query(q), headers });
  };
  const numbers = async (account: string, landingMode: string) => {
    const res = await ask(account, landingMode);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.shareHolderBizVoList as { accountNumber: string }[]).map((h) => h.accountNumber);
  };

  it('answers the product’s own login and staff the account number in full', async () => {
    expect(await numbers('product_demo', 'productholder')).toEqual(['D000000005']);
    expect(await numbers('admin', 'mgr')).toEqual(['D000000005']);
  });

  it('never answers another investor the number', async () => {
    for (const [account, zone] of [
      ['person_demo', 'personalholder'],
      ['orginv_demo', 'orgholder'],
      ['org_demo', 'org'],
    ] as const) {
      const seen = await numbers(account, zone);
      expect(seen).toEqual(['D0******05']);
      expect(seen).not.toContain('D000000005');
    }
  });

  it('refuses bad input with a Chinese 400 naming the field', async () => {
    const none = await ask('person_demo', 'personalholder', { idType: '21' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toContain('名称或证件号码');
    const long = await ask('person_demo', 'personalholder', { ...PRODUCT, name: '名'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('名称');
  });
});
