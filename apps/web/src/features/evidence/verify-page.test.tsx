import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { envelope, json, never, queryOf, routes } from '../../test-support/fake-fetch';
import { renderWithRouter } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { ledgerUrls } from './api';
import { createTestLedger } from './testing-ledger';
import VerifyPage from './verify-page';

const ledger = await createTestLedger(9);
const TENANT = {
  tenantId: '000000',
  tenantName: '演示平台',
  domain: null,
  isSharedPlatform: false,
  forcedTheme: null,
  restrictedCityCode: null,
};

function network(latest: () => Response | Promise<Response> = () => envelope(ledger.latest)) {
  return routes({
    '/api/blade-system/tenant/info': () => envelope(TENANT),
    [ledgerUrls.latest]: latest,
    [ledgerUrls.entry(ledger.receipt(4).leafHash)]: () =>
      envelope({ entry: { seq: 5, leafHash: ledger.receipt(4).leafHash }, receipt: ledger.receipt(4, 6) }),
    [ledgerUrls.consistency]: (request) => {
      const q = queryOf(request);
      return envelope(ledger.consistency(Number(q.get('from')), Number(q.get('to'))));
    },
    [ledgerUrls.entry('f'.repeat(64))]: () =>
      json({ code: 404, success: false, msg: `存证记录不存在：${'f'.repeat(64)}`, data: null }, 404),
  });
}

screenTestLifecycle();

const input = () => screen.getByLabelText('存证凭证') as HTMLTextAreaElement;
const verify = async () => {
  const button = screen.getByRole('button', { name: /验\s*证/ });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
};

// The first render loads antd's modules in jsdom (slow on a busy machine).
const SLOW = 20_000;

describe('the public verification page', () => {
  it(
    'verifies a pasted receipt and fails it with one altered digit',
    async () => {
      renderWithRouter(<VerifyPage />, network(), '/evidence/verify');
      const receipt = ledger.receipt(7);
      fireEvent.change(input(), { target: { value: JSON.stringify(receipt, null, 2) } });
      await verify();
      expect((await screen.findByTestId('verification-ok')).textContent).toContain('验证通过');
      expect(screen.getByTestId('verified-entry').textContent).toContain('"quantity": "8000"');

      fireEvent.change(input(), {
        target: { value: JSON.stringify({ ...receipt, entry: receipt.entry.replace('8000', '8001') }) },
      });
      await verify();
      expect((await screen.findByTestId('verification-failed')).textContent).toMatch(
        /^验证失败：存证内容的哈希（[0-9a-f]{64}）与凭证记载的叶子哈希不一致：存证内容已被改动$/,
      );
      expect(screen.queryByTestId('verified-entry')).toBeNull();
    },
    SLOW,
  );

  it(
    'stops spinning when its verification is cancelled (a route change cancels the pending calls)',
    async () => {
      renderWithRouter(<VerifyPage />, network(never), '/evidence/verify');
      fireEvent.change(input(), { target: { value: JSON.stringify(ledger.receipt(7)) } });
      await verify();
      const busy = await screen.findByRole('button', { name: /正在验证/ });
      await waitFor(() => expect(busy.classList.contains('ant-btn-loading')).toBe(true));
      http.cancelAllPending('route-change');
      const button = await screen.findByRole('button', { name: /验\s*证/ });
      await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
      expect(button.hasAttribute('disabled')).toBe(false);
    },
    SLOW,
  );

  it(
    'fetches the receipt of a ?hash= link without the token and checks it against the latest checkpoint',
    async () => {
      const hash = ledger.receipt(4).leafHash;
      const { calls } = renderWithRouter(<VerifyPage />, network(), `/evidence/verify?hash=${hash}`);
      expect((await screen.findByTestId('verification-ok')).textContent).toContain('验证通过');
      expect(screen.getByText('已按存证哈希取得凭证')).toBeTruthy();
      expect(JSON.parse(input().value)).toEqual(ledger.receipt(4, 6));
      expect(screen.getByTestId('step-consistency').textContent).toContain('树大小 6');
      const entryCall = calls.find((c) => c.url.includes('/nonds/ledger/entry/'))!;
      expect(entryCall.headers.get('Blade-Auth')).toBeNull();
      expect(entryCall.headers.get('Tenant-Id')).toBe('000000');
    },
    SLOW,
  );

  it(
    'checks the signature with the domain’s Ed25519 where the browser’s WebCrypto lacks it, without a warning',
    async () => {
      renderWithRouter(<VerifyPage />, network(), '/evidence/verify');
      const importKey = vi
        .spyOn(crypto.subtle, 'importKey')
        .mockRejectedValue(new DOMException('Unrecognized name', 'NotSupportedError'));
      const webVerify = vi.spyOn(crypto.subtle, 'verify');
      try {
        const receipt = ledger.receipt(2, 5);
        fireEvent.change(input(), { target: { value: JSON.stringify(receipt) } });
        await verify();
        const ok = await screen.findByTestId('verification-ok');
        expect(ok.textContent).toContain('验证通过');
        expect(screen.getByTestId('step-signature').textContent).toMatch(
          /由平台密钥签名（密钥标识 [0-9a-f]{8}）/,
        );
        expect(screen.getByTestId('verification-result').textContent).not.toMatch(/未校验|不支持|WebCrypto/);
        expect(document.querySelector('.ant-alert-warning')).toBeNull();
        expect(importKey).toHaveBeenCalled();
        expect(webVerify).not.toHaveBeenCalled();

        fireEvent.change(input(), {
          target: { value: JSON.stringify({ ...receipt, entry: receipt.entry.replace('3000', '3001') }) },
        });
        await verify();
        expect((await screen.findByTestId('verification-failed')).textContent).toContain('存证内容已被改动');
      } finally {
        vi.restoreAllMocks();
      }
    },
    SLOW,
  );

  it(
    'says what is wrong with unreadable input and unknown hashes',
    async () => {
      renderWithRouter(<VerifyPage />, network(), '/evidence/verify');
      fireEvent.change(input(), { target: { value: 'not a receipt' } });
      await verify();
      expect((await screen.findByTestId('verification-failed')).textContent).toBe(
        '验证失败：无法识别的内容：请提供存证凭证（JSON）、验证链接或64位十六进制存证哈希',
      );
      fireEvent.change(input(), { target: { value: 'F'.repeat(64) } });
      await verify();
      await waitFor(() =>
        expect(screen.getByTestId('verification-failed').textContent).toBe(
          `验证失败：存证记录不存在：${'f'.repeat(64)}`,
        ),
      );
    },
    SLOW,
  );
});
