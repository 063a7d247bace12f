import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindHttpEffects } from '../../lib/http';
import { createFakeFetch, envelope, type FakeHandler, queryOf } from '../../test-support/fake-fetch';
import { PRINT_POLL_TRIES, voucherPagePath, waitForPrintableVoucher } from './voucher';

const CHECK_PRINT = '/api/rem-registrationbizweb/applyform/checkPrint';

function network(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.calls;
}

let unbind: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  unbind = bindHttpEffects({
    showError: () => undefined,
    confirm: async () => false,
    navigate: () => undefined,
    logout: () => undefined,
  });
});
afterEach(() => {
  unbind();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('print voucher polling (001 §4.9 point 5, §9)', () => {
  it('asks checkPrint every second and answers the uuid as soon as the voucher is printable', async () => {
    let n = 0;
    const calls = network(() =>
      envelope(++n < 3 ? { printable: false, uuid: null } : { printable: true, uuid: 'u-1' }),
    );
    const result = waitForPrintableVoucher({ bizId: '20261121000001', appCode: '550004', nodeKey: 'detail' });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('u-1');
    expect(calls).toHaveLength(3);
    expect(calls[0]!.url).toContain(CHECK_PRINT);
    expect(Object.fromEntries(queryOf(calls[0]!))).toEqual({
      bizId: '20261121000001',
      appCode: '550004',
      nodeKey: 'detail',
    });
  });

  it('gives up after 15 tries (14 seconds of waiting) with null', async () => {
    const calls = network(() => envelope({ printable: false, uuid: null }));
    let settled: string | null | undefined;
    void waitForPrintableVoucher({ bizId: 'B' }).then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(13_999);
    expect(calls).toHaveLength(14);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(PRINT_POLL_TRIES);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toBeNull();
    expect(calls).toHaveLength(15);
  });

  it('counts a failed call as a try and keeps polling', async () => {
    let n = 0;
    const calls = network(() =>
      ++n === 1 ? envelope(null, 500, '系统错误') : envelope({ printable: true, uuid: 'u-2' }),
    );
    const result = waitForPrintableVoucher({ bizId: 'B' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('u-2');
    expect(calls).toHaveLength(2);
  });

  it('opens the voucher page by uuid', () => {
    expect(voucherPagePath('a b')).toBe('/process_pdf?uuid=a%20b');
  });
});
