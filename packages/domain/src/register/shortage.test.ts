import { describe, expect, it } from 'vitest';
import { shortageDetail, shortageMessage } from './shortage.js';

const holding = (held: bigint, pledged = 0n, frozen = 0n, locked = 0n) => ({ held, pledged, frozen, locked });

describe('shortage messages (ADR 71)', () => {
  it('keeps the short form when nothing is encumbered', () => {
    expect(shortageMessage(holding(1000n), 1001n, '甲')).toBe('可用股份不足：甲可用1000股，申请1001股');
    expect(shortageMessage(holding(1000n), 1001n, '甲', '质押')).toBe(
      '可用股份不足：甲可用1000股，申请质押1001股',
    );
  });

  it('names the pledged, frozen and locked shares and the shortage', () => {
    expect(shortageMessage(holding(1000n, 600n), 500n, '甲')).toBe(
      '可用股份不足：甲持有1000股，其中已质押600股，可用400股，申请500股，缺少100股',
    );
    expect(shortageMessage(holding(1000n, 600n, 100n, 50n), 300n, '甲', '质押')).toBe(
      '可用股份不足：甲持有1000股，其中已质押600股、已冻结100股、限售50股，可用250股，申请质押300股，缺少50股',
    );
    expect(shortageMessage(holding(1000n, 0n, 1n), 1000n, '乙')).toBe(
      '可用股份不足：乙持有1000股，其中已冻结1股，可用999股，申请1000股，缺少1股',
    );
  });

  it('leaves out the shortage when the quantity fits', () => {
    expect(shortageDetail(holding(1000n, 600n), 400n, '转让')).toBe(
      '持有1000股，其中已质押600股，可用400股，申请转让400股',
    );
  });
});
