import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, routes } from '../../test-support/fake-fetch';
import { recordToasts } from '../../test-support/render-with-network';
import { riskApi } from '../risk-assessment';
import { SUITABILITY_CHECK_URL } from './api';
import { ShareSuitabilityPart } from './share-suitability-part';

const RISK_CURRENT_URL = '/api/rem-registrationbizweb/riskAssessment/current';
const MESSAGE = '该产品风险等级（R4）高于您的风险承受能力等级（C1 保守型），请确认是否继续办理';

const risk = (riskLevel: string, resultName: string, expired = false) => ({
  id: '3',
  riskType: 1,
  typeName: '私募股权风险测评问卷',
  resultName,
  resultScore: 10,
  fraction: 10,
  riskLevel,
  ruleFormTotalData: { name: 'q', remark: '', titles: [] },
  bizTypeName: '投资者风险测评',
  productTypeName: '私募股权',
  riskTestTime: '2026-11-29T02:00:00.000Z',
  expiresAt: '2028-11-29T02:00:00.000Z',
  expired,
  productRiskLevel: riskLevel.replace('C', 'R'),
  accountNumber: 'R00000000000001',
});

interface Confirm {
  title?: unknown;
  content?: unknown;
  okText?: unknown;
  onOk?: () => void;
}

let view: ReturnType<typeof renderPage> | undefined;
let feedback: { toasts: string[]; dispose: () => void } | undefined;
let confirms: Confirm[] = [];
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  feedback?.dispose();
  view?.dispose();
  view = undefined;
});

/** Shows once the risk query (the same key as the part's) has its data: the part has decided by then. */
function Loaded() {
  const account = useSession((s) => s.account);
  const current = useQuery({
    queryKey: ['investor-qualification', 'risk', account],
    queryFn: ({ signal }) => riskApi.current(signal),
  });
  return current.data ? <div data-testid="risk-loaded" /> : null;
}

const open = (results: unknown[]) => {
  confirms = [];
  view = renderPage({
    pattern: '/capital',
    path: '/capital',
    page: (
      <>
        <ShareSuitabilityPart />
        <Loaded />
      </>
    ),
    handler: routes({
      [RISK_CURRENT_URL]: () => envelope({ accountNumber: 'R00000000000001', sessionValues: {}, results }),
      [SUITABILITY_CHECK_URL]: (r) =>
        envelope(
          bodyOf(r).confirmed === true
            ? { kind: 'confirmed', confirmationId: 9 }
            : { kind: 'confirm', investorLevel: 'C1', productRiskLevel: 'R4', message: MESSAGE },
        ),
    }),
  });
  feedback = recordToasts({ confirm: ((config: Confirm) => void confirms.push(config)) as () => void });
  act(() => updateSession({ landingMode: 'personalholder', account: 'opener' }));
  return view;
};
const checks = () => view!.calls.filter((c) => c.url.includes(SUITABILITY_CHECK_URL)).map(bodyOf);

describe('账户总览: 适当性确认 for receiving shares (ADR 69)', { timeout: 60_000 }, () => {
  it('asks the investor below R4 to confirm in a dialog and records the confirmation', async () => {
    open([risk('C1', 'C1 保守型')]);
    const part = await screen.findByTestId('share-suitability', {}, { timeout: 10_000 });
    expect(part.textContent).toContain('风险等级R4）高于您的风险承受能力等级（C1 保守型）');
    fireEvent.click(within(part).getByRole('button', { name: '确认适当性' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]).toMatchObject({ title: '适当性提示', content: MESSAGE, okText: '确认继续' });
    expect(checks()).toEqual([{ appId: '550004', riskType: 1, productRiskLevel: 'R4', confirmed: false }]);
    act(() => confirms[0]!.onOk?.());
    expect(await within(part).findByText('已确认')).toBeTruthy();
    expect(checks()[1]).toEqual({ appId: '550004', riskType: 1, productRiskLevel: 'R4', confirmed: true });
  });

  it('records nothing when the investor cancels', async () => {
    open([risk('C2', 'C2 谨慎型')]);
    const part = await screen.findByTestId('share-suitability', {}, { timeout: 10_000 });
    fireEvent.click(within(part).getByRole('button', { name: '确认适当性' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    act(() => (confirms[0] as { onCancel?: () => void }).onCancel?.());
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(within(part).queryByText('已确认')).toBeNull();
  });

  it('asks nothing of an investor whose level suits the shares, or without a valid assessment', async () => {
    open([risk('C4', 'C4 积极型'), { ...risk('C1', 'C1 保守型', true), id: '2' }]);
    await screen.findByTestId('risk-loaded', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('share-suitability')).toBeNull();
  });
});
