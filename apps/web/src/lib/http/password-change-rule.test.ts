import { beforeEach, expect, it } from 'vitest';
import { json } from '../../test-support/fake-fetch';
import { reloadSession } from '../session';
import { setup } from './client.test-support';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

// ADR 39: while an administrator-set password is unchanged, the server refuses other calls with a
// 403 whose data names PASSWORD_CHANGE_REQUIRED; the client shows its message and opens the change page.
it('a 403 PASSWORD_CHANGE_REQUIRED opens the change-password page with the server’s message', async () => {
  const msg = '您的密码由管理员设置，请先修改密码后再继续操作';
  const { client, log } = setup(() =>
    json({ code: 403, success: false, msg, data: { code: 'PASSWORD_CHANGE_REQUIRED' } }, 403),
  );
  await expect(client.get('/api/x')).resolves.toMatchObject({ code: 403 });
  expect(log).toEqual([`error: ${msg}`, 'navigate: /changePassword']);
});

it('any other 403 still goes to /403 without a message', async () => {
  const { client, log } = setup(() => json({ code: 403, success: false, msg: '无权限', data: null }, 403));
  await client.get('/api/x');
  expect(log).toEqual(['navigate: /403']);
});
