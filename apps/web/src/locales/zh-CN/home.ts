/** home: the public home page (merged into zh-CN.ts). */
export const homeZhCN = {
  home: {
    welcome: '欢迎使用区域性股权市场登记托管平台',
    intro:
      '企业、投资者和会员机构登录各自的专区，办理登记托管、股份增减与转让、质押冻结等业务；每一次登记变更都有区块链存证，可随时验证。',
    entries: '平台入口',
    signIn: '登录',
    register: '注册账号',
    verify: '存证验证',
    statusPanel: '平台状态',
    tenant: '当前机构',
    shareHolderType: '股东类型',
    region: '所在地区',
    regionPlaceholder: '请选择省 / 市 / 区县',
    noData: '暂无数据',
    // The public site (issue 25 part F, ADR 82).
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
    navHome: '首页',
    navShowcase: '托管企业展示',
    navDisclosure: '信息披露展示',
    members: '会员展示',
  },
};
