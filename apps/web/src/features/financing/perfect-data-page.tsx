import type { FinancingProfile } from '@rer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, List, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../lib/use-session';
import { financingApi } from './api';

const COLUMNS = [
  ['totalBusinessRevenue', '营业收入（万元）'],
  ['netProfit', '净利润（万元）'],
  ['totalAssets', '资产总额（万元）'],
  ['totalLiabilities', '负债总额（万元）'],
] as const;

type Row = Record<string, string | number | null>;

/** The checklist and the financial years, saved into the company record at the version read. */
function ProfileEditor({ profile }: { profile: FinancingProfile }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ rows: Row[] }>();
  const save = async ({ rows }: { rows: Row[] }) => {
    // Columns this page does not show are kept as the record has them.
    const byYear = new Map(profile.financials.map((r) => [Number(r.year), r]));
    const financials = rows.map((r) => ({ ...byYear.get(Number(r.year)), ...r, year: Number(r.year) }));
    const saved = await financingApi
      .saveProfile({ recordVersion: profile.recordVersion, financials })
      .catch(() => null);
    if (saved) queryClient.setQueryData(['financing-profile'], saved);
  };
  return (
    <>
      <List
        size="small"
        header={`${profile.companyName}：融资资料完整度`}
        dataSource={profile.items}
        renderItem={(i) => (
          <List.Item data-testid={`profile-item-${i.key}`}>
            {i.label} {i.done ? <Tag color="green">已完善</Tag> : <Tag color="orange">待完善</Tag>}
          </List.Item>
        )}
      />
      <p style={{ marginTop: 12 }}>
        行业、地区和注册资本属于企业登记信息，如需变更请通过平台办理；财务数据可在此补充（保存至
        <Link to="/companyInfo">企业基本信息</Link>）。
      </p>
      <Form
        form={form}
        name="perfect-data"
        onFinish={(v) => void save(v)}
        initialValues={{ rows: profile.financials.map((r) => ({ ...r })) }}
      >
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} wrap align="baseline">
                  <Form.Item
                    name={[f.name, 'year']}
                    label="年度"
                    rules={[{ required: true, message: '请输入年度' }]}
                  >
                    <InputNumber min={1990} max={2100} />
                  </Form.Item>
                  {COLUMNS.map(([name, label]) => (
                    <Form.Item key={name} name={[f.name, name]} label={label}>
                      <Input inputMode="decimal" style={{ width: 120 }} />
                    </Form.Item>
                  ))}
                  <Button size="small" onClick={() => remove(f.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Space>
                <Button onClick={() => add({ year: new Date().getFullYear() - 1 })}>添加年度</Button>
                <Button type="primary" htmlType="submit">
                  保存财务数据
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </>
  );
}

function EnterpriseProfile() {
  const profile = useQuery({
    queryKey: ['financing-profile'],
    queryFn: ({ signal }) => financingApi.profile(signal),
    retry: false,
  });
  if (profile.isError) return <Alert type="info" showIcon message={(profile.error as Error).message} />;
  if (!profile.data) return null;
  return <ProfileEditor key={profile.data.recordVersion} profile={profile.data} />;
}

/**
 * /perfectData (ADR 84): an enterprise completes the data investors and the valuation self-test
 * read — from its company record, not a copy. Signed out or in another zone, the page says who it is for.
 */
export default function PerfectDataPage() {
  const landingMode = useSession((s) => (s.token === null ? null : s.landingMode));
  return (
    <Card
      title="完善资料"
      data-testid="perfect-data"
      extra={<Link to="/valueDiagnosis">股权估值自测</Link>}
      style={{ margin: 24 }}
    >
      {landingMode === 'org' ? (
        <EnterpriseProfile />
      ) : (
        <Alert
          type="info"
          showIcon
          message="完善资料供企业补充融资所需的财务数据，请以企业身份登录企业专区后办理"
          action={
            <Link to="/login">
              <Button size="small" type="primary">
                登录
              </Button>
            </Link>
          }
        />
      )}
    </Card>
  );
}
