import { describe, expect, it } from 'vitest';
import { checkDeclarationAttachments, declarationFileProblem } from './declaration-attachments.js';

const required = { slot: '1011', label: '通知书', required: true, fileLimit: 1 };
const other = { slot: 'att5', label: '其他附件', required: false, fileLimit: 2 };
const MB = 1024 * 1024;

describe('declaration attachments (001 §5.10)', () => {
  it('checks type, then size, then count, with the spec messages', () => {
    expect(declarationFileProblem({ name: 'a.PDF', size: 50 * MB }, 0, required)).toBeNull();
    expect(declarationFileProblem({ name: 'a.jpeg' }, 0, required)).toBeNull();
    expect(declarationFileProblem({ name: 'a.gif', size: 60 * MB }, 1, required)).toBe(
      '只能上传JPG、PNG、PDF文件',
    );
    expect(declarationFileProblem({ name: 'pdf', size: 1 }, 0, required)).toBe('只能上传JPG、PNG、PDF文件');
    expect(declarationFileProblem({ name: 'a.png', size: 50 * MB + 1 }, 1, required)).toBe(
      '文件不能超过 50MB',
    );
    expect(declarationFileProblem({ name: 'a.png', size: 1 }, 1, required)).toBe('超出最大文件上传数量');
    expect(declarationFileProblem({ name: 'a.png', size: 1 }, 1, other)).toBeNull();
  });

  it('checks every slot and refuses unknown slots and malformed values', () => {
    const f = { attachId: 'x', originalName: 'x.pdf' };
    expect(checkDeclarationAttachments({ '1011': [f] }, [required, other])).toEqual([]);
    expect(checkDeclarationAttachments(undefined, [required, other])).toEqual([
      { part: 'att.1011', label: '通知书', message: '请上传文件' },
    ]);
    expect(checkDeclarationAttachments({ '1011': [f], '9999': [f] }, [required])).toEqual([
      { part: 'att.9999', label: '附件', message: '未知的附件类别：9999' },
    ]);
    expect(checkDeclarationAttachments({ '1011': f }, [required])[0]?.message).toBe('通知书的格式不正确');
    expect(
      checkDeclarationAttachments({ '1011': [{ attachId: '', originalName: 'a.pdf' }] }, [required])[0]
        ?.message,
    ).toBe('通知书的格式不正确');
    expect(checkDeclarationAttachments([], [required])[0]?.message).toBe('附件的格式不正确');
    expect(checkDeclarationAttachments({ '1011': [f], att5: [f, f, f] }, [required, other])).toEqual([
      { part: 'att.att5', label: '其他附件', message: '超出最大文件上传数量' },
    ]);
  });
});
