import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, json, queryOf, routes } from '../../test-support/fake-fetch';
import SmsOutboxPage, { SMS_OUTBOX_URL } from './sms-outbox-page';

const message = (id: string, mobile: string, code: string, createdAt: string) => ({
  id,
  mobile,
  template: 'verifyCode',
  params: { code },
  createdAt,
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('短信沙箱发件箱', { timeout: 60_000 }, () => {
  it('is labelled 沙箱, lists the newest messages first with template and code, and searches by mobile', async () => {
    view = renderPage({
      pattern: '/system/sms-outbox',
      path: '/system/sms-outbox',
      page: <SmsOutboxPage />,
      handler: routes({
        [SMS_OUTBOX_URL]: (request) =>
          envelope(
            queryOf(request).get('mobile') === '19900000003'
              ? [message('7', '19900000003', '654321', '2026-11-27 10:02:00+00')]
              : [
                  message('9', '19900000005', '123456', '2026-11-27 10:05:00+00'),
                  message('7', '19900000003', '654321', '2026-11-27 10:02:00+00'),
                ],
          ),
      }),
    });
    expect(screen.getByTestId('sms-outbox-sandbox').textContent).toBe('沙箱');
    expect(screen.getByText(/验证码只因是沙箱才可在此查看/)).toBeTruthy();
    expect(await screen.findByText('验证码：123456')).toBeTruthy();
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent ?? '');
    expect(rows[0]).toContain('19900000005');
    expect(rows[1]).toContain('19900000003');
    expect(rows[0]).toContain('短信验证码（verifyCode）');

    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '19900000003' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(screen.queryByText('验证码：123456')).toBeNull());
    expect(await screen.findByText('验证码：654321')).toBeTruthy();
    expect(view.calls.map((c) => queryOf(c).get('mobile'))).toEqual([null, '19900000003']);
  });

  it('says why where the server refuses the outbox (no sandbox), instead of an empty list', async () => {
    view = renderPage({
      pattern: '/system/sms-outbox',
      path: '/system/sms-outbox',
      page: <SmsOutboxPage />,
      handler: routes({
        [SMS_OUTBOX_URL]: () =>
          json({ code: 403, success: false, msg: '短信沙箱未开启，发件箱不可查看', data: null }, 403),
      }),
    });
    expect(await screen.findByText('短信沙箱未开启，发件箱不可查看')).toBeTruthy();
  });
});
