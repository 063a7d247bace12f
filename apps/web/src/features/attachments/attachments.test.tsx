import type { AttachmentPreview } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, json } from '../../test-support/fake-fetch';
import { renderWithNetwork } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import {
  attachmentsFromCell,
  checkBeforeUpload,
  missingRequired,
  PreviewDialog,
  type UploadRowConfig,
  UploadRows,
} from './index';

const ID = 'a0000000-0000-4000-8000-000000000001';
const feedback = screenTestLifecycle();

function openPreview(preview: AttachmentPreview, onFile?: () => Response) {
  return renderWithNetwork(<PreviewDialog attachId={ID} onClose={() => undefined} />, (request) => {
    if (request.url.includes('/attachments/preview')) return envelope(preview);
    if (request.url.includes('/oss/endpoint/downloadFile') && onFile) return onFile();
    return json({ code: 404, success: false, msg: '接口不存在', data: null }, 404);
  });
}

describe('PreviewDialog', { timeout: 30_000 }, () => {
  it('shows an excel workbook with one tab per sheet, and 关闭 and 下载 buttons', async () => {
    openPreview({
      kind: 'excel',
      originalName: '名单.xlsx',
      sheets: [
        {
          name: '股东名单',
          rows: [
            ['股东名称', '持股数'],
            ['演示投资者甲', '1000'],
          ],
          truncated: false,
        },
        { name: '说明', rows: [['仅供演示']], truncated: true },
      ],
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('预览')).toBeTruthy();
    expect(await within(dialog).findByText('演示投资者甲')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['股东名单', '说明']);
    fireEvent.click(within(dialog).getByRole('tab', { name: '说明' }));
    expect(await within(dialog).findByText('仅供演示')).toBeTruthy();
    const footer = dialog.querySelectorAll('.ant-modal-footer button');
    expect([...footer].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['关闭', '下载']);
  });

  it('puts Word HTML into a sandboxed frame and a PDF into a frame of the signed link', async () => {
    openPreview({ kind: 'word', originalName: '章程.docx', html: '<p>第一条</p>' });
    const frame = (await screen.findByTitle('章程.docx')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>第一条</p>');
    cleanup();
    const inlineUrl = `/api/blade-resource/oss/endpoint/downloadFile?attachId=${ID}&inline=1&sign=x`;
    openPreview({ kind: 'pdf', originalName: '协议.pdf', mediaType: 'application/pdf', inlineUrl });
    expect(((await screen.findByTitle('协议.pdf')) as HTMLIFrameElement).getAttribute('src')).toBe(inlineUrl);
  });

  it('downloads under the name from Content-Disposition', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs.
    URL.createObjectURL = (b: Blob) => {
      created.push(b);
      return 'blob:x';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = openPreview(
      { kind: 'text', originalName: '说明.txt', text: '中文', charset: 'gb18030', truncated: false },
      () =>
        new Response('中文', {
          headers: {
            'content-type': 'text/plain',
            'content-disposition': 'attachment; filename="__.txt"; filename*=UTF-8\'\'%E8%AF%B4%E6%98%8E.txt',
          },
        }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('中文')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /下\s*载/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('说明.txt');
    expect(await created[0]!.text()).toBe('中文');
    expect(calls.some((c) => c.url.includes(`downloadFile?attachId=${ID}`))).toBe(true);
    click.mockRestore();
  });
});

const rows: UploadRowConfig[] = [
  { prop: 'license', label: '营业执照', accept: ['pdf', 'jpg'], maxSizeMb: 2, required: true },
  { prop: 'other', label: '其他补充材料', other: true, required: true },
];

function renderRows(answer: () => Response) {
  const onChange = vi.fn();
  const view = renderWithNetwork(<UploadRows rows={rows} value={{}} onChange={onChange} />, () => answer());
  const input = () => view.container.querySelectorAll('input[type="file"]')[0] as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
  return { ...view, onChange, choose };
}

describe('UploadRows', { timeout: 30_000 }, () => {
  it('refuses a type outside the row and an oversized file before sending anything', async () => {
    const { choose, calls } = renderRows(() => envelope(null));
    choose(new File(['x'], '说明.docx'));
    await waitFor(() => expect(feedback.toasts).toContain('error: 该文件不符合文件类型限制！'));
    const big = new File(['x'], '大.pdf');
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    choose(big);
    await waitFor(() => expect(feedback.toasts).toContain('error: 上传文件大小不能超过2M'));
    expect(calls.length).toBe(0);
  });

  it('adds an uploaded file to the value, sending the row limits', async () => {
    const { choose, onChange, calls } = renderRows(() =>
      envelope(
        {
          link: '',
          domain: '',
          name: 'k',
          originalName: '执照.pdf',
          attachId: ID,
          size: 1,
          sha256: 'a',
          mediaType: 'application/pdf',
        },
        200,
        '上传成功！',
      ),
    );
    choose(new File(['%PDF'], '执照.pdf'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ license: [{ attachId: ID, originalName: '执照.pdf' }] }),
    );
    const body = calls[0]!.body as FormData;
    expect(body.get('accept')).toBe('pdf,jpg');
    expect(body.get('maxSize')).toBe('2');
    expect(calls[0]!.url).toContain('/put-file-attach');
  });

  it('removes a failed upload from the list and shows the server message', async () => {
    const { choose, onChange, container, env } = renderRows(() =>
      json({ code: 400, success: false, msg: '执照.pdf：文件内容与扩展名不符', data: null }, 400),
    );
    choose(new File(['MZ'], '执照.pdf'));
    await waitFor(() => expect(env.messages).toContain('执照.pdf：文件内容与扩展名不符'));
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    expect(feedback.toasts).not.toContain('error: 上传失败！');
  });

  it('names the missing required rows with the spec messages', () => {
    expect(missingRequired(rows, { license: [{ attachId: ID, originalName: 'a.pdf' }] })).toEqual([
      { prop: 'other', label: '其他补充材料', message: 'otherRequired' },
    ]);
    expect(missingRequired(rows, {}).map((m) => m.message)).toEqual(['fileRequired', 'otherRequired']);
    expect(checkBeforeUpload(rows[0]!, { name: 'b.PDF', size: 10 }, 1)).toEqual({ key: 'fileCount' });
    expect(checkBeforeUpload(rows[1]!, { name: 'v.mp4', size: 10 }, 0)).toBeNull();
  });
});

describe('attachmentsFromCell', () => {
  it('reads comma-separated names with ids, JSON lists, and ignores blanks and @', () => {
    expect(attachmentsFromCell('a.pdf,b.jpg', '1,2')).toEqual([
      { originalName: 'a.pdf', attachId: '1' },
      { originalName: 'b.jpg', attachId: '2' },
    ]);
    expect(attachmentsFromCell('[{"attachId":"9","originalName":"协议.pdf"},{"x":1}]')).toEqual([
      { attachId: '9', originalName: '协议.pdf' },
    ]);
    expect(attachmentsFromCell('@')).toEqual([]);
    expect(attachmentsFromCell('[broken')).toEqual([]);
  });
});
