import { describe, expect, it } from 'vitest';
import { checkDraft, draftOps, isRequiredField, patchObject, setRequired, toDraft } from './schema-draft';
import { testSchema } from './testing';

describe('the designer draft', () => {
  it('adds, moves and removes groups and fields with unique names', () => {
    let draft = toDraft(testSchema());
    draft = draftOps.addGroup(draft);
    draft = draftOps.addField(draft, 1);
    draft = draftOps.addField(draft, 1);
    expect(draft.groups.map((g) => g.key)).toEqual(['basic', 'group2']);
    expect(draft.groups[1]?.fields.map((f) => f.prop)).toEqual(['field3', 'field4']);
    expect(checkDraft(draft).ok).toBe(true);
    draft = draftOps.moveGroup(draft, 1, -1);
    expect(draft.groups.map((g) => g.key)).toEqual(['group2', 'basic']);
    draft = draftOps.moveField(draft, 1, 1, -1);
    expect(draft.groups[1]?.fields.map((f) => f.prop)).toEqual(['shortName', 'companyName']);
    draft = draftOps.removeField(draftOps.removeGroup(draft, 0), 0, 0);
    expect(draft.groups[0]?.fields.map((f) => f.prop)).toEqual(['companyName']);
  });

  it('patches properties, clearing a key with an empty value, and toggles the required rule', () => {
    const field = {
      type: 'input',
      prop: 'a',
      label: 'A',
      placeholder: 'x',
      rules: [{ kind: 'max', value: 3 }],
    };
    expect(patchObject(field, { placeholder: '', span: 12 })).toEqual({
      type: 'input',
      prop: 'a',
      label: 'A',
      span: 12,
      rules: [{ kind: 'max', value: 3 }],
    });
    const required = setRequired(field, true);
    expect(isRequiredField(required)).toBe(true);
    expect(required.rules).toEqual([{ kind: 'required' }, { kind: 'max', value: 3 }]);
    expect(setRequired(setRequired({ type: 'input', prop: 'b' }, true), false)).toEqual({
      type: 'input',
      prop: 'b',
    });
  });

  it('is checked by the schema’s own parser, with Chinese errors naming the path', () => {
    let draft = toDraft(testSchema());
    draft = draftOps.patchGroup(draft, 0, { title: '' });
    draft = draftOps.patchField(draft, 0, 1, { prop: '1bad' });
    const check = checkDraft(draft);
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.errors).toEqual(
      expect.arrayContaining([
        '缺少必填配置项：groups[0].title',
        '字段名只能包含字母、数字和下划线，不能以数字开头，最长64个字符：groups[0].fields[1].prop',
      ]),
    );
    const scripted = draftOps.patchField(toDraft(testSchema()), 0, 0, { placeholder: 'javascript:alert(1)' });
    expect(checkDraft(scripted)).toEqual({
      ok: false,
      errors: ['不允许在配置中使用脚本：groups[0].fields[0].placeholder'],
    });
  });
});
