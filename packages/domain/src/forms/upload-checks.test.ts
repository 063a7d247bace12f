import { describe, expect, it } from 'vitest';
import type { FieldState } from './field-states.js';
import type { UploadField } from './schema-fields.js';
import { checkUpload, fileExtension } from './upload-checks.js';

// Upload rows (000 §5, 001 §9) checked directly: the shape of each file, the extension, the size
// limit to the byte, the count limit, and the field-level required rule.
const MB = 1024 * 1024;
const field = (over: Record<string, unknown> = {}) =>
  ({
    type: 'upload',
    prop: 'files',
    label: '附件',
    rows: [
      { prop: 'license', label: '营业执照', accept: ['pdf'], maxSize: 2 },
      { prop: 'other', label: '其他补充材料', accept: ['pdf'] },
    ],
    ...over,
  }) as UploadField;
const state = (required = false): FieldState => ({
  visible: true,
  disabled: false,
  readOnly: false,
  required,
  validated: true,
});
const file = (originalName = 'a.pdf', size?: number) => ({
  attachId: 'a1',
  originalName,
  ...(size === undefined ? {} : { size }),
});
const check = (value: unknown, required = false, over: Record<string, unknown> = {}) =>
  checkUpload(field(over), state(required), value).map((p) => `${p.prop} ${p.message}`);

describe('upload fields', () => {
  it('names the extension after the last dot, lower-cased, or none', () => {
    expect(fileExtension('a.b.PDF')).toBe('pdf');
    expect(fileExtension('.pdf')).toBe('pdf');
    expect(fileExtension('readme')).toBe('');
  });

  it('refuses a file that is not an uploaded file: no id, no name, a size that is not a count', () => {
    const bad = [
      null,
      'a.pdf',
      { originalName: 'a.pdf' },
      { attachId: 'a1' },
      { attachId: 'a1', originalName: 'a.pdf', size: -1 },
      { attachId: 'a1', originalName: 'a.pdf', size: '5' },
    ];
    for (const f of bad) expect(check({ license: [f] })).toEqual(['files.license 营业执照的格式不正确']);
    expect(check({ license: [file('a.pdf', 0)] })).toEqual([]);
  });

  it('takes a file of exactly the limit, in bytes, and refuses one byte more', () => {
    expect(check({ license: [file('a.pdf', 2 * MB)] })).toEqual([]);
    expect(check({ license: [file('a.pdf', 2 * MB + 1)] })).toEqual(['files.license 上传文件大小不能超过2M']);
    expect(check({ other: [file('a.pdf', 50 * MB)] })).toEqual([]);
    expect(check({ other: [file('a.pdf', 50 * MB + 1)] })).toEqual(['files.other 上传文件大小不能超过50M']);
  });

  it('limits the count only where the row sets a limit', () => {
    expect(check({ other: [file(), file(), file()] })).toEqual([]);
  });

  it('reads null as no files, and refuses a value or a row of the wrong shape', () => {
    expect(check(null)).toEqual([]);
    expect(check({ license: null, other: undefined })).toEqual([]);
    expect(check('a.pdf')).toEqual(['files 附件的格式不正确']);
    expect(check({ license: 'a.pdf' })).toEqual(['files.license 营业执照的格式不正确']);
  });

  it('asks a required field for one file in any row, with its own message when the rule has one', () => {
    expect(check({ other: [file()] }, true)).toEqual([]);
    expect(check({ license: [], other: [] }, true)).toEqual(['files 请上传文件']);
    expect(
      check({}, true, {
        rules: [
          { kind: 'min', value: 1 },
          { kind: 'required', message: '请上传材料' },
        ],
      }),
    ).toEqual(['files 请上传材料']);
    expect(check({}, true, { rules: [{ kind: 'min', value: 1 }] })).toEqual(['files 请上传文件']);
  });
});
