import {
  ECONTRACT_PLEDGEE_SIGN_URL,
  PLEDGEE_CONFIRM_URL,
  PLEDGEE_FACE_SANDBOX_URL,
  PLEDGEE_FACE_START_URL,
  PLEDGEE_LINK_URL,
} from '@rer/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, json, queryOf, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { renderWithRouter } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import PledgeeConfirmPage from './pledgee-confirm-page';

const TOKEN = 'A'.repeat(43);
const VIEW = {
  bizSn: '20261129000001',
  companyName: '大连演示科技股份有限公司',
  pledgorName: '演*****',
  pledgeeName: '演示银行股份有限公司',
  quantity: '1234567',
  expiresAt: '2026-11-30T12:00:00.000Z',
  confirmed: false,
};
const SLOW = 20_000;

screenTestLifecycle();

const bodyOf = (r: RecordedRequest) => JSON.parse(String(r.body)) as Record<string, unknown>;

function network(options: { linkRefused?: boolean; sandboxPasses?: boolean } = {}) {
  return routes({
    [PLEDGEE_LINK_URL]: (request) =>
      options.linkRefused || queryOf(request).get('token') !== TOKEN
        ? json(
            {
              code: 400,
              success: false,
              msg: 'token：确认链接无效或已过期，请联系出质人重新发送',
              data: null,
            },
            400,
          )
        : envelope(VIEW),
    [PLEDGEE_FACE_START_URL]: () => envelope({ certifyId: 'C1', url: '/x', provider: 'sandbox' }),
    [PLEDGEE_FACE_SANDBOX_URL]: () => envelope(null),
    [PLEDGEE_CONFIRM_URL]: (request) =>
      bodyOf(request).certifyId === 'C1' && options.sandboxPasses !== false
        ? envelope({ confirmedAt: '2026-11-29T12:00:00.000Z' })
        : json({ code: 400, success: false, msg: '人脸识别未通过', data: null }, 400),
    [ECONTRACT_PLEDGEE_SIGN_URL]: () => envelope({ url: '/sign' }),
  });
}

describe('the pledgee confirmation page (public, from the SMS link)', () => {
  it(
    'shows the pledge with the pledgor masked, runs the sandbox face check and confirms',
    async () => {
      const { calls } = renderWithRouter(<PledgeeConfirmPage />, network(), `/pledgeeConfirm?token=${TOKEN}`);
      expect(await screen.findByText('演*****')).toBeTruthy();
      expect(screen.getByText('1,234,567')).toBeTruthy();
      expect(screen.getByText('大连演示科技股份有限公司')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '开始人脸识别' }));
      const sandbox = await screen.findByTestId('pledgee-face-sandbox');
      expect(sandbox.textContent).toContain('沙箱');
      fireEvent.click(screen.getByRole('button', { name: '模拟识别通过' }));
      expect(await screen.findByTestId('pledgee-confirmed')).toBeTruthy();
      const confirm = calls.find((c) => c.url.includes(PLEDGEE_CONFIRM_URL))!;
      expect(bodyOf(confirm)).toEqual({ token: TOKEN, certifyId: 'C1' });
      const sandboxCall = calls.find((c) => c.url.includes(PLEDGEE_FACE_SANDBOX_URL))!;
      expect(bodyOf(sandboxCall)).toEqual({ token: TOKEN, certifyId: 'C1', passed: true });
      // The pledgee has no login: no token is sent with its calls.
      expect(calls.every((c) => !c.headers.get('blade-auth'))).toBe(true);
    },
    SLOW,
  );

  it(
    'a failed face check leaves the page ready to try again',
    async () => {
      renderWithRouter(
        <PledgeeConfirmPage />,
        network({ sandboxPasses: false }),
        `/pledgeeConfirm?token=${TOKEN}`,
      );
      fireEvent.click(await screen.findByRole('button', { name: '开始人脸识别' }));
      fireEvent.click(await screen.findByRole('button', { name: '模拟识别不通过' }));
      expect(await screen.findByRole('button', { name: '开始人脸识别' })).toBeTruthy();
      expect(screen.queryByTestId('pledgee-confirmed')).toBeNull();
    },
    SLOW,
  );

  it(
    'an expired or used link shows the server’s refusal and nothing to confirm',
    async () => {
      renderWithRouter(
        <PledgeeConfirmPage />,
        network({ linkRefused: true }),
        `/pledgeeConfirm?token=${TOKEN}`,
      );
      expect((await screen.findByTestId('pledgee-invalid')).textContent).toContain('确认链接无效或已过期');
      expect(screen.queryByRole('button', { name: '开始人脸识别' })).toBeNull();
    },
    SLOW,
  );
});
