import type { ValuationAnswer } from '@rer/contracts';
import { VALUATION_METHOD_TEXT } from '@rer/domain';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { financingApi } from './api';
import { INDUSTRY_OPTIONS, wan } from './labels';

const FIELDS = [
  ['netProfit', '最近一年净利润（万元）'],
  ['netAssets', '最近一年末净资产（万元）'],
  ['freeCashFlow', '最近一年自由现金流（万元）'],
  ['growthRate', '预计年增长率（%，-20至30）'],
  ['discountRate', '折现率（%，8至30）'],
] as const;

const show = (v: string | null) => (v === null ? '不适用' : wan(v));

/** /valueDiagnosis (public; ADR 84): the equity valuation self-test with its stated method. */
export default function ValueDiagnosisPage() {
  const [form] = Form.useForm();
  const [result, setResult] = useState<ValuationAnswer | null>(null);
  const submit = async (values: Record<string, string>) => {
    setResult(await financingApi.valuation(values).catch(() => null));
  };
  return (
    <Card
      title="股权估值自测"
      extra={<Link to="/valueDiagnosis/flowService">正式估值服务流程</Link>}
      data-testid="value-diagnosis"
      style={{ margin: 24 }}
    >
      <Alert
        type="info"
        message="估值方法"
        description={
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {VALUATION_METHOD_TEXT.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        }
        style={{ marginBottom: 16 }}
      />
      <Form
        form={form}
        layout="vertical"
        name="valuation"
        onFinish={(v) => void submit(v)}
        initialValues={{ growthRate: '10', discountRate: '12' }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="industry"
              label="所属行业"
              rules={[{ required: true, message: '请选择所属行业' }]}
            >
              <Select showSearch optionFilterProp="label" options={INDUSTRY_OPTIONS} />
            </Form.Item>
          </Col>
          {FIELDS.map(([name, label]) => (
            <Col xs={24} md={8} key={name}>
              <Form.Item
                name={name}
                label={label}
                rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit">
          开始估值
        </Button>
      </Form>
      {result && (
        <div data-testid="valuation-result" style={{ marginTop: 24 }}>
          <Alert
            type={result.range ? 'success' : 'warning'}
            message={
              result.range
                ? `估值参考区间：${wan(result.range.low)} 万元 — ${wan(result.range.high)} 万元`
                : '所填数据下各方法均不适用，无法给出估值区间'
            }
          />
          <Table
            style={{ marginTop: 12 }}
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={result.methods}
            columns={[
              { title: '方法', dataIndex: 'name' },
              { title: '下限（万元）', dataIndex: 'low', align: 'right', render: show },
              { title: '上限（万元）', dataIndex: 'high', align: 'right', render: show },
              { title: '说明', dataIndex: 'note' },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
