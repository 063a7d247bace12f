import type { NoticeKind } from './api';

/** The two public announcements' words and routes (002 §2.1, §2.4). */
export const NOTICE_TEXT: Record<
  NoticeKind,
  { title: string; detailTitle: string; holder: string; party: string; listPath: string; detailPath: string }
> = {
  pledge: {
    title: '质押公告',
    detailTitle: '质押公告详情',
    holder: '出质人',
    party: '质权人',
    listPath: '/pledgeList',
    detailPath: '/pledgeDetail',
  },
  freeze: {
    title: '冻结公告',
    detailTitle: '冻结公告详情',
    holder: '被冻结股东',
    party: '执行机关',
    listPath: '/frozenList',
    detailPath: '/frozenDetail',
  },
};
