import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { reloadSession } from '../../lib/session';
import { installBrowserShims } from '../../test-support/dom-shims';
import { envelope, json, routes } from '../../test-support/fake-fetch';
import { renderApp } from '../../test-support/render-app';

const token = (mustChange: boolean) => ({
  access_token: 'a.b.c',
  token_type: 'bearer',
  refresh_token: 'r',
  expires_in: 900,
  tenant_id: '000000',
  user_id: 'u1',
  account: 'new_first',
  user_name: 'new_first',
  real_name: '新初审',
  org_type: 1,
  role_name: 'reviewer_first',
  landing_mode: 'mgr',
  must_change_password: mustChange,
});

let dispose: () => void = () => undefined;
beforeAll(installBrowserShims);
beforeAll(async () => {
  await Promise.all([import('./login-page'), import('../security-center/forced-password-page')]);
}, 30_000);
beforeEach(() => {
  localStorage.clear();
  reloadSession();
});
afterEach(() => {
  cleanup();
  dispose();
  vi.unstubAllGlobals();
});

// ADR 39: an account whose password an administrator set lands on the change page, not the workbench.
it('sends a sign-in that must change its password to /changePassword', { timeout: 90_000 }, async () => {
  const app = renderApp(
    '/login',
    routes({
      '/api/blade-system/tenant/info': () => envelope(null),
      '/api/blade-auth/oauth/captcha': () =>
        envelope({ key: 'k', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      '/api/blade-system/demo-accounts': () => envelope(null),
      '/api/blade-auth/oauth/token': () => json(token(true)),
    }),
  );
  dispose = app.dispose;
  fireEvent.change(await screen.findByLabelText('请输入用户名', {}, { timeout: 20_000 }), {
    target: { value: 'new_first' },
  });
  fireEvent.change(screen.getByLabelText('请输入密码'), { target: { value: 'Abcdef2345' } });
  fireEvent.change(screen.getAllByLabelText('请填写验证码')[0] as HTMLElement, { target: { value: 'ab12' } });
  // The form only refreshes the captcha when submitted before its image arrived: wait for it (on a
  // loaded CI machine the click beat the captcha's answer and the page stayed on /login).
  await waitFor(() => expect(document.querySelector('[data-testid="captcha-image"]')).not.toBeNull(), {
    timeout: 20_000,
  });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  // Generous: the sign-in loads the shell's lazy chunks, slow in jsdom on a loaded two-core machine.
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/changePassword'), {
    timeout: 40_000,
  });
  expect(
    await screen.findByText('您的密码由管理员设置，请先修改密码后再继续操作', {}, { timeout: 20_000 }),
  ).toBeTruthy();
});
