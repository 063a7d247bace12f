import type { CityCount } from '@rer/contracts';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** The provinces whose city map we ship (maps/README.md); others show the table only. */
const MAPS: Record<string, () => Promise<{ default: unknown }>> = {
  '210000': () => import('./maps/210000.json'),
};

export type MapMetric = 'custody' | 'listed' | 'shown';
export const METRIC_NAMES: Record<MapMetric, string> = {
  custody: '托管企业',
  listed: '挂牌企业',
  shown: '展示企业',
};

/**
 * The province's cities coloured by one count (ADR 80), drawn by ECharts from the map we ship — both
 * loaded only here, when the page is shown (never in the sign-in bundle). A city clicked calls
 * `onCity` with its code.
 */
export function ProvinceMap(props: {
  provinceCode: string;
  cities: CityCount[];
  metric: MapMetric;
  onCity?: (code: string) => void;
}) {
  const { provinceCode, cities, metric, onCity } = props;
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'none'>(MAPS[provinceCode] ? 'loading' : 'none');
  const onCityRef = useRef(onCity);
  onCityRef.current = onCity;

  useEffect(() => {
    const loadMap = MAPS[provinceCode];
    if (!loadMap || !box.current) return;
    let disposed = false;
    let chart: { dispose(): void } | null = null;
    void Promise.all([import('./echarts-setup'), loadMap()]).then(([{ drawProvinceMap }, map]) => {
      if (disposed || !box.current) return;
      chart = drawProvinceMap(box.current, {
        mapName: provinceCode,
        geoJson: map.default,
        seriesName: METRIC_NAMES[metric],
        data: cities.map((c) => ({ name: c.cityName, value: c[metric], code: c.cityCode })),
        onClick: (code) => onCityRef.current?.(code),
      });
      setState('ready');
    });
    return () => {
      disposed = true;
      chart?.dispose();
    };
  }, [provinceCode, cities, metric]);

  if (state === 'none')
    return (
      <Alert type="info" showIcon message="暂无本省地图，请查看统计表" data-testid="province-map-none" />
    );
  return (
    <Spin spinning={state === 'loading'}>
      <div ref={box} style={{ width: '100%', height: 520 }} data-testid="province-map" data-state={state} />
    </Spin>
  );
}
