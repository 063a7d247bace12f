import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, json, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { LISTING_URLS } from './api';
import AssessmentPage from './assessment-page';
import { sectorTree } from './sector-admin-page';

const yesNo = [
  { value: '1', label: '是' },
  { value: '0', label: '否' },
];
const QUESTIONS = [
  { id: 'a1', part: 'A', title: '企业依法设立且合法存续', options: yesNo },
  {
    id: 'b1',
    part: 'B',
    title: '最近一个会计年度营业收入',
    options: [
      { value: '0', label: '500万元以下' },
      { value: '1', label: '500万元至2000万元' },
    ],
  },
];
const saved = {
  id: '3',
  companyId: 'c1',
  score: 10,
  result: 'unqualified',
  resultName: '暂不符合挂牌基本条件',
  unmet: ['企业依法设立且合法存续'],
  suggestedTier: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  answers: { a1: '0', b1: '1' },
};

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

function open(submit: (r: RecordedRequest) => Response = () => envelope(saved)) {
  view = renderPage({
    pattern: '/assessment',
    path: '/assessment',
    page: <AssessmentPage />,
    handler: routes({
      [LISTING_URLS.questionnaire]: () => envelope(QUESTIONS),
      [LISTING_URLS.assessmentLatest]: () => envelope(null),
      [LISTING_URLS.assessmentSubmit]: submit,
    }),
  });
  return view;
}

describe('/assessment 挂牌自评 (ADR 79)', { timeout: 60_000 }, () => {
  it('sends the chosen answers and shows the server’s result with the unmet conditions; no apply link then', async () => {
    const page = open();
    await screen.findByText('1. 企业依法设立且合法存续');
    fireEvent.click(within(screen.getByTestId('assessment-a1')).getByLabelText('否'));
    fireEvent.click(within(screen.getByTestId('assessment-b1')).getByLabelText('500万元至2000万元'));
    fireEvent.click(screen.getByTestId('assessment-submit'));
    const result = await screen.findByTestId('assessment-result');
    expect(result.textContent).toContain('暂不符合挂牌基本条件');
    expect(result.textContent).toContain('企业依法设立且合法存续');
    expect(within(result).queryByRole('button', { name: '申请挂牌' })).toBeNull();
    const sent = page.calls.filter((c) => c.url.includes(LISTING_URLS.assessmentSubmit));
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ answers: { a1: '0', b1: '1' } });
  });

  it('shows the server’s refusal and keeps the answers', async () => {
    open(() => json({ code: 400, success: false, msg: '第2题：请选择您的答案', data: null }, 400));
    await screen.findByText('1. 企业依法设立且合法存续');
    fireEvent.click(within(screen.getByTestId('assessment-a1')).getByLabelText('是'));
    fireEvent.click(screen.getByTestId('assessment-submit'));
    await waitFor(() => expect(screen.getAllByText('第2题：请选择您的答案').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('assessment-result')).toBeNull();
  });
});

describe('板块管理’s tree', () => {
  it('puts each featured sub-sector under its board, boards without children as leaves', () => {
    const s = (code: string, parentSector: string | null) => ({ code, parentSector }) as never;
    const tree = sectorTree([s('CXB', null), s('ZJTX', 'CXB'), s('CZB', null), s('KCZB', 'CXB')]);
    expect(tree.map((b: { code: string }) => b.code)).toEqual(['CXB', 'CZB']);
    expect((tree[0] as { children: { code: string }[] }).children.map((c) => c.code)).toEqual([
      'ZJTX',
      'KCZB',
    ]);
    expect(tree[1]).not.toHaveProperty('children');
  });
});
