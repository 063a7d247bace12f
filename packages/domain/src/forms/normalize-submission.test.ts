import { describe, expect, it } from 'vitest';
import { normalizeSubmission, SPACE_FREE_NAME_PROPS } from './normalize-submission.js';
import { parseFormSchema } from './parse-form-schema.js';
import type { FormSchema } from './schema.js';

function schemaOf(fields: unknown[]): FormSchema {
  const result = parseFormSchema({
    schemaVersion: 1,
    appId: '550001',
    nodeId: 'apply',
    title: '测试',
    groups: [{ key: 'g', title: 'G', fields }],
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.schema;
}

const schema = schemaOf([
  { type: 'input', prop: 'companyName', label: '企业名称' },
  { type: 'input', prop: 'address', label: '地址' },
  {
    type: 'upload',
    prop: 'files',
    label: '附件',
    rows: [{ prop: 'a', label: 'A', accept: ['pdf'] }],
  },
]);

describe('normalizeSubmission (001 §4.9, §5.19)', () => {
  it('lists exactly the name fields of 001 §5.19', () => {
    expect(SPACE_FREE_NAME_PROPS).toEqual([
      'name',
      'shortName',
      'projectName',
      'newCompanyName',
      'newCompanyShortName',
      'companyName',
      'companyShortName',
      'memberName',
      'accountabbr',
    ]);
  });

  it('trims strings at any depth and removes every space from name fields', () => {
    const input = {
      companyName: ' 福建 某某\u3000科技 有限公司 ',
      shortName: ' 某 某 ',
      address: '  福州市 鼓楼区  ',
      rows: [{ name: ' 张 三 ', note: ' x ' }],
      nested: { a: [' b '] },
      count: 3,
      flag: true,
      nothing: null,
    };
    expect(normalizeSubmission(schema, input)).toEqual({
      companyName: '福建某某科技有限公司',
      shortName: '某某',
      address: '福州市 鼓楼区',
      rows: [{ name: '张 三', note: 'x' }],
      nested: { a: ['b'] },
      count: 3,
      flag: true,
      nothing: null,
    });
  });

  it('leaves upload values alone and does not modify its input', () => {
    const input = { files: { a: [{ attachId: ' 1 ', originalName: ' a.pdf' }] }, address: ' x ' };
    const copy = structuredClone(input);
    expect(normalizeSubmission(schema, input).files).toEqual(input.files);
    expect(input).toEqual(copy);
  });

  it('keeps a "__proto__" key as plain data', () => {
    const input = JSON.parse('{"__proto__": {"polluted": " yes "}, "address": " x "}') as Record<
      string,
      unknown
    >;
    const output = normalizeSubmission(schema, input);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.hasOwn(output, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
