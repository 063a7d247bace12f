import { Segmented } from 'antd';
import { useState } from 'react';
import { OfficialCompanyTable } from './company-table';
import { OfficialWebsiteFrame, useCityCounts } from './official-website-frame';
import { type MapMetric, METRIC_NAMES, ProvinceMap } from './province-map';

/** officialWebsiteMapChart (002 §2.1; ADR 80): the province's cities by companies in custody, listed or displayed. */
export default function MapChartPage() {
  const counts = useCityCounts();
  const [metric, setMetric] = useState<MapMetric>('custody');
  const [city, setCity] = useState<string | undefined>();
  const data = counts.data;
  return (
    <OfficialWebsiteFrame title="企业分布">
      <Segmented
        value={metric}
        onChange={(value) => setMetric(value as MapMetric)}
        options={(Object.keys(METRIC_NAMES) as MapMetric[]).map((m) => ({
          value: m,
          label: METRIC_NAMES[m],
        }))}
        style={{ marginBottom: 16 }}
      />
      {data?.provinceCode && (
        <ProvinceMap provinceCode={data.provinceCode} cities={data.cities} metric={metric} onCity={setCity} />
      )}
      {city && (
        <div style={{ marginTop: 16 }}>
          <h3>
            {data?.cities.find((c) => c.cityCode === city)?.cityName} · {METRIC_NAMES[metric]}
          </h3>
          <OfficialCompanyTable key={`${metric}-${city}`} kind={metric} initialCity={city} />
        </div>
      )}
    </OfficialWebsiteFrame>
  );
}
