import { describe, expect, it } from 'vitest';
import { unavailableSharesMessage } from './index.js';

const holding = (held: bigint, pledged = 0n, frozen = 0n, locked = 0n) => ({ held, pledged, frozen, locked });

describe('the submit refusal of a transfer beyond the available shares', () => {
  it('more than held, or no holding: the plain 可用股份不足', () => {
    expect(unavailableSharesMessage('甲', holding(100n, 40n), 101n)).toBe(
      '可用股份不足：甲可用60股，申请101股',
    );
    expect(unavailableSharesMessage('甲', null, 1n)).toBe('可用股份不足：甲可用0股，申请1股');
  });

  it('within the holding but encumbered: names each encumbrance and why', () => {
    expect(unavailableSharesMessage('甲', holding(100n, 40n), 61n)).toBe(
      '可用股份不足：甲可用60股，申请61股（持有100股，其中已质押40股；质押、冻结或限售的股份不能转让）',
    );
    expect(unavailableSharesMessage('甲', holding(100n, 10n, 20n, 30n), 100n)).toBe(
      '可用股份不足：甲可用40股，申请100股（持有100股，其中已质押10股、已冻结20股、限售30股；质押、冻结或限售的股份不能转让）',
    );
    expect(unavailableSharesMessage('甲', holding(100n, 0n, 100n), 1n)).toBe(
      '可用股份不足：甲可用0股，申请1股（持有100股，其中已冻结100股；质押、冻结或限售的股份不能转让）',
    );
  });
});
