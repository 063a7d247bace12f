import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Menu, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { officialWebsiteApi } from './api';

/** The official website's pages (002 §2.1), in the order of its navigation. */
export const OFFICIAL_WEBSITE_PAGES = [
  { path: '/equityExchangeServiceCenter', label: '服务中心' },
  { path: '/officialWebsiteMapChart', label: '企业分布' },
  { path: '/officialWebsiteTables', label: '统计表' },
  { path: '/officialWebsiteCompanyList', label: '托管与展示企业' },
  { path: '/officialWebsiteGpList', label: '挂牌企业' },
  { path: '/officialWebsiteMemberList', label: '会员机构' },
  { path: '/officialWebsiteInformation', label: '信息披露' },
] as const;

/** The province's counts (one cached read per tenant, shared by the pages). */
export function useCityCounts() {
  const tenantId = useEffectiveTenantId();
  return useQuery({
    queryKey: ['official-website', 'city-counts', tenantId],
    queryFn: ({ signal }) => officialWebsiteApi.cityCounts(signal),
    staleTime: 60_000,
  });
}

/**
 * The provincial official website's frame (ADR 80): the province's name, the navigation of its
 * pages, then the page. A tenant whose setting names no province sees that the variant is not
 * offered here rather than an empty map.
 */
export function OfficialWebsiteFrame({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const counts = useCityCounts();
  const province = counts.data?.provinceName;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }} data-testid="official-website">
      <h2 style={{ marginBottom: 8 }}>
        {province ? `${province}区域性股权市场服务中心` : '区域性股权市场服务中心'}
      </h2>
      <Menu
        mode="horizontal"
        selectedKeys={[pathname]}
        items={OFFICIAL_WEBSITE_PAGES.map((p) => ({
          key: p.path,
          label: <Link to={p.path}>{p.label}</Link>,
        }))}
        style={{ marginBottom: 16 }}
      />
      {counts.isPending ? (
        <Spin />
      ) : counts.data && !counts.data.provinceCode ? (
        <Alert
          type="info"
          showIcon
          data-testid="official-website-off"
          message="本平台未开通省级官网版本"
          description="省级官网版本由平台管理员在系统参数“官网版本省份代码”中开通。"
        />
      ) : (
        <Card title={title}>{children}</Card>
      )}
    </div>
  );
}
