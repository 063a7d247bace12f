import type { HoldingCertificateRow } from '@rer/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, renderPage } from '../../test-support/admin-screen';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { HOLDING_CERTIFICATE_DOWNLOAD_URL, HOLDING_CERTIFICATE_LIST_URL } from './api';
import { ApplicationCertificate } from './application-certificate';
import CertificateListPage from './certificate-list-page';

let view: ReturnType<typeof renderPage> | undefined;
beforeAll(() => installBrowserShims());
afterEach(() => {
  cleanup();
  view?.dispose();
  view = undefined;
  vi.restoreAllMocks();
});

const APPLICATION = 'a0000000-0000-4000-8000-000000000115';
const row: HoldingCertificateRow = {
  certificateNo: 'CGZM202611290123456789',
  bizSn: '20261129000115',
  applicationId: APPLICATION,
  companyName: '大连演示科技股份有限公司',
  holderName: '大连演示制造有限公司',
  accountNumber: 'D000000004',
  asOf: '2025-12-31',
  issuedAt: '2026-11-29T02:00:00.000Z',
  total: '3600000',
};
const page = (records: HoldingCertificateRow[]) =>
  envelope({ records, total: records.length, current: 1, size: 10, pages: 1 });
const pdf = () =>
  new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`持股证明_${row.certificateNo}.pdf`)}`,
    },
  });

describe('持股证明 (ADR 76)', { timeout: 60_000 }, () => {
  it('lists the certificates with their totals and downloads one by its number', async () => {
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    view = renderPage({
      pattern: '/holdingCertificates',
      path: '/holdingCertificates',
      page: <CertificateListPage />,
      handler: routes({
        [HOLDING_CERTIFICATE_LIST_URL]: () => page([row]),
        [HOLDING_CERTIFICATE_DOWNLOAD_URL]: pdf,
      }),
    });
    expect(await screen.findByText(row.certificateNo, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('3,600,000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('download-holding-certificate'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const download = view.calls.find((c) => c.url.includes(HOLDING_CERTIFICATE_DOWNLOAD_URL));
    expect(download && queryOf(download).get('certificateNo')).toBe(row.certificateNo);

    fireEvent.click(screen.getByRole('button', { name: '申请持股证明' }));
    await screen.findByTestId('elsewhere');
    expect(view.router.state.location.search).toBe('?appId=550115&nodeId=apply');
  });

  it('shows an application’s certificate once issued, and when it will come before', async () => {
    view = renderPage({
      pattern: '/detail',
      path: '/detail',
      page: <ApplicationCertificate applicationId={APPLICATION} />,
      handler: routes({
        [HOLDING_CERTIFICATE_LIST_URL]: (request) =>
          page(queryOf(request).get('applicationId') === APPLICATION ? [row] : []),
      }),
    });
    expect(
      (await screen.findByTestId('holding-certificate-issued', {}, { timeout: 10_000 })).textContent,
    ).toContain(row.certificateNo);
    cleanup();
    view.dispose();
    view = renderPage({
      pattern: '/detail',
      path: '/detail',
      page: <ApplicationCertificate applicationId={null} />,
      handler: routes({}),
    });
    expect((await screen.findByTestId('holding-certificate-pending')).textContent).toContain(
      '审核通过后开具持股证明',
    );
    expect(view.calls).toHaveLength(0);
  });
});
