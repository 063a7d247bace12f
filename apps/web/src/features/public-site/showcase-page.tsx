import type { ShowcasePage as Page } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Input, Pagination, Segmented, Spin } from 'antd';
import { useReducer } from 'react';
import { useLocation } from 'react-router';
import { unwrap } from '../../lib/http';
import { publicApi, useShowcaseOptions } from './api';
import { CompanyCard } from './company-card';
import { ShowcaseFilters } from './showcase-filters';
import {
  detailPath,
  initialShowcase,
  SHOWCASE_PAGE_SIZES,
  SHOWCASE_TABS,
  type ShowcaseTab,
  showcaseReducer,
  showcaseRequest,
} from './showcase-model';
import './public-site.css';

/** /gpListT, /gpListG, /gpListZ (and ?tab=) open on their tab; /companyList on the hosted one. */
export function tabOfLocation(pathname: string, search: string): ShowcaseTab {
  const asked = new URLSearchParams(search).get('tab');
  if (asked === 'hosted' || asked === 'listed' || asked === 'displayed') return asked;
  if (/^\/gpList(G)?$/.test(pathname)) return 'listed';
  if (pathname === '/gpListZ') return 'displayed';
  return 'hosted';
}

/**
 * 企业展示 (002 §2.5; ADR 82): banner, search by code or name, the three-way switch, each tab's
 * filters, cards, server-side pagination (sizes 5/10/15, default 5). Public: the host's tenant.
 */
export default function ShowcasePage() {
  const location = useLocation();
  const [state, dispatch] = useReducer(
    showcaseReducer,
    tabOfLocation(location.pathname, location.search),
    initialShowcase,
  );
  const options = useShowcaseOptions(state.filters.sector);
  const tenantId = options.tenantId;
  const list = useQuery({
    queryKey: ['public-showcase', tenantId, state],
    queryFn: async ({ signal }) => {
      const { url, body } = showcaseRequest(state, tenantId ?? '');
      return unwrap<Page>(await publicApi.page(url, body, signal), url);
    },
    enabled: tenantId !== undefined,
    placeholderData: keepPreviousData,
  });
  const sectorName = new Map([...options.sectors, ...options.subSectors].map((o) => [o.value, o.label]));
  const plateName = new Map(options.plates.map((o) => [o.value, o.label]));
  const records = list.data?.records ?? [];
  return (
    <div className="rer-showcase" data-testid="showcase">
      <section className="rer-showcase-banner">
        <h2>企业展示</h2>
        <Input.Search
          className="rer-showcase-search"
          placeholder="请输入企业代码或名称"
          aria-label="企业代码或名称"
          allowClear
          enterButton="搜索"
          maxLength={50}
          onSearch={(value) => dispatch({ type: 'filter', field: 'key', value })}
        />
      </section>
      <Segmented
        className="rer-showcase-tabs"
        data-testid="showcase-tabs"
        value={state.tab}
        options={SHOWCASE_TABS as { value: ShowcaseTab; label: string }[]}
        onChange={(tab) => dispatch({ type: 'tab', tab: tab as ShowcaseTab })}
      />
      <ShowcaseFilters state={state} dispatch={dispatch} options={options} />
      <Spin spinning={list.isFetching}>
        {records.length === 0 && !list.isFetching ? (
          <Empty description="暂无企业" />
        ) : (
          <div className="rer-showcase-cards" data-testid="showcase-cards">
            {records.map((company) => (
              <CompanyCard
                key={company.uuid}
                company={company}
                tab={state.tab}
                tenantId={tenantId ?? ''}
                names={{
                  sectorName: company.sector ? sectorName.get(company.sector) : undefined,
                  showPlateName: company.showPlate ? plateName.get(company.showPlate) : undefined,
                }}
                onOpen={() =>
                  window.open(detailPath(state.tab, tenantId ?? '', company.uuid), '_blank', 'noopener')
                }
              />
            ))}
          </div>
        )}
      </Spin>
      <Pagination
        className="rer-showcase-pagination"
        data-testid="showcase-pagination"
        current={state.current}
        pageSize={state.size}
        total={list.data?.total ?? 0}
        pageSizeOptions={SHOWCASE_PAGE_SIZES.map(String)}
        showSizeChanger
        showQuickJumper
        showTotal={(total) => `共 ${total} 条`}
        onChange={(current, size) => dispatch({ type: 'page', current, size })}
      />
    </div>
  );
}
