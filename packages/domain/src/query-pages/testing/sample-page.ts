/** A page using every feature of the configuration (tests of the parser and the mapping). */
export const samplePage = () => ({
  schemaVersion: 1,
  pageKey: 'holderQuery',
  title: '股东查询',
  dataSource: {
    endpoint: 'holders.search',
    params: [
      { param: 'holderName', fromField: 'name' },
      { param: 'holderAccountStatus', value: 1 },
    ],
  },
  defaultFields: [{ prop: 'appId', label: '业务编号', fromQuery: 'appId', required: true }],
  searchFields: [
    { type: 'text', prop: 'name', label: '股东名称' },
    { type: 'select', prop: 'organType', label: '股东类型', options: { source: 'dict', code: 'organType' } },
    {
      type: 'select',
      prop: 'status',
      label: '状态',
      options: { source: 'static', items: [{ value: '1', label: '正常' }] },
    },
    { type: 'dateRange', prop: 'openDate', label: '开户日期', startParam: 'openStart', endParam: 'openEnd' },
  ],
  columns: [
    { prop: 'holderName', label: '股东名称' },
    { prop: 'organType', label: '股东类型', dictName: 'organType' },
  ],
  selection: true,
  rowButtons: [
    {
      label: '详情',
      action: 'holder.detail',
      visibleWhen: { path: 'row.status', operator: 'eq', value: 1 },
    },
  ],
  pagination: { pageSizes: [5, 10, 15, 20, 30], defaultPageSize: 5 },
});
