import { FINANCING_URLS, ROADSHOW_URLS as URLS } from '@rer/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyOf, installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import ActivityAdminPage from './admin-page';
import RoadshowCalendarPage from './calendar-page';
import RoadshowManagePage from './manage-page';
import RoadshowQueryPage, { toSearch } from './query-page';

const activity = (over: Record<string, unknown> = {}) => ({
  id: 3,
  title: '智能制造专场路演',
  theme: '先进制造股权融资',
  form: '2',
  formName: '线下',
  startAt: '2099-12-01T06:00:00.000Z',
  endAt: '2099-12-01T08:00:00.000Z',
  signupDeadline: '2099-11-30T06:00:00.000Z',
  place: '大连市中山区路演厅',
  link: null,
  capacity: 2,
  taken: 1,
  description: '中心组织',
  status: 2,
  statusName: '报名中',
  cancelReason: null,
  presenters: [],
  ...over,
});
const registration = (over: Record<string, unknown> = {}) => ({
  id: 9,
  activityId: 3,
  activityTitle: '智能制造专场路演',
  activityStartAt: '2099-12-01T06:00:00.000Z',
  signupDeadline: '2099-11-30T06:00:00.000Z',
  companyName: '大连演示科技股份有限公司',
  project: '智能产线扩产',
  needId: null,
  needTitle: null,
  contactName: '张经理',
  contactMobile: '13800138000',
  pitch: '简介',
  status: 1,
  statusName: '待审核',
  reviewOpinion: null,
  version: 1,
  createdAt: '2099-11-01T00:00:00.000Z',
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

describe('融资路演 pages (ADR 88)', { timeout: 60_000 }, () => {
  it('signs up from 融资路演活动查询 and shows the refusal the server gives', async () => {
    let full = false;
    view = renderPage({
      pattern: '/roadshow/query',
      path: '/roadshow/query',
      page: <RoadshowQueryPage />,
      handler: routes({
        [URLS.activities]: () =>
          pageOf([
            activity(),
            activity({ id: 4, title: '已截止的路演', taken: 2, status: 3, statusName: '已截止' }),
          ]),
        [FINANCING_URLS.mine]: () => pageOf([]),
        [URLS.register]: () =>
          full ? envelope(null, 400, '路演活动：报名名额已满') : envelope(registration()),
      }),
    });
    const card = await screen.findByTestId('roadshow-query');
    await within(card).findByText('智能制造专场路演', {}, { timeout: 10_000 });
    expect(within(card).getByText('1/2')).toBeTruthy();
    // Only the activity open to sign-up offers 报名路演.
    expect(within(card).getAllByRole('button', { name: '报名路演' })).toHaveLength(1);
    fireEvent.click(within(card).getByRole('button', { name: '报名路演' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('路演项目'), { target: { value: '智能产线扩产' } });
    fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '张经理' } });
    fireEvent.change(within(dialog).getByLabelText('联系人手机号码'), { target: { value: '12345' } });
    fireEvent.change(within(dialog).getByLabelText('项目简介'), { target: { value: '简介' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeTruthy();
    expect(view.calls.some((c) => c.url.includes(URLS.register))).toBe(false);
    full = true;
    fireEvent.change(within(dialog).getByLabelText('联系人手机号码'), { target: { value: '13800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    await vi.waitFor(() => expect(view!.messages).toContain('路演活动：报名名额已满'));
    const call = view.calls.find((c) => c.url.includes(URLS.register))!;
    expect(bodyOf(call)).toEqual({
      activityId: 3,
      project: '智能产线扩产',
      contactName: '张经理',
      contactMobile: '13800138000',
      pitch: '简介',
      needId: null,
    });
    // The dialog stays open with what was typed.
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('filters by the open ones on the server', async () => {
    view = renderPage({
      pattern: '/roadshow/query',
      path: '/roadshow/query',
      page: <RoadshowQueryPage />,
      handler: routes({ [URLS.activities]: () => pageOf([activity()]) }),
    });
    const card = await screen.findByTestId('roadshow-query');
    fireEvent.click(within(card).getByLabelText('仅看报名中'));
    fireEvent.click(within(card).getByRole('button', { name: /查\s*询/ }));
    await vi.waitFor(() => {
      const last = view!.calls.filter((c) => c.url.includes(URLS.activities)).at(-1)!;
      expect(queryOf(last).get('openOnly')).toBe('true');
    });
  });

  it('withdraws a sign-up in 融资路演管理 and offers edits only while pending', async () => {
    view = renderPage({
      pattern: '/roadshow/manage',
      path: '/roadshow/manage',
      page: <RoadshowManagePage />,
      handler: routes({
        [URLS.mine]: () =>
          pageOf([
            registration(),
            registration({ id: 10, status: 2, statusName: '已通过', project: '已通过项目' }),
          ]),
        [URLS.withdraw]: () => envelope(registration({ status: 4, statusName: '已撤回' })),
      }),
    });
    const card = await screen.findByTestId('roadshow-manage');
    await within(card).findByText('已通过项目', {}, { timeout: 10_000 });
    expect(within(card).getAllByRole('button', { name: /^修\s*改$/ })).toHaveLength(1);
    fireEvent.click(within(card).getAllByRole('button', { name: /撤\s*回/ })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: /^(确\s*定|OK)$/ }));
    await vi.waitFor(() => {
      const call = view!.calls.find((c) => c.url.includes(URLS.withdraw));
      expect(call && bodyOf(call)).toEqual({ id: 9, version: 1 });
    });
  });

  it('shows approved presenters on the calendar without any person', async () => {
    view = renderPage({
      pattern: '/roadshow',
      path: '/roadshow',
      page: <RoadshowCalendarPage />,
      handler: routes({
        [URLS.calendar]: () =>
          pageOf([
            activity({
              presenters: [
                { companyName: '大连演示科技股份有限公司', project: '智能产线扩产', amountWan: '2500.00' },
              ],
            }),
          ]),
      }),
    });
    const list = await screen.findByTestId('roadshow-presenters', {}, { timeout: 10_000 });
    expect(list.textContent).toBe('大连演示科技股份有限公司：智能产线扩产（拟融资2500.00万元）');
    expect(screen.getByText(/2099-12-01 14:00 至 16:00/)).toBeTruthy();
  });

  it('staff create an activity in Beijing time and publish a draft', async () => {
    view = renderPage({
      pattern: '/roadshowAdmin',
      path: '/roadshowAdmin',
      page: <ActivityAdminPage />,
      handler: routes({
        [URLS.adminList]: () =>
          pageOf([{ ...activity({ status: 1, statusName: '草稿' }), version: 1, createdBy: 'x' }]),
        [URLS.save]: () => envelope({ ...activity({ status: 1 }), version: 1, createdBy: 'x' }),
        [URLS.publish]: () => envelope(null, 409, '不能发布本人创建的路演活动，请由其他工作人员发布'),
      }),
    });
    const card = await screen.findByTestId('roadshow-admin');
    fireEvent.click(await within(card).findByRole('button', { name: /发\s*布/ }, { timeout: 10_000 }));
    await vi.waitFor(() =>
      expect(view!.messages).toContain('不能发布本人创建的路演活动，请由其他工作人员发布'),
    );
    fireEvent.click(within(card).getByRole('button', { name: '新建路演活动' }));
    const dialog = await screen.findByRole('dialog');
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('活动名称', '智能制造专场路演');
    type('路演主题', '先进制造');
    type('开始时间', '2099-12-01T14:00');
    type('结束时间', '2099-12-01T16:00');
    type('报名截止时间', '2099-11-30T14:00');
    type('活动地点', '路演厅');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await vi.waitFor(() => {
      const call = view!.calls.find((c) => c.url.includes(URLS.save));
      expect(call && bodyOf(call)).toMatchObject({
        form: '2',
        capacity: 10,
        startAt: '2099-12-01T14:00:00+08:00',
        signupDeadline: '2099-11-30T14:00:00+08:00',
        place: '路演厅',
      });
    });
  });
});

describe('融资路演活动查询 filters', () => {
  it('sends the picked range as two calendar days and 仅看报名中 as true, nothing else', () => {
    expect(
      toSearch({
        keyword: '路演',
        range: [dayjs('2026-12-01T10:00:00'), dayjs('2026-12-31T09:00:00')],
        openOnly: true,
      }),
    ).toEqual({ keyword: '路演', from: '2026-12-01', to: '2026-12-31', openOnly: 'true' });
    expect(toSearch({ range: null, openOnly: false })).toEqual({
      from: undefined,
      to: undefined,
      openOnly: undefined,
    });
  });
});
