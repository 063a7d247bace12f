import type { HolderRecord } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import seed from '../../../../server/src/businesses/share-transfer/form.json';
import {
  fakeReferenceServer,
  installBrowserShims,
  parseSeededSchema,
  type RenderedForm,
  renderForm,
  settle,
} from '../../forms/testing/render-form';
import { envelope, queryOf } from '../../test-support/fake-fetch';
import { recordToasts } from '../../test-support/render-with-network';

const QUERY_BY_KEY = '/api/rem-registrationbizweb/holder/queryByKey';

const holder = (n: number, name: string, userCode: string | null, organType = 2): HolderRecord => ({
  uuid: `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  holderUuid: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  holderName: name,
  accountNumber: `D00000000${n}`,
  userCode,
  organType,
  certType: '1',
  certificateNo: '2102**********1030',
  mobile: null,
  capitalAccount: null,
  holderAccountStatus: 1,
  holderType: 1,
  companyId: null,
  productType: null,
  isSign: 1,
});
const HOLDERS = [holder(1, '演示投资者甲', 'U100001'), holder(4, '大连演示制造有限公司', 'U100004', 1)];

let view: RenderedForm | undefined;
let feedback: ReturnType<typeof recordToasts>;
beforeAll(installBrowserShims);
beforeEach(() => {
  feedback = recordToasts();
});
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
  feedback.dispose();
});

/** 550004 as seeded, the register's holders answering queryByKey (a name part, as the server does). */
function open() {
  view = renderForm({
    schema: parseSeededSchema(seed.schema),
    context: { appId: '550004', nodeId: 'apply', route: '/process/apply' },
    handler: fakeReferenceServer({
      [QUERY_BY_KEY]: (request) => {
        const key = JSON.parse(String(request.body ?? '{}')).key ?? queryOf(request).get('key') ?? '';
        const records = HOLDERS.filter((h) => !key || h.holderName.includes(key) || h.accountNumber === key);
        return envelope({
          records,
          total: records.length,
          size: 5,
          current: 1,
          pages: 1,
          totalCapped: false,
        });
      },
    }),
  });
  return view;
}

const values = () => view!.controller.form.getFieldsValue(true) as Record<string, unknown>;

/** Opens the pick of `prop`, searches the register by `key` and chooses the row of `name`. */
async function pickFromRegister(prop: string, key: string, name: string) {
  fireEvent.click(await screen.findByTestId(`pick-${prop}`));
  const search = await screen.findByTestId('register-holder-search', {}, { timeout: 10_000 });
  fireEvent.change(within(search).getByPlaceholderText('股东名称、登记账号或证件号码'), {
    target: { value: key },
  });
  fireEvent.click(within(search).getByText(/查\s*询/));
  await waitFor(() => expect(within(search).getAllByText(name).length).toBeGreaterThan(0));
  await waitFor(() =>
    expect(within(search).queryByText('演示投资者甲') === null || key !== '制造').toBe(true),
  );
  const row = within(search).getByText(name).closest('tr')!;
  fireEvent.click(row.querySelector('input[type="radio"]')!);
  await settle();
}

describe('550004: transferor and transferee from the register', { timeout: 90_000 }, () => {
  it('chooses the transferor’s user code by a part of the name, without the ID number', async () => {
    open();
    await pickFromRegister('transferorUserCode', '投资者', '演示投资者甲');
    await waitFor(() => expect(values().transferorUserCode).toBe('U100001'));
    // Asked of the register (queryByKey by the name part), not of the 000 §5 lookup by full ID number.
    expect(view!.calls.some((c) => c.url.includes('/holder/queryByNameAndId'))).toBe(false);
  });

  it('looks the transferee up in the register and fills the account and the name', async () => {
    open();
    await pickFromRegister('transfereeAccountNumber', '制造', '大连演示制造有限公司');
    await waitFor(() =>
      expect(values()).toMatchObject({
        transfereeAccountNumber: 'D000000004',
        transfereeName: '大连演示制造有限公司',
      }),
    );
    // The box stays typeable for an account the applicant knows.
    const box = screen.getByLabelText('受让方登记账号') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'D000000009' } });
    await waitFor(() => expect(values().transfereeAccountNumber).toBe('D000000009'));
  });
});
