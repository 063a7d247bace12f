import { CONTENT_URLS as URLS } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { ContentHistory } from './content-history';
import ContentReviewPage from './content-review-page';
import { imageRefusal } from './editor-image';
import InformationPage from './information-page';
import PoliciesDetailPage from './policies-detail-page';
import PoliciesShowPage from './policies-show-page';

const ID = '0b9f1c52-6d1e-4c3a-9a43-1f2e3d4c5b6a';
const page = <T,>(records: T[]) =>
  envelope({ records, total: records.length, current: 1, size: 10, pages: 1 });
const summary = {
  id: ID,
  category: 'policy',
  title: '演示政策',
  source: '演示数据',
  publishedAt: '2026-11-29T08:00:00.000Z',
};

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
});

describe('the editor image rule (002 §5)', () => {
  it('refuses another type, more than 3,145,728 bytes and a second image, in that order', () => {
    expect(imageRefusal({ name: 'a.gif', size: 10 }, 0)).toBe('该文件不符合文件类型限制！');
    expect(imageRefusal({ name: 'a.PNG', size: 3_145_728 }, 0)).toBeNull();
    expect(imageRefusal({ name: 'a.png', size: 3_145_729 }, 0)).toBe('上传文件大小不能超过3M');
    expect(imageRefusal({ name: 'a.jpg', size: 1 }, 1)).toBe('超出最大文件上传数量');
  });
});

