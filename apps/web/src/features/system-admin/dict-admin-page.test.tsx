import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { systemAdminUrls } from './api';
import DictAdminPage from './dict-admin-page';

const pageOf = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });
const dictionary = {
  id: 'meetingType',
  parentId: '0',
  code: 'meetingType',
  dictValue: '会议类型',
  remark: null,
  itemCount: 1,
  version: 2,
};
const item = {
  id: '41',
  parentId: 'meetingType',
  code: 'meetingType',
  dictKey: '1',
  dictValue: '股东大会',
  parentKey: null,
  sort: 1,
  remark: null,
  isSealed: false,
  hasChildren: false,
  version: 5,
};

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});
const calls = (url: string) => (view?.calls ?? []).filter((c) => c.url.includes(url));

describe('业务字典', { timeout: 60_000 }, () => {
  it('opens a dictionary’s items and edits one at the version read', async () => {
    view = renderPage({
      pattern: '/system/dict',
      path: '/system/dict',
      page: <DictAdminPage />,
      handler: routes({
        [systemAdminUrls.dictList]: () => envelope(pageOf([dictionary])),
        [systemAdminUrls.dictItems]: () => envelope(pageOf([item])),
        [systemAdminUrls.dictSubmit]: () => envelope({ id: '41', version: 6 }),
      }),
    });
    fireEvent.click(await screen.findByText('会议类型'));
    const row = (await screen.findByText('股东大会')).closest('tr')!;
    expect(queryOf(calls(systemAdminUrls.dictItems)[0]!).get('parentId')).toBe('meetingType');
    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const value = await screen.findByLabelText('字典值');
    fireEvent.change(value, { target: { value: '临时股东大会' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls(systemAdminUrls.dictSubmit)).toHaveLength(1));
    expect(bodyOf(calls(systemAdminUrls.dictSubmit)[0]!)).toMatchObject({
      parentId: 'meetingType',
      id: '41',
      version: 5,
      dictKey: '1',
      dictValue: '临时股东大会',
      parentKey: null,
    });
  });
});
