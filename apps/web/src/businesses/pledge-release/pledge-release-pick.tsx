import type { RegisterHoldingRow } from '@rer/contracts';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';
import { formatShares } from '../../lib/format';
import { pledgeApi } from '../pledge-registration';

/** One active pledge of the investor's holdings, as the release form fills it. */
export interface ActivePledge {
  seq: string;
  companyId: string;
  companyName: string;
  accountNumber: string;
  holderName: string;
  shareNature: string;
  partyName: string;
  quantity: string;
}

/** The active pledges among the holdings (each holding's marks of kind pledge). */
export function activePledges(records: readonly RegisterHoldingRow[]): ActivePledge[] {
  return records.flatMap((h) =>
    h.encumbrances
      .filter((e) => e.kind === 'pledge' && e.status === 'active')
      .map((e) => ({
        seq: String(e.seq),
        companyId: h.companyId,
        companyName: h.companyName,
        accountNumber: h.accountNumber,
        holderName: h.holderName,
        shareNature: h.shareNature,
        partyName: e.partyName ?? '',
        quantity: e.quantity,
      })),
  );
}

/** `props.fill`: pledge key → form field. */
export function releaseFillPatch(pledge: ActivePledge, fill: unknown): Record<string, string> {
  const patch: Record<string, string> = {};
  if (!fill || typeof fill !== 'object') return patch;
  for (const [key, prop] of Object.entries(fill as Record<string, unknown>)) {
    const v = (pledge as unknown as Record<string, unknown>)[key];
    if (typeof prop === 'string' && typeof v === 'string') patch[prop] = v;
  }
  return patch;
}

/**
 * 质押登记序号 of 550061 (registered as `pledgeReleasePick`, ADR 71): the investor's active pledges
 * (company, pledgee, what each still covers); choosing one fills the fields `props.fill` names.
 */
export function PledgeReleasePick({ field, state, id, value, onChange }: FieldControlProps) {
  const runtime = useFormRuntime();
  const [pledges, setPledges] = useState<ActivePledge[]>([]);
  useEffect(() => {
    if (state.disabled) return;
    const controller = new AbortController();
    pledgeApi
      .myHoldings(controller.signal)
      .then((answer) => setPledges(activePledges(answer.records)))
      .catch(() => setPledges([]));
    return () => controller.abort();
  }, [state.disabled]);
  const chosen = typeof value === 'string' ? value : undefined;
  return (
    <Select
      id={id}
      data-testid="pledge-release-pick"
      value={chosen}
      disabled={state.disabled}
      placeholder={field.placeholder}
      style={{ width: '100%' }}
      options={
        pledges.length > 0
          ? pledges.map((p) => ({
              value: p.seq,
              label: `${p.seq}：${p.companyName} 质权人 ${p.partyName} 尚余 ${formatShares(p.quantity)} 股`,
            }))
          : chosen
            ? [{ value: chosen, label: chosen }]
            : []
      }
      onChange={(seq: string) => {
        const pledge = pledges.find((p) => p.seq === seq);
        if (!pledge) return;
        const patch = releaseFillPatch(pledge, field.props?.fill);
        runtime.form.setFieldsValue(patch);
        onChange?.(seq);
        runtime.refresh(Object.keys(patch));
      }}
    />
  );
}
