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
    navHome: '首页',
    navShowcase: '托管企业展示',
    navDisclosure: '信息披露展示',
  },
};
