import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { srdiApi } from './api';

/** /specializationNewInfo (public; ADR 81): what the board is, its tiers and how many each holds. */
export default function SrdiInfoPage() {
  const tenantId = useEffectiveTenantId();
  const summary = useQuery({
    queryKey: ['srdi-summary', tenantId],
    queryFn: ({ signal }) => srdiApi.summary(signal),
    enabled: tenantId !== undefined,
  });
  return (
    <Card title="专精特新板介绍" style={{ margin: 24 }} data-testid="srdi-info">
      <Typography.Paragraph>
        专精特新板服务专业化、精细化、特色化、新颖化的中小企业。已在本市场托管并挂牌的企业可申请入板，
        平台按工业和信息化部《优质中小企业梯度培育管理暂行办法》的认定标准评价：符合专精特新中小企业条件的进入标准层，
        符合创新型中小企业条件的进入培育层。
      </Typography.Paragraph>
      <Row gutter={24} style={{ marginBottom: 16 }}>
        <Col>
          <Statistic title="标准层企业" value={summary.data?.standard ?? '—'} />
        </Col>
        <Col>
          <Statistic title="培育层企业" value={summary.data?.incubation ?? '—'} />
        </Col>
      </Row>
      <Link to="/specializationNewList">查看入板企业</Link>
    </Card>
  );
}
