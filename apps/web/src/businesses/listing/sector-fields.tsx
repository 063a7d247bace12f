import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { listingApi } from '../../features/listing';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';
import { useEffectiveTenantId } from '../../lib/reference-data/tenant';

const propOf = (field: FieldControlProps['field'], key: string, fallback: string) => {
  const value = (field.props as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : fallback;
};

/**
 * 挂牌板块 of 550058 / 550100 (widget `listingSector`, ADR 79): the tenant's enabled boards
 * (sectorNonds/queryAllSectors); choosing another board clears the featured sub-sector named by
 * `props.featuredProp`. The server checks the board again at submit.
 */
export function ListingSectorField({ field, state, id, value, onChange }: FieldControlProps) {
  const runtime = useFormRuntime();
  const tenantId = useEffectiveTenantId();
  const boards = useQuery({
    queryKey: ['listing-boards', tenantId],
    queryFn: ({ signal }) => listingApi.boards(tenantId!, signal),
    enabled: tenantId !== undefined,
  });
  const featuredProp = propOf(field, 'featuredProp', 'featuredSector');
  return (
    <Select
      id={id}
      data-testid="listing-sector"
      value={typeof value === 'string' && value !== '' ? value : undefined}
      disabled={state.disabled}
      loading={boards.isPending}
      placeholder={field.placeholder ?? '请选择挂牌板块'}
      options={(boards.data ?? []).map((s) => ({ value: s.code, label: s.sectorName }))}
      onChange={(next: string) => {
        onChange?.(next);
        runtime.form.setFieldValue(featuredProp, '');
        runtime.refresh([featuredProp]);
      }}
    />
  );
}

/**
 * 特色板块 (widget `listingFeaturedSector`): the featured sub-sectors of the chosen board
 * (getTwoSectors, 002 §2.5: only when the board has them); optional.
 */
export function ListingFeaturedSectorField({ field, state, id, value, onChange }: FieldControlProps) {
  const runtime = useFormRuntime();
  const tenantId = useEffectiveTenantId();
  const board = Form.useWatch(propOf(field, 'sectorProp', 'sector'), runtime.form) as string | undefined;
  const subSectors = useQuery({
    queryKey: ['listing-sub-sectors', tenantId, board],
    queryFn: ({ signal }) => listingApi.subSectors(tenantId!, board!, signal),
    enabled: tenantId !== undefined && typeof board === 'string' && board !== '',
  });
  const options = (subSectors.data ?? []).map((s) => ({ value: s.code, label: s.sectorName }));
  return (
    <Select
      id={id}
      data-testid="listing-featured-sector"
      allowClear
      value={typeof value === 'string' && value !== '' ? value : undefined}
      disabled={state.disabled || options.length === 0}
      placeholder={options.length === 0 ? '该板块无特色板块' : '可选择特色板块'}
      options={options}
      onChange={(next: string | undefined) => onChange?.(next ?? '')}
    />
  );
}
