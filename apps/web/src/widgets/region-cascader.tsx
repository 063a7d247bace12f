import { Cascader } from 'antd';
import { type RegionOption, useRegionCascader } from '../lib/reference-data';

export interface RegionCascaderProps {
  /** Accessible name; required because the Cascader has no visible label of its own. */
  'aria-label': string;
  id?: string;
  /** Region codes from province down. */
  value?: string[];
  onChange?: (codes: string[], labels: string[]) => void;
  /** 1 = provinces, 2 = down to cities, 3 = down to counties (default). */
  maxLevel?: number;
  placeholder?: string;
  disabled?: boolean;
}

/** Province → city → county picker, each level loaded from the region lazy tree when opened. */
export function RegionCascader({ maxLevel = 3, onChange, ...props }: RegionCascaderProps) {
  const { options, loadData, isLoading } = useRegionCascader({ maxLevel });
  return (
    <Cascader<RegionOption>
      {...props}
      options={options}
      loadData={loadData}
      loading={isLoading}
      showSearch={false}
      style={{ width: '100%' }}
      onChange={(codes, selected) =>
        onChange?.(
          (codes ?? []).map(String),
          (selected ?? []).map((option) => option.label),
        )
      }
    />
  );
}
