import { INVESTOR_SEARCH_URL } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import seed from '../../../../server/src/businesses/registration-account-freeze/form.json';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
} from '../../forms/testing/render-form';
import { envelope, queryOf } from '../../test-support/fake-fetch';
import { accountNumberOfLocation } from './status-account-field';

const INVESTOR = {
  holderId: 'f0000000-0000-4000-8000-000000000001',
  accountNumber: 'R20261129000001',
  holderName: '开户演示人',
  organType: 2,
  status: 3,
  certType: '1',
  certificateNo: '210202********0011',
  mobile: null,
  openedAt: null,
};

let view: RenderedForm | undefined;
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
  window.history.replaceState(null, '', '/');
});

/** 550306 as seeded; 投资者查询's call knows one investor. */
function open(nodeId = 'apply') {
  view = renderForm({
    schema: parseSeededSchema(seed.schema),
    context: { appId: '550306', nodeId, route: '/process/apply' },
    handler: fakeReferenceServer({
      [INVESTOR_SEARCH_URL]: (request) => {
        const records = queryOf(request).get('accountNumber') === INVESTOR.accountNumber ? [INVESTOR] : [];
        return envelope({ records, total: records.length, current: 1, size: 1, pages: 1 });
      },
    }),
  });
  return view;
}
const values = () => view!.controller.form.getFieldsValue(true) as Record<string, unknown>;
const lookups = () => view!.calls.filter((c) => c.url.includes(INVESTOR_SEARCH_URL)).map(queryOf);

describe('登记账号 of the status businesses (ADR 67)', { timeout: 60_000 }, () => {
  it('reads the account number of 投资者查询’s link', () => {
    expect(accountNumberOfLocation('?appId=550306&accountNumber=r20261129000001')).toBe('R20261129000001');
    expect(accountNumberOfLocation('?appId=550306')).toBe('');
  });

  it('takes the account from the link, fills the name and shows the current status', async () => {
    window.history.replaceState(
      null,
      '',
      '/process/apply?appId=550306&nodeId=apply&accountNumber=R20261129000001',
    );
    open();
    await waitFor(() =>
      expect(values()).toMatchObject({ accountNumber: 'R20261129000001', holderName: '开户演示人' }),
    );
    expect((await screen.findByTestId('status-account-current')).textContent).toContain('冻结');
    expect(lookups()[0]?.get('accountNumber')).toBe('R20261129000001');
  });

  it('looks a typed account up when the box is left, and leaves the name alone for an unknown one', async () => {
    open();
    const box = (await screen.findByLabelText('登记账号')) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'R99999999999999' } });
    fireEvent.blur(box);
    await waitFor(() => expect(lookups().at(-1)?.get('accountNumber')).toBe('R99999999999999'));
    expect(values().holderName ?? '').toBe('');
    expect(screen.queryByTestId('status-account-current')).toBeNull();
    fireEvent.change(box, { target: { value: 'r20261129000001' } });
    fireEvent.blur(box);
    await waitFor(() => expect(values().holderName).toBe('开户演示人'));
  });
});
