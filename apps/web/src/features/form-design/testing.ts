/** A small valid form schema of 590101 (node apply): one group, a required 企业名称 and an optional 企业简称. */
export const testSchema = () => ({
  schemaVersion: 1,
  appId: '590101',
  nodeId: 'apply',
  title: '测试表单',
  groups: [
    {
      key: 'basic',
      title: '基本信息',
      fields: [
        { type: 'input', prop: 'companyName', label: '企业名称', rules: [{ kind: 'required' }] },
        { type: 'input', prop: 'shortName', label: '企业简称' },
      ],
    },
  ],
});
