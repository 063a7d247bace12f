import type { FinancingPublicNeed } from '@rer/contracts';
import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { usePagedSearch } from '../../widgets/search-form';
import { financingApi } from './api';
import { NeedTable } from './need-list';

const ENTRIES = [
  { to: '/financingIndex', title: '融资需求', text: '企业发布、平台审核后的融资需求，按行业、方式筛选。' },
  { to: '/invest', title: '投资专区', text: '投资者登录后查看融资需求及适当性匹配结果。' },
  { to: '/memberList', title: '投资与服务机构', text: '本市场的会员机构，提供投资、估值、财务顾问等服务。' },
  {
    to: '/valueDiagnosis',
    title: '股权估值自测',
    text: '按行业市盈率、市净率与现金流折现测算估值参考区间。',
  },
  { to: '/skillEvaluate', title: '企业能力自评', text: '从治理、财务、创新、市场、融资准备五个维度自评。' },
  { to: '/perfectData', title: '完善资料', text: '企业补充融资所需的财务数据。' },
  { to: '/roadshow', title: '融资路演', text: '本市场组织的路演活动日历及通过审核的路演企业。' },
];

/** /privateEquityFund 投融资信息 (top menu item 4; ADR 84): the latest needs and the ways in. */
export default function PrivateEquityFundPage() {
  const tenantId = useEffectiveTenantId();
  const latest = usePagedSearch<object, FinancingPublicNeed>({
    key: ['financing-public-latest', tenantId],
    fetch: (params, signal) => financingApi.publicList({ ...params }, signal),
    defaultSize: 5,
  });
  return (
    <div style={{ margin: 24 }} data-testid="private-equity-fund">
      <Row gutter={[16, 16]}>
        {ENTRIES.map((e) => (
          <Col xs={24} md={8} key={e.to}>
            <Card size="small" title={<Link to={e.to}>{e.title}</Link>}>
              {e.text}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="最新融资需求" style={{ marginTop: 16 }} extra={<Link to="/financingIndex">更多</Link>}>
        <NeedTable<FinancingPublicNeed> tableProps={latest.tableProps} />
      </Card>
    </div>
  );
}
