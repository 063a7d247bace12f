import { INVESTOR_ACCOUNT_STATUS_LABELS, type InvestorSearchRow } from '@rer/contracts';
import { Input, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { investorInfoApi } from '../../features/investor-info';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';

/** `props.fill`: investor key → form field, e.g. `{ "holderName": "holderName" }`. */
export function investorFillPatch(row: InvestorSearchRow, fill: unknown): Record<string, string> {
  const patch: Record<string, string> = {};
  if (!fill || typeof fill !== 'object') return patch;
  for (const [key, prop] of Object.entries(fill as Record<string, unknown>)) {
    const value = key === 'holderName' || key === 'accountNumber' ? row[key] : undefined;
    if (typeof prop === 'string' && typeof value === 'string') patch[prop] = value;
  }
  return patch;
}

/** The account number the page was opened for (投资者查询's 冻结 / 解冻 / 销户 links). */
export function accountNumberOfLocation(search: string): string {
  return (new URLSearchParams(search).get('accountNumber') ?? '').trim().toUpperCase();
}

/**
 * 登记账号 of the status businesses (registered as `holderStatusAccount`, ADR 67): staff type the
 * whole account number, or arrive from 投资者查询 with `?accountNumber=`; an investor's account is
 * then looked up (投资者查询's call), its name filled into the fields `props.fill` names and its
 * current status shown. The server checks everything again at submit.
 */
export function HolderStatusAccountField({ field, state, id, value, onChange }: FieldControlProps) {
  const runtime = useFormRuntime();
  const props = (field.props ?? {}) as Record<string, unknown>;
  const text = typeof value === 'string' ? value : '';
  const [found, setFound] = useState<InvestorSearchRow | null | undefined>(undefined);
  const asked = useRef('');

  async function lookUp(accountNumber: string) {
    const wanted = accountNumber.trim().toUpperCase();
    if (wanted === '' || wanted === asked.current) return;
    asked.current = wanted;
    const page = await investorInfoApi
      .search({ accountNumber: wanted, current: 1, size: 1 })
      .catch(() => null);
    if (asked.current !== wanted) return;
    const row = page?.records.find((r) => r.accountNumber === wanted) ?? null;
    setFound(row);
    if (!row) return;
    const patch = investorFillPatch(row, props.fill);
    runtime.form.setFieldsValue(patch);
    runtime.refresh(Object.keys(patch));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens.
  useEffect(() => {
    if (state.disabled) return;
    const fromLink = text === '' ? accountNumberOfLocation(window.location.search) : '';
    if (fromLink !== '') onChange?.(fromLink);
    void lookUp(fromLink || text);
  }, []);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, width: '100%' }}>
      <Input
        id={id}
        value={text}
        disabled={state.disabled}
        maxLength={typeof props.maxLength === 'number' ? props.maxLength : undefined}
        placeholder={field.placeholder}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={() => void lookUp(text)}
      />
      {found && (
        <span data-testid="status-account-current">
          当前状态：<Tag>{INVESTOR_ACCOUNT_STATUS_LABELS[found.status] ?? String(found.status)}</Tag>
        </span>
      )}
    </div>
  );
}
