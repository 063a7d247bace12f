import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Spin, Tag } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { logoUrl, publicApi } from './api';
import { logoText } from './showcase-model';
import './public-site.css';

const TITLES: Record<string, string> = {
  '/gplistT': '托管企业详情',
  '/gplistG': '挂牌企业详情',
  '/gplistZ': '展示企业详情',
};

/**
 * /gplistT, /gplistG, /gplistZ (opened in a new window with tenantId and uuid, 002 §2.1) and
 * /companyDetial: what the showcase publishes of one company. A company off the showcase, or of
 * another tenant, answers 404 and the page says so.
 */
export default function CompanyDetailPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const hostTenant = useEffectiveTenantId();
  const tenantId = params.get('tenantId') ?? hostTenant;
  const uuid = params.get('uuid') ?? params.get('id') ?? '';
  const detail = useQuery({
    queryKey: ['public-company', tenantId, uuid],
    queryFn: ({ signal }) => publicApi.detail(tenantId, uuid, signal),
    enabled: tenantId !== undefined && uuid !== '',
    retry: false,
  });
  const title = TITLES[pathname] ?? '企业详情';
  if (uuid === '')
    return <Alert type="warning" showIcon message="缺少企业编号（uuid）" style={{ margin: 24 }} />;
  if (detail.isError)
    return <Alert type="info" showIcon message={(detail.error as Error).message} style={{ margin: 24 }} />;
  const c = detail.data;
  return (
    <Card title={title} className="rer-company-detail" data-testid="company-detail" style={{ margin: 24 }}>
      <Spin spinning={detail.isLoading}>
        {c ? (
          <>
            <div className="rer-company-detail-head">
              <div className="rer-showcase-logo" aria-hidden="true">
                {c.logoFileId && tenantId ? (
                  <img src={logoUrl(tenantId, c.logoFileId)} alt="" />
                ) : (
                  logoText(c)
                )}
              </div>
              <div>
                <h2>{c.name}</h2>
                <div>
                  {c.isRegister ? <Tag color="blue">托管</Tag> : null}
                  {c.isListing ? <Tag color="green">挂牌</Tag> : null}
                  {c.isShown ? <Tag color="gold">展示</Tag> : null}
                  {(c.labelName ?? '')
                    .split(/[,，]/)
                    .filter((l) => l.trim())
                    .map((l) => (
                      <Tag key={l}>{l.trim()}</Tag>
                    ))}
                </div>
              </div>
            </div>
            <Descriptions bordered column={2} size="small" data-testid="company-detail-fields">
              <Descriptions.Item label="企业简称">{c.shortName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="托管代码">{c.code ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="挂牌代码">{c.listCode ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="展示代码">{c.showCode ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="所属行业">{c.industryName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="注册资本">
                {c.registeredCapital === null ? '—' : `${c.registeredCapital}万元`}
              </Descriptions.Item>
              <Descriptions.Item label="所在地区">
                {[c.provinceName, c.cityName, c.districtName].filter(Boolean).join(' ') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="成立日期">{c.registryDate ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="托管日期">{c.registerDate ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="挂牌日期">{c.listingDate ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="展示日期">{c.showTimeStart ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="网址">{c.website ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="注册地址" span={2}>
                {c.registeredAddress ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="主营业务" span={2}>
                {c.mainBusiness ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="经营范围" span={2}>
                {c.businessScope ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="企业简介" span={2}>
                {c.profile ?? '—'}
              </Descriptions.Item>
            </Descriptions>
          </>
        ) : null}
      </Spin>
    </Card>
  );
}
