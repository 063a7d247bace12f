import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { renderWithRouter } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { ledgerUrls } from './api';
import { EvidenceBadge } from './index';
import { createTestLedger } from './testing-ledger';
import type { EvidenceStatement, LedgerReceiptDto } from './types';

const ledger = await createTestLedger(6);
const UUID = 'e0000000-0000-4000-8000-000000000001';

const statement = (receipt: LedgerReceiptDto | null): EvidenceStatement => ({
  chainHash: ledger.receipt(2).leafHash,
  flowKey: '550004',
  appId: '550004',
  biz_id: 'event-3',
  biz_sn: 'ZR20261121000001',
  biz_type_name: '股份转让登记',
  uuid: UUID,
  ext: 'register.event',
  ext5: JSON.stringify({ seq: 3, recordedAt: '2026-11-21T06:00:00.000Z', origin: ledger.latest.keyName }),
  action: null,
  receipt,
});

/** An application's entry of the given step, recorded at `minute` past 06:00 UTC (14:mm in Beijing). */
const applicationEntry = (
  ext: 'application.submit' | 'application.decision',
  action: string,
  minute: number,
): EvidenceStatement => ({
  ...statement(null),
  biz_type_name: '股份转让',
  ext,
  action,
  ext5: JSON.stringify({
    seq: minute,
    recordedAt: `2026-11-21T06:${String(minute).padStart(2, '0')}:00.000Z`,
  }),
});

function network(statements: EvidenceStatement[]) {
  return routes({
    [ledgerUrls.statement]: () => envelope(statements),
    [ledgerUrls.latest]: () => envelope(ledger.latest),
    [ledgerUrls.consistency]: (request) => {
      const q = queryOf(request);
      return envelope(ledger.consistency(Number(q.get('from')), Number(q.get('to'))));
    },
  });
}

screenTestLifecycle();

async function openDialog(statements: EvidenceStatement[]) {
  const view = renderWithRouter(
    <EvidenceBadge uuid={UUID} appId="550004" bizSn="ZR20261121000001" />,
    network(statements),
  );
  fireEvent.click(await screen.findByTestId('evidence-badge'));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByTestId('statement-fields');
  return { ...view, dialog };
}

// The first render loads antd's modules in jsdom (slow on a busy machine).
const SLOW = 20_000;

describe('EvidenceBadge', () => {
  it(
    'asks statement/getStatementDetail by POST with uuid and appId, and opens the statement',
    async () => {
      const { dialog, calls } = await openDialog([statement(ledger.receipt(2, 4))]);
      const call = calls.find((c) => c.url.includes('getStatementDetail'))!;
      expect(call.method).toBe('POST');
      expect(Object.fromEntries(queryOf(call))).toEqual({ uuid: UUID, appId: '550004' });
      const fields = within(dialog).getByTestId('statement-fields');
      expect(fields.textContent).toContain(ledger.receipt(2).leafHash);
      expect(fields.textContent).toContain('ZR20261121000001');
      expect(fields.textContent).toContain('股份转让登记');
      expect(fields.textContent).toContain('条目类型登记事件');
      // Labels and values in words, without developer field names (业务编号, not 业务编号（biz_sn）).
      expect(fields.textContent).toContain('业务编号ZR20261121000001');
      expect(fields.textContent).not.toMatch(/（[\w.]+）/);
      expect(within(dialog).getByRole('link', { name: '存证详情' }).getAttribute('href')).toBe(
        `/areaBlockChainDetail/${ledger.receipt(2).leafHash}`,
      );
      expect(within(dialog).getByRole('link', { name: '公开验证页面' }).getAttribute('href')).toBe(
        `/evidence/verify?hash=${ledger.receipt(2).leafHash}`,
      );
    },
    SLOW,
  );

  it(
    'verifies the receipt in the browser: 验证通过, each step passed, consistency with the latest checkpoint',
    async () => {
      const { dialog, calls } = await openDialog([statement(ledger.receipt(2, 4))]);
      fireEvent.click(within(dialog).getByRole('button', { name: /验\s*证/ }));
      await within(dialog).findByTestId('verification-ok');
      expect(within(dialog).getByTestId('verification-ok').textContent).toContain('验证通过');
      for (const step of ['format', 'leaf', 'inclusion', 'signature', 'consistency']) {
        expect(within(dialog).getByTestId(`step-${step}`).getAttribute('data-status')).toBe('pass');
      }
      const consistency = calls.find((c) => c.url.includes('/nonds/ledger/consistency'))!;
      expect(Object.fromEntries(queryOf(consistency))).toEqual({ from: '4', to: '6' });
      expect(consistency.headers.get('Blade-Auth')).toBeNull();
    },
    SLOW,
  );

  it(
    'shows 验证失败 with the reason for a receipt with one altered digit',
    async () => {
      const good = ledger.receipt(2);
      const altered = { ...good, entry: good.entry.replace('"3000"', '"3001"') };
      const { dialog } = await openDialog([statement(altered)]);
      fireEvent.click(within(dialog).getByRole('button', { name: /验\s*证/ }));
      const failed = await within(dialog).findByTestId('verification-failed');
      expect(failed.textContent).toMatch(
        /^验证失败：存证内容的哈希（[0-9a-f]{64}）与凭证记载的叶子哈希不一致/,
      );
      expect(within(dialog).getByTestId('step-leaf').getAttribute('data-status')).toBe('fail');
      expect(within(dialog).getByTestId('step-inclusion').getAttribute('data-status')).toBe('skip');
    },
    SLOW,
  );

  it(
    'names each entry of an application by its step, the register change included',
    async () => {
      const { dialog } = await openDialog([
        applicationEntry('application.decision', 'complete', 6),
        { ...statement(null), ext5: JSON.stringify({ seq: 5, recordedAt: '2026-11-21T06:05:00.000Z' }) },
        applicationEntry('application.decision', 'approve', 4),
        applicationEntry('application.submit', 'resubmit', 3),
        applicationEntry('application.decision', 'return', 2),
        applicationEntry('application.submit', 'submit', 1),
      ]);
      expect(within(dialog).getByTestId('statement-fields').textContent).toContain(
        '办理环节审批通过（办结）',
      );
      fireEvent.mouseDown(within(dialog).getByRole('combobox'));
      await screen.findAllByRole('option');
      const options = [...document.querySelectorAll('.ant-select-item-option-content')];
      expect(options.map((o) => o.textContent)).toEqual([
        '审批通过（办结） · 股份转让 · 2026-11-21 14:06:00',
        '登记变更 · 股份转让登记 · 2026-11-21 14:05:00',
        '审批通过 · 股份转让 · 2026-11-21 14:04:00',
        '重新提交 · 股份转让 · 2026-11-21 14:03:00',
        '退回修改 · 股份转让 · 2026-11-21 14:02:00',
        '提交申请 · 股份转让 · 2026-11-21 14:01:00',
      ]);
    },
    SLOW,
  );

  it(
    'is not shown when the record has no evidence statement',
    async () => {
      const { calls } = renderWithRouter(<EvidenceBadge uuid={UUID} />, network([]));
      await waitFor(() => expect(calls.some((c) => c.url.includes('getStatementDetail'))).toBe(true));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByTestId('evidence-badge')).toBeNull();
      expect(Object.fromEntries(queryOf(calls[0]!))).toEqual({ uuid: UUID });
    },
    SLOW,
  );
});
