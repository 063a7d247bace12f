import { afterEach, describe, expect, it } from 'vitest';
import { firstCertificationOf, resetFirstCertifications } from '../../lib/identity/first-certifications';
import { guardFirstCertification } from '../../lib/identity/zone-rules';
import { registerBusinessFormParts, WEB_BUSINESSES } from '..';

describe('550131 and 550132 on the web (ADR 64)', () => {
  afterEach(() => resetFirstCertifications());

  it.each(['550131', '550132'])(
    '%s is a first investor opening: 首次投资者开户需要重新登录！ when nothing is selected',
    async (appId) => {
      const openings = WEB_BUSINESSES.filter((b) => b.definition.appId === appId);
      expect(openings).toHaveLength(1);
      registerBusinessFormParts(openings);
      const kind = firstCertificationOf(appId);
      expect(kind).toBe('investorAccount');
      const shown: string[] = [];
      let relogins = 0;
      const guard = (currentCompany: string | null) =>
        guardFirstCertification(kind!, {
          read: () => ({ currentCompany, currentHolder: null, currentProduct: null }),
          alert: async (text) => {
            shown.push(text);
          },
          relogin: () => {
            relogins += 1;
          },
        });
      expect(await guard(null)).toBe(false);
      expect([shown, relogins]).toEqual([['首次投资者开户需要重新登录！'], 1]);
      // An enterprise login acting for its selected company carries on.
      expect(await guard('c-1')).toBe(true);
      expect(relogins).toBe(1);
    },
  );
});