describe('public content pages (ADR 83)', { timeout: 60_000 }, () => {
  it('lists policies from the server, each linking to its detail page', async () => {
    view = renderPage({
      pattern: '/policiesShow',
      path: '/policiesShow',
      page: <PoliciesShowPage />,
      handler: routes({
        [URLS.publicList]: (r) => page(queryOf(r).get('category') === 'policy' ? [summary] : []),
      }),
    });
    const card = await screen.findByTestId('public-content-policy');
    const link = await within(card).findByText('演示政策', {}, { timeout: 10_000 });
    expect(link.closest('a')?.getAttribute('href')).toBe(`/policiesDetail?id=${ID}`);
    const call = view.calls.find((c) => c.url.includes(URLS.publicList))!;
    expect(queryOf(call).get('size')).toBe('10');
  });

  it('shows a policy with its body and its attachments', async () => {
    view = renderPage({
      pattern: '/policiesDetail',
      path: `/policiesDetail?id=${ID}`,
      page: <PoliciesDetailPage />,
      handler: routes({
        [URLS.publicDetail]: () =>
          envelope({
            ...summary,
            bodyHtml: '<h2>一、适用范围</h2><p class="ql-align-center">正文段落</p>',
            attachments: [{ attachId: ID, originalName: '附件.pdf', size: 10, mediaType: 'application/pdf' }],
          }),
      }),
    });
    expect(await screen.findByTestId('public-content-title', {}, { timeout: 10_000 })).toHaveProperty(
      'textContent',
      '演示政策',
    );
    const body = screen.getByTestId('rich-text');
    expect(body.querySelector('h2')?.textContent).toBe('一、适用范围');
    expect(body.querySelector('p.ql-align-center')?.textContent).toBe('正文段落');
    const file = screen.getByTestId('content-attachment');
    expect(file.getAttribute('href')).toMatch(
      /^\/api\/blade-resource\/nonds\/oss\/endpoint\/downloadFile\?attachId=/,
    );
  });

  it('shows a missing item as the server words it', async () => {
    view = renderPage({
      pattern: '/policiesDetail',
      path: `/policiesDetail?id=${ID}`,
      page: <PoliciesDetailPage />,
      handler: routes({ [URLS.publicDetail]: () => envelope(null, 404, `内容不存在：${ID}`) }),
    });
    expect(await screen.findByText(`内容不存在：${ID}`, {}, { timeout: 10_000 })).toBeTruthy();
  });

  const information = (pledge: string, freeze: string) =>
    renderPage({
      pattern: '/information',
      path: '/information',
      page: <InformationPage />,
      handler: routes({
        [URLS.publicList]: () => page([]),
        '/api/rem-registrationbizweb/nonds/sharePledge/enable': () => envelope(pledge),
        '/api/blade-system/nonDSClient/param-biz-value': () => envelope(freeze),
        '/api/blade-system/nonds/param/getBizTopMenuStatus': () => envelope([]),
        '/api/blade-system/nonds/param/getBizTopMenuExtra': () => envelope([]),
      }),
    });

  it('links the pledge and freeze announcements only when the switches open them (002 §2.4)', async () => {
    view = information('1', 'true');
    expect(await screen.findByText('质押公告', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('冻结公告')).toBeTruthy();
    cleanup();
    view.dispose();
    view = information('0', 'true');
    await screen.findByTestId('public-content-announcement', {}, { timeout: 10_000 });
    await waitFor(() => expect(view!.calls.some((c) => c.url.includes('sharePledge'))).toBe(true));
    expect(screen.queryByText('质押公告')).toBeNull();
    expect(screen.queryByText('冻结公告')).toBeNull();
    expect(screen.getByText('临时公告')).toBeTruthy();
  });
});

describe('content review (staff)', { timeout: 60_000 }, () => {
  it('approves the item at the version listed, and shows the refusal of its own submitter', async () => {
    let refuse = true;
    const item = {
      ...summary,
      status: 'submitted',
      version: 2,
      authorName: '甲',
      submittedBy: 'a',
      submitterName: '甲',
      reviewerName: null,
      updatedAt: summary.publishedAt,
    };
    view = renderPage({
      pattern: '/contentReview',
      path: '/contentReview',
      page: <ContentReviewPage />,
      handler: routes({
        [URLS.list]: () => page([item]),
        [URLS.detail]: () =>
          envelope({ ...item, bodyHtml: '<p>待审正文</p>', reviewComment: null, attachments: [] }),
        [URLS.review]: () =>
          refuse
            ? envelope(null, 409, '不能审核本人提交的内容，请由其他工作人员审核')
            : envelope({ version: 3 }),
      }),
    });
    fireEvent.click(await screen.findByTestId('content-review-open', {}, { timeout: 10_000 }));
    expect((await screen.findByTestId('content-review-body')).textContent).toBe('待审正文');
    fireEvent.click(screen.getByTestId('content-approve'));
    await waitFor(() => expect(view!.calls.filter((c) => c.url.includes(URLS.review))).toHaveLength(1));
    await waitFor(() => expect(view!.messages).toContain('不能审核本人提交的内容，请由其他工作人员审核'));
    expect(screen.getByTestId('content-review-drawer')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('content-approve').className).not.toContain('ant-btn-loading'),
    );
    refuse = false;
    fireEvent.click(screen.getByTestId('content-approve'));
    await waitFor(() => expect(view!.calls.filter((c) => c.url.includes(URLS.review))).toHaveLength(2));
    const sent = view.calls.filter((c) => c.url.includes(URLS.review)).map(bodyOf);
    expect(sent[1]).toEqual({ id: ID, version: 2, decision: 'approve', comment: '' });
    await waitFor(() => expect(screen.queryByTestId('content-review-drawer')).toBeNull());
  });
});

describe('content history (staff)', { timeout: 60_000 }, () => {
  it("lists the item's audit trail with the reviewer's comment", async () => {
    view = renderPage({
      pattern: '/h',
      path: '/h',
      page: <ContentHistory id={ID} />,
      handler: routes({
        [URLS.history]: () =>
          envelope([
            {
              action: 'content.submit',
              actorName: 'reviewer1',
              at: '2026-11-29T08:00:00.000Z',
              detail: { version: 2 },
            },
            {
              action: 'content.return',
              actorName: 'reviewer2',
              at: '2026-11-29T09:00:00.000Z',
              detail: { comment: '标题不准确' },
            },
          ]),
      }),
    });
    const trail = await screen.findByTestId('content-history', {}, { timeout: 10_000 });
    expect(trail.textContent).toContain('reviewer1　提交审核');
    expect(trail.textContent).toContain('reviewer2　退回：标题不准确');
    expect(trail.textContent).toContain('2026-11-29 17:00');
  });
});
