import { Select } from 'antd';
import type { Dispatch } from 'react';
import { cityOptions, districtOptions, type Option, type useShowcaseOptions } from './api';
import { CAPITAL_OPTIONS, type ShowcaseAction, type ShowcaseState, TAB_FILTERS } from './showcase-model';

type Options = ReturnType<typeof useShowcaseOptions>;

function Filter({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  return (
    <div className="rer-showcase-filter" data-testid={testId}>
      <span aria-hidden="true">{label}</span>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="全部"
        aria-label={label}
        style={{ width: 180 }}
        value={value}
        options={options as Option[]}
        onChange={(v: string | undefined) => onChange(v)}
      />
    </div>
  );
}

/**
 * The filters of the chosen tab (002 §2.5): hosted — industry, capital; listed — sector, its featured
 * sub-sector (only when the sector has some), industry, city, district (once a city with districts is
 * chosen), capital; displayed — industry, capital, show plate.
 */
export function ShowcaseFilters({
  state,
  dispatch,
  options,
}: {
  state: ShowcaseState;
  dispatch: Dispatch<ShowcaseAction>;
  options: Options;
}) {
  const offered = new Set(TAB_FILTERS[state.tab]);
  const f = state.filters;
  const districts = districtOptions(options.areas, f.city);
  const set = (field: 'industry' | 'capital' | 'featuredSector' | 'district' | 'showPlate') => (v?: string) =>
    dispatch({ type: 'filter', field, value: v });
  return (
    <div className="rer-showcase-filters" data-testid="showcase-filters">
      {offered.has('sector') ? (
        <Filter
          label="挂牌板块"
          testId="filter-sector"
          value={f.sector}
          options={options.sectors}
          onChange={(v) => dispatch({ type: 'sector', value: v })}
        />
      ) : null}
      {offered.has('featuredSector') && f.sector && options.subSectors.length > 0 ? (
        <Filter
          label="特色板块"
          testId="filter-featured-sector"
          value={f.featuredSector}
          options={options.subSectors}
          onChange={set('featuredSector')}
        />
      ) : null}
      <Filter
        label="所属行业"
        testId="filter-industry"
        value={f.industry}
        options={options.industries}
        onChange={set('industry')}
      />
      {offered.has('city') ? (
        <Filter
          label="所在城市"
          testId="filter-city"
          value={f.city}
          options={cityOptions(options.areas)}
          onChange={(v) => dispatch({ type: 'city', value: v })}
        />
      ) : null}
      {offered.has('district') && f.city && districts.length > 0 ? (
        <Filter
          label="所在区县"
          testId="filter-district"
          value={f.district}
          options={districts}
          onChange={set('district')}
        />
      ) : null}
      <Filter
        label="注册资本"
        testId="filter-capital"
        value={f.capital}
        options={CAPITAL_OPTIONS}
        onChange={set('capital')}
      />
      {offered.has('showPlate') ? (
        <Filter
          label="展示板块"
          testId="filter-show-plate"
          value={f.showPlate}
          options={options.plates}
          onChange={set('showPlate')}
        />
      ) : null}
    </div>
  );
}
