import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession } from '../../lib/session';
import { installBrowserShims } from '../../test-support/dom-shims';
import { envelope, type FakeHandler, json, routes } from '../../test-support/fake-fetch';
import { renderApp } from '../../test-support/render-app';

const captcha = { key: 'captcha-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' };
const demoAccounts = [
  { system: '企业专区', landingMode: 'org', username: 'org_demo', password: 'Demo@2026', tenantId: '000000' },
];

function loginApi(overrides: Record<string, FakeHandler> = {}): FakeHandler {
  return routes({
    '/api/blade-system/tenant/info': () => envelope(null),
    '/api/blade-auth/oauth/captcha': () => envelope(captcha),
    '/api/blade-system/demo-accounts': () => envelope(demoAccounts),
    '/api/blade-auth/oauth/sms/send': () => envelope({ key: 'sms-1', provider: 'sandbox' }),
    ...overrides,
  });
}

let dispose: () => void = () => undefined;

function renderLogin(handler: FakeHandler, path = '/login') {
  const app = renderApp(path, handler);
  dispose = app.dispose;
  return app.router;
}

// The first render of lazy routes transforms antd's modules; load them up front so tests time only themselves.
beforeAll(async () => {
  await Promise.all([
    import('./login-page'),
    import('./mobile-login-form'),
    import('../../app/feedback-host'),
  ]);
}, 30_000);

beforeAll(installBrowserShims);

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

afterEach(() => {
  cleanup();
  dispose();
  vi.unstubAllGlobals();
});

/** Opens the phone tab, fills number and captcha, and asks for a code. */
async function requestSmsCode() {
  fireEvent.click(await screen.findByRole('tab', { name: '手机号登录' }, { timeout: 5_000 }));
  const mobile = await screen.findByLabelText('请输入手机号', {}, { timeout: 10_000 });
  fireEvent.change(mobile, { target: { value: '19900000003' } });
  const panel = document.getElementById('login-panel-mobile');
  const captchaInput = panel?.querySelector<HTMLInputElement>('input[aria-label="请填写验证码"]');
  await waitFor(() => expect(panel?.querySelector('[data-testid="captcha-image"]')).not.toBeNull(), {
    timeout: 5_000,
  });
  fireEvent.change(captchaInput as HTMLInputElement, { target: { value: 'abcd' } });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
}

describe('phone login: the SMS sandbox label', { timeout: 30_000 }, () => {
  it('shows 沙箱 next to the code field when the sandbox sent the code', async () => {
    renderLogin(loginApi());
    await requestSmsCode();
    expect(await screen.findByTestId('sms-sandbox', {}, { timeout: 5_000 })).toHaveProperty(
      'textContent',
      '沙箱',
    );
  });

  it('shows no label when a real provider sent it', async () => {
    renderLogin(
      loginApi({
        '/api/blade-auth/oauth/sms/send': () => envelope({ key: 'sms-1', provider: 'aliyun' }),
      }),
    );
    await requestSmsCode();
    expect(await screen.findByRole('button', { name: /秒后重发/ }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId('sms-sandbox')).toBeNull();
  });
});

describe('the 测试账号 link follows the server', () => {
  it('is shown when demo-accounts answers', async () => {
    renderLogin(loginApi());
    expect(await screen.findByRole('link', { name: '测试账号' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('opens the 002 §2.6 table (系统, 用户名, 密码) from the login page, no typed address', async () => {
    const router = renderLogin(loginApi());
    fireEvent.click(await screen.findByRole('link', { name: '测试账号' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/testAccounts'));
    const headers = await screen.findAllByRole('columnheader', {}, { timeout: 5_000 });
    expect(headers.map((h) => h.textContent)).toEqual(['系统', '用户名', '密码']);
    expect(await screen.findByText('org_demo')).toBeTruthy();
    expect(screen.getByText('企业专区')).toBeTruthy();
  });

  it('is hidden, with no error message, when the server refuses (production)', async () => {
    renderLogin(
      loginApi({
        '/api/blade-system/demo-accounts': () =>
          json({ code: 404, success: false, msg: '资源不存在', data: null }, 404),
      }),
    );
    await screen.findByRole('link', { name: '返回首页' }, { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByText('资源不存在')).toBeNull());
    expect(screen.queryByRole('link', { name: '测试账号' })).toBeNull();
  });

  it('the test-account page itself is a 404 there', async () => {
    const router = renderLogin(
      loginApi({
        '/api/blade-system/demo-accounts': () =>
          json({ code: 404, success: false, msg: '资源不存在', data: null }, 404),
      }),
      '/testAccounts',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), { timeout: 5_000 });
  });
});
