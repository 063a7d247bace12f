import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { listingApi } from './api';

/** /gpcpglManagenment/detail/{id}: one listing product. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const found = useQuery({
    queryKey: ['listing-product', id],
    queryFn: ({ signal }) => listingApi.product(id, signal),
  });
  if (found.isPending) return <Skeleton active />;
  if (found.isError) return <Alert type="error" showIcon title={(found.error as Error).message} />;
  const p = found.data;
  return (
    <Card
      title="挂牌产品详情"
      extra={<Button onClick={() => void navigate(`/gpcpglManagenment/edit?id=${p.id}`)}>修改</Button>}
      data-testid="product-detail"
    >
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label="产品名称">{p.name}</Descriptions.Item>
        <Descriptions.Item label="规格型号">{p.spec}</Descriptions.Item>
        <Descriptions.Item label="发布日期">{p.releaseDate}</Descriptions.Item>
        <Descriptions.Item label="所属行业">{p.industry}</Descriptions.Item>
        <Descriptions.Item label="年销售收入（万元）">{p.yearRevenue}</Descriptions.Item>
        <Descriptions.Item label="市场占有率（%）">{p.marketShare}</Descriptions.Item>
        <Descriptions.Item label="产品介绍" span={2}>
          {p.description}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
