import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Tag } from 'antd';
import { useEffectiveTenantId } from '../../lib/reference-data/tenant';
import { listingApi } from './api';

/**
 * The company record's 挂牌信息 (ADR 79): board, featured sub-sector, listing code and date, read
 * from getListingDisplay by the company's listing code; shown only for a listed company.
 */
export function ListingCard({ listCode, isListing }: { listCode: string | null; isListing: boolean }) {
  const tenantId = useEffectiveTenantId();
  const display = useQuery({
    queryKey: ['listing-display', tenantId, listCode],
    queryFn: () => listingApi.display(tenantId!, listCode!),
    enabled: isListing && listCode !== null && tenantId !== undefined,
  });
  if (!isListing || !display.data) return null;
  const d = display.data;
  return (
    <Card title="挂牌信息" size="small" data-testid="company-listing">
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="挂牌状态">
          <Tag color="blue">挂牌</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="挂牌代码">{d.listCode}</Descriptions.Item>
        <Descriptions.Item label="挂牌板块">{d.sectorName}</Descriptions.Item>
        <Descriptions.Item label="特色板块">{d.featuredSectorName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="挂牌日期">{d.listingDate}</Descriptions.Item>
        <Descriptions.Item label="挂牌产品">
          {d.products.map((p) => p.name).join('、') || '—'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
