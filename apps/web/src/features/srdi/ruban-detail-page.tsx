import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, List, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EMPTY_DISPLAY } from '../../lib/format';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { srdiApi } from './api';

/** /rubanDetail?uuid= (public; ADR 81): one company's SRDI detail — no scores, no applicant data. */
export default function RubanDetailPage() {
  const uuid = useSearchParams()[0].get('uuid') ?? '';
  const tenantId = useEffectiveTenantId();
  const detail = useQuery({
    queryKey: ['srdi-detail', tenantId, uuid],
    queryFn: ({ signal }) => srdiApi.detail(uuid, signal),
    enabled: tenantId !== undefined && uuid !== '',
    retry: false,
  });
  const d = detail.data;
  return (
    <Card
      title="专精特新企业详情"
      style={{ margin: 24 }}
      data-testid="ruban-detail"
      extra={<Link to="/specializationNewList">返回专精特新板</Link>}
    >
      {detail.isError && <Alert type="info" showIcon message={(detail.error as Error).message} />}
      {detail.isPending && uuid !== '' && !detail.isError && <Spin />}
      {d && (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="企业名称">{d.name}</Descriptions.Item>
            <Descriptions.Item label="企业简称">{d.shortName ?? EMPTY_DISPLAY}</Descriptions.Item>
            <Descriptions.Item label="企业代码">{d.code ?? EMPTY_DISPLAY}</Descriptions.Item>
            <Descriptions.Item label="挂牌代码">{d.listCode ?? EMPTY_DISPLAY}</Descriptions.Item>
            <Descriptions.Item label="层级">{d.tierName}</Descriptions.Item>
            <Descriptions.Item label="入板日期">{d.admittedOn}</Descriptions.Item>
            <Descriptions.Item label="注册地址">{d.registeredAddress ?? EMPTY_DISPLAY}</Descriptions.Item>
            <Descriptions.Item label="主营业务">{d.mainBusiness ?? EMPTY_DISPLAY}</Descriptions.Item>
          </Descriptions>
          <List
            header="主导产品"
            size="small"
            dataSource={d.products}
            renderItem={(p) => (
              <List.Item>
                {p.name}
                {p.releaseDate ? `（推出时间 ${p.releaseDate}）` : ''}
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
