/** The public site's home-page messages (issue 25 part F, ADR 82), in the portal catalogue's chunk: not in /login's bundle. */
export const publicSiteZhCN = {
  publicSite: {
    about:
      '{{name}}是区域性股权市场的登记托管平台：为区域内企业办理股权登记托管、挂牌与展示，投资者和公众可在此查看托管、挂牌、展示企业和信息披露。',
    figures: '市场数据',
    hosted: '托管企业',
    listed: '挂牌企业',
    displayed: '展示企业',
    investors: '投资者',
    announcements: '最新公告',
    noAnnouncements: '暂无公告',
    more: '更多',
    members: '会员展示',
  },
};
