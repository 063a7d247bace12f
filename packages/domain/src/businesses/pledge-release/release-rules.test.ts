import { describe, expect, it } from 'vitest';
import { releaseQuantity } from './release-rules.js';

describe('pledge release quantity (ADR 71)', () => {
  it('a full release takes whatever the pledge still covers', () => {
    expect(releaseQuantity({ releaseType: '1', releaseShares: '5' }, 600n)).toEqual({
      ok: true,
      quantity: 600n,
    });
  });

  it('a partial release takes a positive whole number up to what remains', () => {
    expect(releaseQuantity({ releaseType: '2', releaseShares: '600' }, 600n)).toEqual({
      ok: true,
      quantity: 600n,
    });
    expect(releaseQuantity({ releaseType: '2', releaseShares: '1' }, 600n)).toEqual({
      ok: true,
      quantity: 1n,
    });
    expect(releaseQuantity({ releaseType: '2', releaseShares: '601' }, 600n)).toEqual({
      ok: false,
      prop: 'releaseShares',
      message: '解除数量超过该质押尚余的质押股份：尚余600股，申请解除601股',
    });
    expect(releaseQuantity({ releaseType: '2', releaseShares: '0' }, 600n)).toMatchObject({
      ok: false,
      message: '请输入正整数',
    });
    expect(releaseQuantity({ releaseType: '2' }, 600n)).toEqual({
      ok: false,
      prop: 'releaseShares',
      message: '此项为必填',
    });
  });

  it('refuses an unknown release type and a pledge already released', () => {
    expect(releaseQuantity({ releaseType: '3' }, 600n)).toEqual({
      ok: false,
      prop: 'releaseType',
      message: '请选择解除方式',
    });
    expect(releaseQuantity({ releaseType: '1' }, 0n)).toEqual({
      ok: false,
      prop: 'pledgeSeq',
      message: '该质押已全部解除',
    });
  });
});
