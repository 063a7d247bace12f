import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateSession } from '../../lib/session';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { tenantAdminUrls } from './api';
import TenantAdminPage from './tenant-admin-page';

const pageOf = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });
const dalian = {
  id: '116000',
  tenantId: '116000',
  tenantName: '大连区域性股权市场服务平台',
  domains: ['dalian.localhost'],
  isSharedPlatform: false,
  forcedTheme: null,
  restrictedCityCode: '210200',
  restrictedCityName: '大连市',
  status: 1,
  version: 4,
  createTime: '2026-11-27T10:00:00.000Z',
  updateTime: '2026-11-27T10:00:00.000Z',
};

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});
const calls = (url: string) => (view?.calls ?? []).filter((c) => c.url.includes(url));
const render = () => {
  view = renderPage({
    pattern: '/system/tenant',
    path: '/system/tenant',
    page: <TenantAdminPage />,
    handler: routes({
      [tenantAdminUrls.list]: () => envelope(pageOf([dalian])),
      [tenantAdminUrls.detail]: () => envelope(dalian),
      [tenantAdminUrls.submit]: () => envelope({ tenantId: '116000', version: 5 }),
    }),
  });
};

describe('租户管理', { timeout: 180_000 }, () => {
  it('searches by name and shows a tenant’s hosts and city in the detail drawer', async () => {
    render();
    const row = (await screen.findByText('大连区域性股权市场服务平台')).closest('tr')!;
    expect(within(row).getByText('dalian.localhost')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('租户名称'), { target: { value: ' 大连 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(queryOf(calls(tenantAdminUrls.list).at(-1)!).get('tenantName')).toBe('大连'));
    const found = (await screen.findByText('大连区域性股权市场服务平台')).closest('tr')!;
    fireEvent.click(within(found).getByRole('button', { name: /查\s*看/ }));
    const detail = await screen.findByTestId('tenant-detail', {}, { timeout: 15_000 });
    expect(within(detail).getByText('大连市（210200）')).toBeTruthy();
    expect(queryOf(calls(tenantAdminUrls.detail)[0]!).get('id')).toBe('116000');
  });

  it('edits the host names at the version read, refusing a malformed host before sending', async () => {
    render();
    const row = (await screen.findByText('大连区域性股权市场服务平台')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const form = await screen.findByTestId('tenant-form');
    fireEvent.click(within(form).getByRole('button', { name: '添加域名' }));
    const second = await within(form).findByLabelText('域名2');
    fireEvent.change(second, { target: { value: 'http://dl.example.cn' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('域名格式不正确：http://dl.example.cn')).toBeTruthy();
    expect(calls(tenantAdminUrls.submit)).toHaveLength(0);
    fireEvent.change(second, { target: { value: 'DL.example.cn' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls(tenantAdminUrls.submit)).toHaveLength(1));
    expect(bodyOf(calls(tenantAdminUrls.submit)[0]!)).toMatchObject({
      tenantId: '116000',
      version: 4,
      status: 1,
      domains: ['dalian.localhost', 'dl.example.cn'],
      restrictedCityCode: '210200',
    });
  });

  it('disables a tenant after the confirm, sending status 0 at the version read', async () => {
    render();
    const row = (await screen.findByText('大连区域性股权市场服务平台')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /停\s*用/ }));
    const [title] = await screen.findAllByText('确定停用租户“大连区域性股权市场服务平台”吗？');
    expect(calls(tenantAdminUrls.submit)).toHaveLength(0);
    const dialog = title!.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(calls(tenantAdminUrls.submit)).toHaveLength(1));
    expect(bodyOf(calls(tenantAdminUrls.submit)[0]!)).toMatchObject({
      tenantId: '116000',
      status: 0,
      version: 4,
    });
  });

  it('shows another tenant’s administrator its tenant without the operator’s buttons', async () => {
    render();
    updateSession({ tenantId: '116000' });
    expect(
      await screen.findByText('租户由平台运营方（默认租户000000的管理员）维护，这里只显示本租户。'),
    ).toBeTruthy();
    const row = (await screen.findByText('大连区域性股权市场服务平台')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /查\s*看/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /停\s*用/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增租户' })).toBeNull();
  });
});
