import type { RegisterHoldingRow } from '@rer/contracts';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { formatShares } from '../../lib/format';
import { useDictionary } from '../../lib/reference-data';
import { pledgeApi } from './pledge-api';

/** The fields a chosen holding fills in the declaration (the pledgor and the company). */
export function holdingPatch(h: RegisterHoldingRow): Record<string, string> {
  return {
    companyId: h.companyId,
    securityAccountNo: h.accountNumber,
    holderName: h.holderName,
    natureOfShare: h.shareNature,
    unitName: h.companyName,
  };
}

/**
 * 选择持股: the investor's own holdings with free shares (myHoldings), for the pledgor and the
 * company; the free quantity is shown so the pledge stays within it (the server checks again).
 */
export function HoldingPick({ onPick }: { onPick: (holding: RegisterHoldingRow) => void }) {
  const [rows, setRows] = useState<RegisterHoldingRow[]>([]);
  const natures = useDictionary('natureOfShare').data ?? [];
  useEffect(() => {
    const controller = new AbortController();
    pledgeApi
      .myHoldings(controller.signal)
      .then((answer) => setRows(answer.records.filter((r) => BigInt(r.available) > 0n)))
      .catch(() => setRows([]));
    return () => controller.abort();
  }, []);
  const natureName = (key: string) => natures.find((n) => n.dictKey === key)?.dictValue ?? key;
  return (
    <Select
      data-testid="pledge-holding-pick"
      aria-label="选择持股"
      placeholder="选择要质押的持股"
      style={{ width: '100%' }}
      options={rows.map((r, i) => ({
        value: i,
        label: `${r.companyName} ${natureName(r.shareNature)} 可质押 ${formatShares(r.available)} 股`,
      }))}
      onChange={(i: number) => {
        const row = rows[i];
        if (row) onPick(row);
      }}
    />
  );
}
