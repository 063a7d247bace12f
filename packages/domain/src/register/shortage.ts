import { availableOf } from './holding.js';
import type { Holding } from './types.js';

type Counts = Pick<Holding, 'held' | 'pledged' | 'frozen' | 'locked'>;

/**
 * What a holding's encumbrances take from it, named: 持有1000股，其中已质押600股、已冻结100股，
 * 可用300股，申请质押500股，缺少200股. A refusal that only said 可用股份不足 left the holder to
 * guess that the missing shares are pledged (ADR 71).
 */
export function shortageDetail(holding: Counts, quantity: bigint, action = ''): string {
  const available = availableOf(holding as Holding);
  const taken = [
    holding.pledged > 0n ? `已质押${holding.pledged}股` : null,
    holding.frozen > 0n ? `已冻结${holding.frozen}股` : null,
    holding.locked > 0n ? `限售${holding.locked}股` : null,
  ].filter((t): t is string => t !== null);
  const short = quantity - available;
  return [
    `持有${holding.held}股`,
    ...(taken.length > 0 ? [`其中${taken.join('、')}`] : []),
    `可用${available}股`,
    `申请${action}${quantity}股`,
    ...(short > 0n ? [`缺少${short}股`] : []),
  ].join('，');
}

/**
 * The submit-time refusal of a transfer, decrease or pledge larger than the free shares. Without
 * encumbrances it keeps the short form 可用股份不足：<name>可用N股，申请M股; with them it names
 * what is pledged, frozen or locked and the shortage.
 */
export function shortageMessage(holding: Counts, quantity: bigint, name: string, action = ''): string {
  const available = availableOf(holding as Holding);
  const encumbered = holding.pledged + holding.frozen + holding.locked > 0n;
  if (!encumbered) return `可用股份不足：${name}可用${available}股，申请${action}${quantity}股`;
  return `可用股份不足：${name}${shortageDetail(holding, quantity, action)}`;
}
