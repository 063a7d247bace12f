import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { OFFICIAL_WEBSITE_PAGES, OfficialWebsiteFrame, useCityCounts } from './official-website-frame';

/**
 * /equityExchangeServiceCenter (002 §2.1; ADR 80): the provincial official website's entry — the
 * province's totals and the way to each page.
 */
export default function ServiceCenterPage() {
  const counts = useCityCounts();
  const cities = counts.data?.cities ?? [];
  const total = (key: 'custody' | 'listed' | 'shown') => cities.reduce((sum, c) => sum + c[key], 0);
  return (
    <OfficialWebsiteFrame title="服务中心">
      <Row gutter={16} style={{ marginBottom: 24 }} data-testid="service-center-totals">
        <Col span={8}>
          <Statistic title="托管企业（家）" value={total('custody')} />
        </Col>
        <Col span={8}>
          <Statistic title="挂牌企业（家）" value={total('listed')} />
        </Col>
        <Col span={8}>
          <Statistic title="展示企业（家）" value={total('shown')} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        {OFFICIAL_WEBSITE_PAGES.slice(1).map((page) => (
          <Col key={page.path} xs={24} sm={12} md={8}>
            <Link to={page.path}>
              <Card hoverable size="small">
                {page.label}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </OfficialWebsiteFrame>
  );
}
