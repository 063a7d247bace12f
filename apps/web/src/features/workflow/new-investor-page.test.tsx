import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateSession } from '../../lib/session';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { routes } from '../../test-support/fake-fetch';
import NewInvestorPage from './new-investor-page';

const user = (orgType: string) => ({ userId: 'u-1', account: 'someone', name: '某机构', orgType, roles: [] });

function open(path: string, orgType: string, landingMode: string) {
  const view = renderPage({
    pattern: '/newInvestor/:flowkey',
    path,
    page: <NewInvestorPage />,
    handler: routes({}),
  });
  updateSession({ userInfo: user(orgType), landingMode } as Parameters<typeof updateSession>[0]);
  return view;
}

describe('/newInvestor/550136: the opening chooser (ADR 64)', () => {
  beforeAll(() => installBrowserShims());
  afterEach(() => cleanup());

  it('offers an organisation its institution and product openings, each with its link', async () => {
    const view = open('/newInvestor/550136', '2', 'org');
    const chooser = await screen.findByTestId('new-investor-chooser');
    expect(within(chooser).getByTestId('new-investor-choice-550131').textContent).toContain(
      '投资者开户（机构）',
    );
    expect(within(chooser).getByTestId('new-investor-choice-550132').textContent).toContain(
      '投资者开户（产品）',
    );
    expect(within(chooser).queryByTestId('new-investor-choice-550130')).toBeNull();
    expect(
      within(chooser)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/newInvestor/550131?landingMode=orgholder', '/newInvestor/550132?landingMode=productholder']);
    view.dispose();
  });

  it('offers a person the personal opening only', async () => {
    const view = open('/newInvestor/550136', '1', 'personalholder');
    const chooser = await screen.findByTestId('new-investor-chooser');
    expect(
      within(chooser)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/newInvestor/550130?landingMode=personalholder']);
    view.dispose();
  });

  it('opens 550131 from the enterprise zone on its apply page', async () => {
    const view = open('/newInvestor/550131?landingMode=orgholder', '2', 'org');
    await screen.findByTestId('elsewhere');
    expect(view.router.state.location.pathname + view.router.state.location.search).toBe(
      '/process/apply?appId=550131&nodeId=apply&landingMode=orgholder',
    );
    view.dispose();
  });
});
