import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, routes } from '../../test-support/fake-fetch';
import { SHOW_PLATE_ADMIN_URLS as URLS } from './api';
import ShowPlateAdminPage from './show-plate-admin-page';
import { showcaseTarget } from './showcase-target';

const plate = (over: Record<string, unknown> = {}) => ({
  id: 1,
  code: 'ZSCX',
  name: '创新企业展示板',
  sortOrder: 10,
  status: 1,
  version: 3,
  shownCompanies: 2,
  ...over,
});

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('550092 numbered routes (001 §2)', () => {
  it('open the apply page of 550092 (apply node unless given) and its detail, keeping the query', () => {
    expect(showcaseTarget('compile', '')).toBe('/process/apply?appId=550092&nodeId=apply');
    expect(showcaseTarget('compile', '?uuid=u1&nodeId=UpdateApplyApprove')).toBe(
      '/process/apply?uuid=u1&nodeId=UpdateApplyApprove&appId=550092',
    );
    expect(showcaseTarget('detail', '?processInstanceId=p9&appId=999')).toBe(
      '/process/detial?processInstanceId=p9&appId=550092',
    );
  });
});

describe('展示板块管理 (ADR 80)', { timeout: 60_000 }, () => {
  it('lists the plates and edits one at the version read, its code locked', async () => {
    const submitted: Record<string, unknown>[] = [];
    view = renderPage({
      pattern: '/showPlateAdmin',
      path: '/showPlateAdmin',
      page: <ShowPlateAdminPage />,
      handler: routes({
        [URLS.list]: () =>
          envelope([
            plate(),
            plate({ id: 2, code: 'ZSXC', name: '乡村振兴展示板', status: 0, shownCompanies: 0 }),
          ]),
        [URLS.submit]: (request) => {
          submitted.push(bodyOf(request));
          return envelope({ id: 1, version: 4 });
        },
      }),
    });
    const table = await screen.findByTestId('show-plate-table');
    await within(table).findByText('创新企业展示板', {}, { timeout: 10_000 });
    expect(within(table).getByText('停用')).toBeTruthy();
    fireEvent.click(within(table).getAllByText('编辑')[0]!);
    const code = await screen.findByLabelText('板块代码');
    expect((code as HTMLInputElement).disabled).toBe(true);
    const name = screen.getByLabelText('板块名称');
    fireEvent.change(name, { target: { value: '创新型企业展示板' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      id: 1,
      version: 3,
      code: 'ZSCX',
      name: '创新型企业展示板',
      sortOrder: 10,
      status: 1,
    });
  });
});
