import { describe, expect, it } from 'vitest';
import { archiveMaterialCategory, loadParams } from './params.js';

const params = loadParams();
const paramValueOf = (key: string): string | undefined =>
  params.find((param) => param.paramKey === key)?.paramValue;

describe('loadParams', () => {
  it('has the switches the spec reads', () => {
    expect(paramValueOf('blockchain.isOpen')).toBe('true');
    expect(paramValueOf('freeze.notice.switch')).toBe('true');
    expect(paramValueOf('processOpenInNewPage')).toBe('false');
    expect(paramValueOf('showPageTab')).toBe('true');
  });

  it('has one top-menu switch per configurable item key 1 to 9', () => {
    for (let key = 1; key <= 9; key += 1) expect(paramValueOf(`bizTopMenu.${key}`)).toBe('true');
  });

  it('stores the archive material categories as JSON lists of { label, value }', () => {
    for (const key of ['elearchive.obj.filetypes', 'elearchive.obj.filetypes.company']) {
      const list: unknown = JSON.parse(paramValueOf(key) ?? '');
      const categories = archiveMaterialCategory.array().min(1).parse(list);
      expect(new Set(categories.map((category) => category.value)).size).toBe(categories.length);
      expect(categories.some((category) => category.label === '营业执照')).toBe(true);
    }
  });

  it('has unique keys, names, and values that parse when they look like JSON', () => {
    expect(new Set(params.map((param) => param.paramKey)).size).toBe(params.length);
    for (const param of params) {
      expect(param.paramName.length).toBeGreaterThan(0);
      if (/^[[{]|^(true|false)$/.test(param.paramValue))
        expect(() => JSON.parse(param.paramValue)).not.toThrow();
    }
  });
});
