import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ['attachment;filename=%E8%82%A1%E4%B8%9C%E5%90%8D%E5%86%8C.xlsx', '股东名册.xlsx'],
    ["attachment; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.pdf", '营业执照.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%E5%90%88%E5%90%8C.pdf', '合同.pdf'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="100%.txt"', '100%.txt'],
    // UTF-8 bytes sent raw arrive as Latin-1 characters.
    [`attachment; filename="${String.fromCharCode(...new TextEncoder().encode('名册.xlsx'))}"`, '名册.xlsx'],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it.each([null, undefined, '', 'inline', 'attachment; filename=""'])('%s has no file name', (header) => {
    expect(filenameFromContentDisposition(header)).toBeNull();
  });
});
