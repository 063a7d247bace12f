import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession } from '../../lib/session';
import { installBrowserShims } from '../../test-support/dom-shims';
import { envelope, routes } from '../../test-support/fake-fetch';
import { recordToasts, renderWithRouter } from '../../test-support/render-with-network';
import RegisterPage from './register-page';

const REGISTER = '/api/rem-registrationbizweb/user/registerAccount';

function network() {
  return routes({
    '/api/blade-system/tenant/info': () => envelope(null),
    '/api/blade-auth/oauth/captcha': () =>
      envelope({ key: 'captcha-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    '/api/blade-auth/oauth/sms/send': () => envelope({ key: 'sms-1', provider: 'sandbox' }),
    [REGISTER]: () => envelope({ id: 'new-account' }, 200, '注册成功'),
  });
}

vi.setConfig({ testTimeout: 60_000 });
let feedback: ReturnType<typeof recordToasts>;
beforeAll(installBrowserShims);
beforeEach(() => {
  localStorage.clear();
  reloadSession();
  feedback = recordToasts();
});
afterEach(() => {
  cleanup();
  feedback.dispose();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

// getByRole is slow over a form this size in jsdom: the submit button by its type.
const submitButton = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;

/** Every field but the agreement, the SMS code asked for as a person would. */
async function fillForm() {
  type('请输入账号', 'new_person');
  type('请输入真实姓名', '新注册用户');
  type('请输入证件号码', '11010519491231002X');
  type('请输入手机号', '19900000021');
  await waitFor(() => expect(screen.getByTestId('captcha-image')).toBeTruthy());
  type('请填写验证码', 'abcd');
  fireEvent.click(screen.getByText('获取验证码'));
  await waitFor(() => expect(feedback.toasts.some((t) => t.startsWith('success'))).toBe(true), {
    timeout: 5000,
    onTimeout: (e) => new Error(`${e.message} toasts=${feedback.toasts.join('|')}`),
  });
  type('请输入短信验证码', '123456');
  type('请输入新密码', 'Register2026');
  type('请再次输入密码', 'Register2026');
}

describe('/register', () => {
  it('names every field above its box, not only in placeholders', async () => {
    renderWithRouter(<RegisterPage />, network(), '/register');
    const form = await screen.findByTestId('register-form');
    const labels = [...form.querySelectorAll('label')].map((l) => l.textContent?.trim());
    for (const name of [
      '实名类型',
      '账号',
      '真实姓名',
      '证件号码',
      '手机号码',
      '图形验证码',
      '短信验证码',
      '登录密码',
      '确认密码',
      '电子邮箱',
    ])
      expect(labels).toContain(name);
  });

  it('shows the user agreement and privacy policy, and registers only once they are accepted', async () => {
    const { calls } = renderWithRouter(<RegisterPage />, network(), '/register');
    await screen.findByTestId('register-form');
    fireEvent.click(screen.getByText('《用户协议》'));
    const dialog = (await screen.findByTestId('agreement-text')).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByTestId('agreement-text').textContent).toContain('二、账号与实名');
    fireEvent.click(within(dialog).getByText('我知道了'));
    fireEvent.click(screen.getByText('《隐私政策》'));
    await waitFor(() =>
      expect(screen.getByTestId('agreement-text').textContent).toContain('一、我们收集的信息'),
    );

    await fillForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('请阅读并同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(calls.some((c) => c.url.includes(REGISTER))).toBe(false);

    fireEvent.click(screen.getByTestId('register-agreed'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(calls.some((c) => c.url.includes(REGISTER))).toBe(true));
    const sent = JSON.parse(String(calls.find((c) => c.url.includes(REGISTER))!.body));
    expect(sent).toMatchObject({ account: 'new_person', agreed: true, id: 'sms-1', validCode: '123456' });
  });
});
