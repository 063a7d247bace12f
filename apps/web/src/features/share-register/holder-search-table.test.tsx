import type { HolderRecord } from '@rer/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, type RecordedRequest, routes } from '../../test-support/fake-fetch';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { HolderSearchTable } from './holder-search-table';
import { renderScreen } from './testing';

const QUERY = '/api/rem-registrationbizweb/holder/queryByKey';

const holder = (n: number, status = 1): HolderRecord => ({
  uuid: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  holderUuid: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  holderName: `股东${n}`,
  accountNumber: `D${String(n).padStart(9, '0')}`,
  userCode: null,
  organType: 2,
  certType: '1',
  certificateNo: `210202********${String(1000 + n)}`,
  mobile: null,
  capitalAccount: null,
  holderAccountStatus: status,
  holderType: 1,
  companyId: null,
  productType: null,
  isSign: 0,
});

/** A server of 23 holders, paged as queryByKey pages (pageNo, pageSize), filtered by an exact key. */
function server(request: RecordedRequest) {
  const body = JSON.parse(String(request.body)) as { pageNo: number; pageSize: number; key?: string };
  const all = Array.from({ length: 23 }, (_, i) => holder(i + 1, i === 1 ? 2 : 1)).filter(
    (h) => body.key === undefined || h.accountNumber === body.key,
  );
  const records = all.slice((body.pageNo - 1) * body.pageSize, body.pageNo * body.pageSize);
  return envelope({
    records,
    total: all.length,
    size: body.pageSize,
    current: body.pageNo,
    pages: Math.ceil(all.length / body.pageSize),
    totalCapped: false,
  });
}

const bodies = (calls: RecordedRequest[]) =>
  calls
    .filter((c) => c.url.includes(QUERY))
    .map((c) => JSON.parse(String(c.body)) as Record<string, unknown>);

const feedback = screenTestLifecycle();

describe('HolderSearchTable', { timeout: 30_000 }, () => {
  it('pages on the server 5 at a time with the form filters (999 sent as given)', async () => {
    const { calls } = renderScreen(
      <HolderSearchTable filters={{ organType: 2, isSign: 1, productTypes: ['999'] }} />,
      routes({ [QUERY]: server }),
    );
    expect(await screen.findByText('股东5')).toBeTruthy();
    expect(screen.queryByText('股东6')).toBeNull();
    expect(bodies(calls)[0]).toEqual({
      organType: 2,
      isSign: 1,
      productTypes: ['999'],
      pageNo: 1,
      pageSize: 5,
    });
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('股东6')).toBeTruthy();
    expect(bodies(calls).at(-1)).toMatchObject({ pageNo: 2, pageSize: 5 });
  });

  it('searches by a key from the first page', async () => {
    const { calls } = renderScreen(<HolderSearchTable />, routes({ [QUERY]: server }));
    await screen.findByText('股东1');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('股东11');
    fireEvent.change(screen.getByPlaceholderText('股东名称、登记账号或证件号码'), {
      target: { value: ' D000000017 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('股东17')).toBeTruthy();
    expect(bodies(calls).at(-1)).toMatchObject({ key: 'D000000017', pageNo: 1 });
  });

  it('selects one row, refusing a closed account', async () => {
    const onSelect = vi.fn();
    renderScreen(<HolderSearchTable onSelect={onSelect} />, routes({ [QUERY]: server }));
    await screen.findByText('股东1');
    const radios = screen.getAllByRole('radio');
    fireEvent.click(radios[1]!);
    await waitFor(() => expect(feedback.toasts).toContain('error: 用户不存在'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(radios[2]!);
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ holderName: '股东3' })),
    );
    await waitFor(() => expect((screen.getAllByRole('radio')[2] as HTMLInputElement).checked).toBe(true));
  });
});
