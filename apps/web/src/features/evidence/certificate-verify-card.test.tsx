import { sha256Hash, toHex, utf8 } from '@rer/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, json, queryOf, routes } from '../../test-support/fake-fetch';
import { renderWithRouter } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { ledgerUrls } from './api';
import { CertificateVerifyCard } from './certificate-verify-card';
import { createTestLedger } from './testing-ledger';
import type { HoldingCertificateVerification } from './types';

const NO = 'CGZM202611290123456789';
const PDF = '%PDF-1.3 持股证明 6,000,000';
const PDF_HASH = toHex(sha256Hash(utf8(PDF)));
const total = { held: '6000000', pledged: '1000000', frozen: '200000', locked: '0', available: '4800000' };
// Entry 2: the certificate's facts; entry 3: its PDF (hash); the others any register events.
const ledger = await createTestLedger(5, '', undefined, (i) =>
  i === 2
    ? { certificateNo: NO, holding: { total } }
    : i === 3
      ? { certificateNo: NO, sha256: PDF_HASH, factsLeafHash: 'facts' }
      : null,
);
const factsReceipt = ledger.receipt(2);
const documentReceipt = ledger.receipt(3);
const answer = (over: Partial<HoldingCertificateVerification> = {}): HoldingCertificateVerification => ({
  certificateNo: NO,
  issuer: '演示股权交易中心',
  issuedAt: '2026-11-29T02:00:00.000Z',
  asOf: '2026-11-28',
  companyName: '大连演示科技股份有限公司',
  holderName: '演*****',
  holding: { lines: [{ shareNature: '4', ...total }], total, issuedShares: '9000000', ratio: '66.6666' },
  facts: { leafHash: 'facts', receipt: factsReceipt },
  document: {
    sha256: PDF_HASH,
    size: PDF.length,
    leafHash: documentReceipt.leafHash,
    receipt: documentReceipt,
  },
  ...over,
});

function network(verification: () => HoldingCertificateVerification = answer) {
  return routes({
    [ledgerUrls.latest]: () => envelope(ledger.latest),
    [ledgerUrls.certificate]: (request) => {
      const q = queryOf(request);
      if (q.get('certificateNo') === NO || q.get('sha256') === PDF_HASH) return envelope(verification());
      return json(
        {
          code: 404,
          success: false,
          msg: '未找到与该文件一致的持股证明：该文件不是本平台开具的持股证明，或其内容已被修改',
          data: null,
        },
        404,
      );
    },
  });
}

screenTestLifecycle();
const SLOW = 20_000;
const choose = (content: string) => {
  const input = screen
    .getByTestId('certificate-verify')
    .querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([content], 'certificate.pdf', { type: 'application/pdf' })] },
  });
};

describe('持股证明核验 (ADR 76)', () => {
  it(
    'verifies a certificate number: the receipt against the signed checkpoint, the facts shown',
    async () => {
      renderWithRouter(<CertificateVerifyCard tenantReady />, network(), '/evidence/verify');
      fireEvent.change(screen.getByLabelText('证明编号'), { target: { value: NO.toLowerCase() } });
      fireEvent.click(screen.getByRole('button', { name: '按证明编号核验' }));
      const verified = await screen.findByTestId('certificate-verified');
      expect(verified.textContent).toContain('6,000,000 股');
      expect(verified.textContent).toContain('1,000,000 股');
      expect(verified.textContent).toContain('演*****');
    },
    SLOW,
  );

  it(
    'verifies the issued PDF by its hash and refuses a changed one',
    async () => {
      renderWithRouter(<CertificateVerifyCard tenantReady />, network(), '/evidence/verify');
      choose(PDF);
      expect((await screen.findByTestId('certificate-verified')).textContent).toContain(
        '该文件与登记机构开具',
      );
      choose(PDF.replace('6,000,000', '9,000,000'));
      expect((await screen.findByTestId('certificate-verify-failed')).textContent).toContain(
        '核验未通过：未找到与该文件一致的持股证明',
      );
    },
    SLOW,
  );

  it(
    'fails when the answer’s stated quantity is not what the ledger entry commits to',
    async () => {
      const forged = { ...total, held: '9000000' };
      renderWithRouter(
        <CertificateVerifyCard tenantReady />,
        network(() =>
          answer({ holding: { lines: [], total: forged, issuedShares: '9000000', ratio: '100.0000' } }),
        ),
        `/evidence/verify?certificateNo=${NO}`,
      );
      await waitFor(() =>
        expect(screen.getByTestId('certificate-verify-failed').textContent).toContain(
          '证明所载持股数量与存证记录不一致',
        ),
      );
    },
    SLOW,
  );
});
