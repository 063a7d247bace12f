import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { identityUrls } from '../../lib/identity/api';
import { EXPIRED_QUALIFICATION_MESSAGE } from '../../lib/identity/expiry';
import { readSession, updateSession } from '../../lib/session';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, routes } from '../../test-support/fake-fetch';
import { recordToasts } from '../../test-support/render-with-network';
import { useExpiryPrompt } from './use-expiry-prompt';

const row = (holderUuid: string, investorExpireStatus: number, current: boolean) => ({
  serial: 1,
  holderUuid,
  holderName: '演示投资者甲',
  accountNumber: `R0000000000000${holderUuid.slice(-1)}`,
  holderAccountStatus: 1,
  organType: 2,
  productId: null,
  productName: null,
  investorExpireStatus,
  current,
});

function Probe() {
  useExpiryPrompt();
  return <div data-testid="probe">page</div>;
}

interface Confirm {
  content?: unknown;
  okText?: unknown;
  onOk?: () => void;
}

let view: ReturnType<typeof renderPage> | undefined;
let confirms: Confirm[] = [];
let feedback: { dispose: () => void } | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  feedback?.dispose();
  view?.dispose();
  view = undefined;
});

const open = (zone: string, rows: unknown[], currentHolder: string) => {
  confirms = [];
  view = renderPage({
    pattern: '/wel/index',
    path: '/wel/index',
    page: <Probe />,
    handler: routes({ [identityUrls.refAccounts]: () => envelope(rows) }),
  });
  feedback = recordToasts({ confirm: ((config: Confirm) => void confirms.push(config)) as () => void });
  act(() => updateSession({ landingMode: zone as 'personalholder', account: 'person_demo', currentHolder }));
  return view;
};

describe('investorExpireStatus in the portal (ADR 69)', { timeout: 60_000 }, () => {
  it('tells the investor an expired qualification and opens the renewal certification', async () => {
    open('personalholder', [row('H1', 1, true), row('H2', 0, false)], 'H1');
    await waitFor(() => expect(confirms).toHaveLength(1), { timeout: 10_000 });
    expect(confirms[0]).toMatchObject({ content: EXPIRED_QUALIFICATION_MESSAGE, okText: '去认证' });
    expect(readSession().investorExpireStatus).toBe(1);
    act(() => confirms[0]!.onOk?.());
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    // Once per account: coming back does not ask again.
    expect(confirms).toHaveLength(1);
    expect(view!.router.state.location.pathname).toBe('/process/apply');
    expect(view!.router.state.location.search).toBe('?appId=550091&nodeId=apply');
  });

  it("renews through the zone's own certification (机构 550032)", async () => {
    open('orgholder', [row('H4', 1, true)], 'H4');
    await waitFor(() => expect(confirms).toHaveLength(1), { timeout: 10_000 });
    act(() => confirms[0]!.onOk?.());
    await screen.findByTestId('elsewhere');
    expect(view!.router.state.location.search).toBe('?appId=550032&nodeId=apply');
  });

  it('says nothing while the current account is valid or never certified, and keeps the value', async () => {
    open('personalholder', [row('H1', 1, false), row('H2', 0, true)], 'H2');
    await screen.findByTestId('probe');
    expect(view!.calls.some((c) => c.url.includes(identityUrls.refAccounts))).toBe(true);
    await waitFor(() => expect(readSession().investorExpireStatus).toBe(0));
    expect(confirms).toEqual([]);
  });

  it('asks nothing outside the investor zones', async () => {
    open('org', [row('H1', 1, true)], 'H1');
    await screen.findByTestId('probe');
    expect(view!.calls.some((c) => c.url.includes(identityUrls.refAccounts))).toBe(false);
    expect(confirms).toEqual([]);
  });
});
