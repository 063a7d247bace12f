import { describe, expect, it } from 'vitest';
import { newPageTemplate, validatePageConfigText } from './config-validation';

describe('the configurator check', () => {
  it('accepts the new-page template with the registered endpoints', () => {
    expect(validatePageConfigText(newPageTemplate('x1'), ['dictionary.items']).ok).toBe(true);
  });

  it('names bad JSON, unknown keys, URLs, unregistered endpoints and row actions in Chinese', () => {
    expect(validatePageConfigText('{ "schemaVersion": 1,', undefined)).toEqual({
      ok: false,
      errors: ['JSON 格式错误：（根）'],
    });
    const page = JSON.parse(newPageTemplate('x1')) as Record<string, unknown>;
    const withButton = { ...page, rowButtons: [{ label: '看', action: 'nobody.knows' }] };
    expect(validatePageConfigText(JSON.stringify(withButton), ['holders.search'])).toEqual({
      ok: false,
      errors: [
        '未注册的数据接口「dictionary.items」：dataSource.endpoint',
        '未注册的行操作「nobody.knows」：rowButtons[0].action',
      ],
    });
    const url = { ...page, dataSource: { endpoint: 'https://example.com/list' }, colums: [] };
    const result = validatePageConfigText(JSON.stringify(url), undefined);
    expect(result.ok ? [] : result.errors).toEqual([
      '接口只能按注册名称引用，不能使用地址：dataSource.endpoint',
      '不允许的配置项：colums',
    ]);
  });
});
