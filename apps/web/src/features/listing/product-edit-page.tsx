import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Input, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { listingApi } from './api';

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** /gpcpglManagenment/edit (?id= to edit): one listing product; the server checks every field. */
export default function ProductEditPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const found = useQuery({
    queryKey: ['listing-product', id],
    queryFn: ({ signal }) => listingApi.product(id!, signal),
    enabled: id !== null,
  });
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      listingApi.saveProduct({
        ...(found.data ? { id: found.data.id, version: found.data.version } : {}),
        name: text(values.name),
        spec: text(values.spec),
        releaseDate: values.releaseDate ? dayjs(values.releaseDate as string).format('YYYY-MM-DD') : '',
        industry: text(values.industry),
        yearRevenue: text(values.yearRevenue),
        marketShare: text(values.marketShare),
        description: text(values.description),
      }),
    onSuccess: (saved) => void navigate(`/gpcpglManagenment/detail/${saved.id}`),
  });
  if (id && found.isPending) return <Skeleton active />;
  const initial = found.data
    ? { ...found.data, releaseDate: found.data.releaseDate ? dayjs(found.data.releaseDate) : undefined }
    : {};
  return (
    <Card title={id ? '修改挂牌产品' : '新增挂牌产品'}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => save.mutate(v)}
        data-testid="product-form"
      >
        <Form.Item name="name" label="产品名称" rules={[{ required: true, message: '请输入产品名称' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="spec" label="规格型号">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="releaseDate" label="发布日期">
          <DatePicker />
        </Form.Item>
        <Form.Item name="industry" label="所属行业">
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="yearRevenue" label="年销售收入（万元）">
          <Input />
        </Form.Item>
        <Form.Item name="marketShare" label="市场占有率（%）">
          <Input />
        </Form.Item>
        <Form.Item name="description" label="产品介绍">
          <Input.TextArea maxLength={500} rows={4} />
        </Form.Item>
        {save.isError && (
          <Alert type="error" showIcon title={(save.error as Error).message} style={{ marginBottom: 12 }} />
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="product-save">
          保存
        </Button>
      </Form>
    </Card>
  );
}
