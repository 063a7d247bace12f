import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserShims } from '../../test-support/dom-shims';
import { envelope, json, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { recordToasts, renderWithNetwork } from '../../test-support/render-with-network';
import { ATTACH_ZIP_URL, EvidenceZipButton } from './evidence-zip-button';
import { signInAs } from './testing';

const UUID = 'a0000000-0000-4000-8000-000000000001';
const ZIP_ID = 'b0000000-0000-4000-8000-000000000002';
const NAME = '股份转让_20261121000001_存证材料包.zip';
const DOWNLOAD = '/api/blade-resource/oss/endpoint/downloadFile';

let feedback: ReturnType<typeof recordToasts>;
beforeAll(installBrowserShims);
beforeEach(() => {
  signInAs('org');
  feedback = recordToasts();
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:x';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  feedback.dispose();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderButton(answer: (request: RecordedRequest) => Response) {
  return renderWithNetwork(
    <EvidenceZipButton uuid={UUID} bizSn="20261121000001" applyName="股份转让" />,
    routes({
      [ATTACH_ZIP_URL]: answer,
      [DOWNLOAD]: () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': `attachment; filename="_.zip"; filename*=UTF-8''${encodeURIComponent(NAME)}`,
          },
        }),
    }),
  );
}

describe('下载存证材料包', { timeout: 30_000 }, () => {
  it('asks for the package of the application, then downloads its link under the package name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderButton(() =>
      envelope({
        link: `${DOWNLOAD}?attachId=${ZIP_ID}`,
        attachId: ZIP_ID,
        name: NAME,
        size: 4,
        sha256: '0'.repeat(64),
        fileCount: 1,
        receiptCount: 2,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '下载存证材料包' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(NAME);
    const asked = calls.find((c) => c.url.includes('getAttachZip'))!;
    expect(asked.method).toBe('POST');
    expect(JSON.parse(String(asked.body))).toEqual({
      applyName: '股份转让',
      uuid: UUID,
      bizSn: '20261121000001',
    });
    expect(calls.some((c) => c.url.includes(`downloadFile?attachId=${ZIP_ID}`))).toBe(true);
  });

  it('says 获取下载地址失败 when the answer has no link; downloads nothing on a refusal', async () => {
    renderButton(() => envelope({ link: '', attachId: '', name: '' }));
    fireEvent.click(await screen.findByRole('button', { name: '下载存证材料包' }));
    await waitFor(() => expect(feedback.toasts).toContain('error: 获取下载地址失败'));
    cleanup();
    feedback.toasts.length = 0;
    // A refusal: the transport shows its msg (wired by the app shell); nothing is downloaded here.
    const { calls } = renderButton(() =>
      json({ code: 400, success: false, msg: '业务申请不存在：x', data: null }, 400),
    );
    fireEvent.click(await screen.findByRole('button', { name: '下载存证材料包' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('getAttachZip'))).toBe(true));
    await waitFor(() => expect(screen.getByRole('button').className).not.toContain('loading'));
    expect(calls.some((c) => c.url.includes('downloadFile'))).toBe(false);
    expect(feedback.toasts).toEqual([]);
  });
});
