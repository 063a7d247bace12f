import type { ListingProductView } from '@rer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useNavigate } from 'react-router';
import { listingApi } from './api';

/**
 * 挂牌产品管理 (/gpcpglManagenment, org menu 挂牌业务; ADR 79): the enterprise's main products shown
 * with its listing (getListingDisplay) — 002 §3's product fields — added, edited (/edit), viewed
 * (/detail/{id}) and removed.
 */
export default function ProductsPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const products = useQuery({
    queryKey: ['listing-products'],
    queryFn: ({ signal }) => listingApi.products(signal),
  });
  const remove = useMutation({
    mutationFn: (id: string) => listingApi.removeProduct(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['listing-products'] }),
  });
  return (
    <Card
      title="挂牌产品管理"
      extra={
        <Button
          type="primary"
          onClick={() => void navigate('/gpcpglManagenment/edit')}
          data-testid="product-add"
        >
          新增产品
        </Button>
      }
    >
      {products.isError && <Alert type="error" showIcon title={(products.error as Error).message} />}
      <Table<ListingProductView>
        rowKey="id"
        size="small"
        loading={products.isPending}
        dataSource={products.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无挂牌产品' }}
        columns={[
          { title: '产品名称', dataIndex: 'name' },
          { title: '规格型号', dataIndex: 'spec' },
          { title: '发布日期', dataIndex: 'releaseDate' },
          { title: '年销售收入（万元）', dataIndex: 'yearRevenue' },
          { title: '市场占有率（%）', dataIndex: 'marketShare' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={4}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(`/gpcpglManagenment/detail/${row.id}`)}
                >
                  详情
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(`/gpcpglManagenment/edit?id=${row.id}`)}
                >
                  修改
                </Button>
                <Popconfirm title="确定删除该产品？" onConfirm={() => remove.mutate(row.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
