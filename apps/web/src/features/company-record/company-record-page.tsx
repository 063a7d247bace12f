import type { CompanyRecordAnswer } from '@rer/contracts';
import { COMPANY_RECORD_SECTIONS, fieldFlags, type RecordSection, tierKeys } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { http } from '../../lib/http';
import { useSession } from '../../lib/use-session';
import { ListingCard } from '../listing';
import { QualificationsCard, RegisterSummaryCard, ServicesCard } from './company-page-sections';
import { PatentsCard } from './company-patents-card';
import { useBasicLabels } from './company-record-labels';

export const COMPANY_RECORD_URL = '/api/rem-registrationbizweb/company/record';

type Row = Record<string, unknown>;

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.join('、') || '—';
  return String(value);
};

/** The record's data of one section (`basic`, `legal`, `financials`, `investments`, …). */
function sectionData(record: CompanyRecordAnswer, section: RecordSection): Row | Row[] {
  const { key } = section;
  if (section.kind === 'list')
    return (
      (key === 'formerNames'
        ? record.formerNames
        : key === 'financials'
          ? record.financials
          : record.lists[key]) ?? []
    );
  if (key === 'basic') return record.basic;
  if (key === 'layering') return record.layering;
  return record.sections[key] ?? {};
}

function SectionView({
  section,
  data,
  label = (_field, value) => value,
}: {
  section: RecordSection;
  data: Row | Row[];
  label?: (field: string, value: unknown) => unknown;
}) {
  if (section.kind === 'list') {
    const rows = (data as Row[]).map((r, i) => ({ ...r, key: i }));
    return (
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: true }}
        columns={section.fields.map((f) => ({
          title: f.label,
          dataIndex: f.key,
          render: (v: unknown) => shown(v),
        }))}
      />
    );
  }
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }}>
      {section.fields.map((f) => (
        <Descriptions.Item key={f.key} label={f.label}>
          {shown(label(f.key, (data as Row)[f.key]))}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * 企业基本信息 (issue 21, ADR 45, ADR 52): the current company's record, read-only, section by
 * section as its tier shows them (the tier configuration's visible flags), with the paid-in capital
 * warning, then its qualifications, services, register and patents. Staff open any company from 企业查询
 * (`?companyId=`).
 */
export default function CompanyRecordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useSession((s) => s.currentCompany);
  const staff = useSession((s) => s.landingMode) === 'mgr';
  const companyId = params.get('companyId') ?? current;
  const basicLabel = useBasicLabels();
  const record = useQuery({
    queryKey: ['company-record', companyId],
    queryFn: ({ signal }) =>
      http.getData<CompanyRecordAnswer>(COMPANY_RECORD_URL, {
        params: { companyId: companyId ?? '' },
        signal,
      }),
    enabled: Boolean(companyId),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  if (!companyId) return <Empty description={staff ? '请从企业查询中选择企业' : '请先选择企业'} />;
  if (!record.data) return <Skeleton active />;
  const data = record.data;
  const applied = data.layering.appliedTier;
  const tier = typeof applied === 'string' && tierKeys().includes(applied) ? applied : 'none';
  const deadline = data.capitalDeadline;
  return (
    <div className="rer-company-record" data-testid="company-record">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.info.name}
          </Typography.Title>
          {data.info.isRegister === 1 ? <Tag color="green">已托管</Tag> : <Tag>未托管</Tag>}
          {data.info.isListing === 1 ? <Tag color="blue">挂牌</Tag> : null}
          {staff ? (
            <Button size="small" onClick={() => void navigate('/companyAdmin')}>
              返回企业查询
            </Button>
          ) : null}
        </Space>
        {deadline.warn && deadline.message ? (
          <Alert
            type={deadline.kind === 'overdue' ? 'error' : 'warning'}
            showIcon
            message={deadline.message}
            data-testid="capital-deadline-warning"
          />
        ) : null}
        <ListingCard listCode={data.info.listCode} isListing={data.info.isListing === 1} />
        {COMPANY_RECORD_SECTIONS.filter((s) => fieldFlags(tier, s.key).visible).flatMap((section) => {
          const card = (
            <Card key={section.key} title={section.label} size="small">
              <SectionView
                section={section}
                data={sectionData(data, section)}
                {...(section.key === 'basic' ? { label: basicLabel } : {})}
              />
            </Card>
          );
          // Qualifications, services and the register come right after 基本信息, before the long
          // tail of descriptive sections, so a reader finds them without scrolling the whole record.
          if (section.key !== 'basic') return [card];
          return [
            card,
            <QualificationsCard key="qualifications" companyId={companyId} />,
            <ServicesCard key="services" companyId={companyId} />,
            <RegisterSummaryCard key="register" companyId={companyId} staff={staff} />,
            <PatentsCard key="patents" companyId={companyId} />,
          ];
        })}
      </Space>
    </div>
  );
}
