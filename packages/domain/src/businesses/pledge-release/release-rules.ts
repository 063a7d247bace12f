import { VALIDATION_MESSAGES } from '../../messages.js';
import { validatePositiveInteger } from '../../number-rules.js';

/**
 * 550061 质押解除登记 (ADR 71): the release of one recorded pledge, in full (全部解除: whatever it
 * still covers) or in part (部分解除: a positive number of shares up to what it still covers).
 */
export const PLEDGE_RELEASE_TYPES = Object.freeze({ full: '1', partial: '2' });
export const PLEDGE_RELEASE_PICKER_WIDGET = 'pledgeReleasePick';

export type ReleaseDecision = { ok: true; quantity: bigint } | { ok: false; prop: string; message: string };

/** The quantity a release form asks for, against the shares the pledge still covers. */
export function releaseQuantity(
  form: { releaseType?: unknown; releaseShares?: unknown },
  remaining: bigint,
): ReleaseDecision {
  const type = typeof form.releaseType === 'string' ? form.releaseType : '';
  if (remaining <= 0n) return { ok: false, prop: 'pledgeSeq', message: '该质押已全部解除' };
  if (type === PLEDGE_RELEASE_TYPES.full) return { ok: true, quantity: remaining };
  if (type !== PLEDGE_RELEASE_TYPES.partial)
    return { ok: false, prop: 'releaseType', message: '请选择解除方式' };
  const raw = typeof form.releaseShares === 'string' ? form.releaseShares.trim() : '';
  if (raw === '') return { ok: false, prop: 'releaseShares', message: VALIDATION_MESSAGES.required };
  const checked = validatePositiveInteger(raw);
  if (!checked.ok) return { ok: false, prop: 'releaseShares', message: checked.message };
  const quantity = BigInt(raw);
  if (quantity > remaining)
    return {
      ok: false,
      prop: 'releaseShares',
      message: `解除数量超过该质押尚余的质押股份：尚余${remaining}股，申请解除${quantity}股`,
    };
  return { ok: true, quantity };
}
