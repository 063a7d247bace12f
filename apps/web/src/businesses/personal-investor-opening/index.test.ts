import { afterEach, describe, expect, it } from 'vitest';
import { firstCertificationOf, resetFirstCertifications } from '../../lib/identity/first-certifications';
import { guardFirstCertification } from '../../lib/identity/zone-rules';
import { registerBusinessFormParts, WEB_BUSINESSES } from '..';

describe('550130 on the web (ADR 61)', () => {
  afterEach(() => resetFirstCertifications());

  it('is a first investor opening: filed with nothing selected, 首次投资者开户需要重新登录！ and a new login', async () => {
    registerBusinessFormParts(WEB_BUSINESSES);
    const kind = firstCertificationOf('550130');
    expect(kind).toBe('investorAccount');
    const shown: string[] = [];
    let relogins = 0;
    const carriesOn = await guardFirstCertification(kind!, {
      read: () => ({ currentCompany: null, currentHolder: null, currentProduct: null }),
      alert: async (text) => {
        shown.push(text);
      },
      relogin: () => {
        relogins += 1;
      },
    });
    expect([carriesOn, shown, relogins]).toEqual([false, ['首次投资者开户需要重新登录！'], 1]);
  });
});
