import { FINANCING_URLS as URLS } from '@rer/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateSession } from '../../lib/session';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import FinancingIndexPage from './financing-index-page';
import InvestPage from './invest-page';
import FinancingReviewPage from './review-page';
import ValueDiagnosisPage from './value-diagnosis-page';

const need = (over: Record<string, unknown> = {}) => ({
  id: 7,
  title: '智能产线扩产项目',
  method: '1',
  methodName: '股权融资',
  amountWan: '3000.00',
  purpose: '新建产线',
  industry: 'C',
  industryName: '制造业',
  regionName: '辽宁省大连市',
  description: null,
  companyName: '大连演示科技股份有限公司',
  publishedAt: '2026-11-29T08:00:00.000Z',
  ...over,
});
const pageOf = (records: unknown[]) =>
  envelope({ records, total: records.length, current: 1, size: 10, pages: 1 });

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('投融资信息 pages (ADR 84)', { timeout: 60_000 }, () => {
  it('lists the published needs, each linking to its detail, and filters on the server', async () => {
    view = renderPage({
      pattern: '/financingIndex',
      path: '/financingIndex',
      page: <FinancingIndexPage />,
      handler: routes({ [URLS.publicList]: () => pageOf([need()]) }),
    });
    const card = await screen.findByTestId('financing-index');
    const link = await within(card).findByText('智能产线扩产项目', {}, { timeout: 10_000 });
    expect(link.closest('a')?.getAttribute('href')).toBe('/financing?id=7');
    expect(within(card).getByText('3,000.00')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('关键词'), { target: { value: '产线' } });
    fireEvent.click(within(card).getByRole('button', { name: /查\s*询/ }));
    await vi.waitFor(() => {
      const last = view!.calls.filter((c) => c.url.includes(URLS.publicList)).at(-1)!;
      expect(queryOf(last).get('keyword')).toBe('产线');
    });
  });

  it('asks a visitor to sign in as an investor before showing the zone', async () => {
    view = renderPage({ pattern: '/invest', path: '/invest', page: <InvestPage />, handler: routes({}) });
    expect(await screen.findByText('投资专区仅对投资者开放，请以投资者身份登录')).toBeTruthy();
    expect(view.calls.some((c) => c.url.includes(URLS.invest))).toBe(false);
  });

  it("shows the gate's message with the certification, or the needs with their suitability", async () => {
    view = renderPage({
      pattern: '/invest',
      path: '/invest',
      page: <InvestPage />,
      handler: routes({
        [URLS.invest]: () =>
          envelope({
            gate: {
              kind: 'certify',
              message: '未进行机构投资者认证，请先进行机构投资者认证',
              appId: '550032',
              offered: true,
            },
            closedMessage: '未进行机构投资者认证，请先进行机构投资者认证',
            needs: null,
          }),
      }),
    });
    act(() => updateSession({ landingMode: 'orgholder', token: { content: 't', datetime: Date.now() } }));
    const closed = await screen.findByTestId('invest-closed', {}, { timeout: 10_000 });
    expect(within(closed).getByText('未进行机构投资者认证，请先进行机构投资者认证')).toBeTruthy();
    expect(within(closed).getByText('去认证').closest('a')?.getAttribute('href')).toBe(
      '/process/apply?appId=550032&nodeId=apply',
    );
    cleanup();
    view.dispose();
    view = renderPage({
      pattern: '/invest',
      path: '/invest',
      page: <InvestPage />,
      handler: routes({
        [URLS.invest]: () =>
          envelope({
            gate: { kind: 'open' },
            closedMessage: null,
            needs: {
              records: [
                need({
                  suitability: {
                    kind: 'confirm',
                    productRiskLevel: 'R4',
                    message: '高于您的风险承受能力等级',
                  },
                }),
              ],
              total: 1,
              current: 1,
              size: 10,
              pages: 1,
            },
          }),
        [URLS.interest]: () => envelope({ id: 1 }),
      }),
    });
    act(() =>
      updateSession({ landingMode: 'personalholder', token: { content: 't', datetime: Date.now() } }),
    );
    const tag = await screen.findByTestId('suitability-tag', {}, { timeout: 10_000 });
    expect(tag.textContent).toContain('R4 超出风险承受能力');
    expect(screen.getByText('高于您的风险承受能力等级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我有意向' }));
    fireEvent.click(await screen.findByRole('button', { name: /^(确\s*定|OK)$/ }));
    await vi.waitFor(() => {
      const call = view!.calls.find((c) => c.url.includes(URLS.interest) && c.method === 'POST');
      expect(call && bodyOf(call)).toEqual({ needId: 7 });
    });
  });

  it('states the valuation method and shows the range the server computed', async () => {
    view = renderPage({
      pattern: '/valueDiagnosis',
      path: '/valueDiagnosis',
      page: <ValueDiagnosisPage />,
      handler: routes({
        [URLS.valuation]: () =>
          envelope({
            industry: 'C',
            industryName: '制造业',
            methods: [
              {
                key: 'pe',
                name: '市盈率法（P/E）',
                applicable: true,
                low: '10000.00',
                high: '20000.00',
                note: '行业可比市盈率10.0—20.0倍',
              },
            ],
            range: { low: '10000.00', high: '20000.00' },
            methodText: [],
          }),
      }),
    });
    expect(await screen.findByText(/最近一年净利润 × 所属行业可比市盈率区间/)).toBeTruthy();
    expect(screen.getByText('正式估值服务流程').closest('a')?.getAttribute('href')).toBe(
      '/valueDiagnosis/flowService',
    );
  });

  it('lets staff approve a pending need with its version', async () => {
    view = renderPage({
      pattern: '/financingReview',
      path: '/financingReview',
      page: <FinancingReviewPage />,
      handler: routes({
        [URLS.reviewList]: () =>
          pageOf([
            {
              ...need(),
              provinceCode: null,
              cityCode: null,
              districtCode: null,
              status: 1,
              statusName: '待审核',
              reviewOpinion: null,
              reviewedAt: null,
              version: 3,
              updatedAt: '2026-11-29T08:00:00.000Z',
            },
          ]),
        [URLS.review]: () => envelope(null),
      }),
    });
    const list = await screen.findByTestId('financing-review');
    fireEvent.click(await within(list).findByText('审核', {}, { timeout: 10_000 }));
    expect(queryOf(view.calls.find((c) => c.url.includes(URLS.reviewList))!).get('status')).toBe('1');
    fireEvent.click(await screen.findByRole('button', { name: '通过并发布' }));
    await vi.waitFor(() => {
      const call = view!.calls.find((c) => c.url.includes(URLS.review) && c.method === 'POST');
      expect(call && bodyOf(call)).toEqual({ id: 7, version: 3, decision: 'approve' });
    });
  });
});
