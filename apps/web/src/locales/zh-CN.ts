/** Simplified Chinese, the default language. Messages quoted by the spec are verbatim. */
export const zhCN = {
  app: {
    platformName: '区域性股权市场登记托管平台',
    loading: '加载中…',
    supportedBrowsers: '建议使用 Chrome、Firefox 或 IE 11 及以上版本的浏览器访问本平台',
    language: '语言',
  },
  route: {
    home: '首页',
    building: '建设中',
    forbidden: '无权访问',
    notFound: '页面不存在',
    serverError: '系统错误',
  },
  http: {
    unknownError: '未知错误',
    sessionExpired: '登录已过期，请重新登录。',
    gatewayTimeout: '系统正在操作中，请稍后查看后续数据，如有问题，请联系系统管理员。',
    requestTimeout: '请求已超时，请稍后查看后续数据…',
    networkError: '网络连接异常，请检查网络后重试',
    serverUnavailable: '服务暂时不可用（{{status}}），请稍后重试',
    promptTitle: '提示',
    ok: '确定',
    cancel: '取消',
  },
  data: {
    dictionaryFailed: '获取字典值失败',
    fetchFailed: '获取数据失败',
  },
  errorPage: {
    forbidden: '抱歉，您无权访问该页面。',
    notFound: '抱歉，您访问的页面不存在。',
    serverError: '抱歉，系统出现错误，请稍后重试。',
    backHome: '返回首页',
  },
  building: {
    title: '建设中',
    description: '该功能正在建设中，敬请期待。',
  },
  home: {
    statusPanel: '平台状态',
    tenant: '当前机构',
    shareHolderType: '股东类型',
    region: '所在地区',
    regionPlaceholder: '请选择省 / 市 / 区县',
    noData: '暂无数据',
  },
};

export type Messages = typeof zhCN;
