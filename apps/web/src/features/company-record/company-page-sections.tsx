import type {
  CompanyQualificationAnswer,
  CompanyRegister,
  CompanyServiceRow,
  RegisterHoldingRow,
} from '@rer/contracts';
import { LISTING_SERVICE_TYPE, SERVICE_TYPES } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { formatShares } from '../../lib/format';
import { useDictionary } from '../../lib/reference-data';
import { companyPageApi, REGISTER_SUMMARY_ROWS } from './company-page-api';

const dash = (value: string | null | undefined) => (value ? value : '—');

/** 企业资质 (ADR 47's company_qualification): every row, effective or not. */
export function QualificationsCard({ companyId }: { companyId: string }) {
  const list = useQuery({
    queryKey: ['company-page', 'qualifications', companyId],
    queryFn: ({ signal }) => companyPageApi.qualifications(companyId, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  return (
    <Card title="企业资质" size="small" data-testid="company-qualifications">
      <Table<CompanyQualificationAnswer>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: '暂无资质' }}
        dataSource={list.data ?? []}
        columns={[
          { title: '资质类别', dataIndex: 'qualificationCategoryName' },
          { title: '资质类型', dataIndex: 'maketRoleName' },
          { title: '资质编号', dataIndex: 'qualificationCode', render: dash },
          { title: '认证机构', dataIndex: 'qualificationAuthenticator', render: dash },
          { title: '认证时间', dataIndex: 'certificationTime', render: dash },
          {
            title: '资质状态',
            dataIndex: 'qualificationStatus',
            render: (v: string) => (v === '1' ? <Tag color="green">有效</Tag> : <Tag>失效</Tag>),
          },
        ]}
      />
    </Card>
  );
}

/** 服务信息 (001 §3.18): the company's service periods, the hosting row of custody among them. */
export function ServicesCard({ companyId }: { companyId: string }) {
  const list = useQuery({
    queryKey: ['company-page', 'services', companyId],
    queryFn: ({ signal }) => companyPageApi.services(companyId, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const statuses = useDictionary('serviceStatus');
  const statusName = (key: string) => statuses.data?.find((d) => d.dictKey === key)?.dictValue ?? key;
  return (
    <Card title="服务信息" size="small" data-testid="company-services">
      <Table<CompanyServiceRow & { key: number }>
        size="small"
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: '暂无服务信息' }}
        dataSource={(list.data ?? []).map((row, key) => ({ ...row, key }))}
        columns={[
          {
            title: '服务类型',
            dataIndex: 'serviceType',
            render: (v: string) =>
              [...SERVICE_TYPES, LISTING_SERVICE_TYPE].find((s) => s.value === v)?.label ?? v,
          },
          {
            title: '服务状态',
            dataIndex: 'serviceStatus',
            render: (v: string) => <Tag color={v === '1' ? 'green' : 'default'}>{statusName(v)}</Tag>,
          },
          { title: '开始日期', dataIndex: 'serviceStatusStartDate' },
          { title: '结束日期', dataIndex: 'serviceStatusEndDate', render: dash },
          { title: '业务流水号', dataIndex: 'bizSn', render: dash },
        ]}
      />
    </Card>
  );
}

/** 质押 / 冻结 / 限售 quantities of one register line, as marks. */
function LineMarks({ row }: { row: RegisterHoldingRow }) {
  const marks = [
    { key: 'pledged', label: '质押', color: 'orange', value: row.pledged },
    { key: 'frozen', label: '冻结', color: 'red', value: row.frozen },
    { key: 'locked', label: '限售', color: 'purple', value: row.locked },
  ].filter((m) => m.value !== '0');
  if (marks.length === 0) return <span>—</span>;
  return (
    <Space size={[0, 4]} wrap>
      {marks.map((m) => (
        <Tag key={m.key} color={m.color} data-testid={`summary-mark-${m.key}`}>
          {m.label} {formatShares(m.value)}
        </Tag>
      ))}
    </Space>
  );
}

function RegisterTotals({ register }: { register: CompanyRegister }) {
  const { totals } = register;
  const balanced = totals.held === register.issuedShares;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 4 }}>
      <Descriptions.Item label="股东人数">{totals.holders}</Descriptions.Item>
      <Descriptions.Item label="总股本（股）">{formatShares(register.issuedShares)}</Descriptions.Item>
      <Descriptions.Item label="持股合计（股）">
        <Space size={4}>
          {formatShares(totals.held)}
          {balanced ? (
            <Tag color="green" data-testid="register-balanced">
              持股合计 = 总股本
            </Tag>
          ) : (
            <Tag color="red" data-testid="register-unbalanced">
              持股合计与总股本不符
            </Tag>
          )}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label="质押 / 冻结 / 限售（股）">
        {formatShares(totals.pledged)} / {formatShares(totals.frozen)} / {formatShares(totals.locked)}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 股东名册 summary: holders, Σ held against the issued shares, the encumbered totals and the
 * largest holders with their marks; 查看完整股东名册 opens the register page of the company.
 */
export function RegisterSummaryCard({ companyId, staff }: { companyId: string; staff: boolean }) {
  const navigate = useNavigate();
  const register = useQuery({
    queryKey: ['company-page', 'register', companyId],
    queryFn: ({ signal }) => companyPageApi.register(companyId, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const data = register.data;
  const open = () => void navigate(staff ? `/shareRegister?companyId=${companyId}` : '/shareRegister');
  return (
    <Card
      title="股东名册"
      size="small"
      data-testid="company-register"
      extra={
        <Button type="link" size="small" onClick={open}>
          查看完整股东名册
        </Button>
      }
    >
      {!data ? (
        register.isError ? (
          <Alert type="error" showIcon message="股东名册加载失败" />
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )
      ) : data.totals.lines === 0 ? (
        <Alert type="info" showIcon message="该企业尚无股东名册" />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <RegisterTotals register={data} />
          <Table<RegisterHoldingRow>
            size="small"
            rowKey={(r) => `${r.holderId}:${r.shareNature}`}
            pagination={false}
            scroll={{ x: true }}
            dataSource={data.records}
            title={() =>
              data.totals.lines > REGISTER_SUMMARY_ROWS
                ? `持股最多的${REGISTER_SUMMARY_ROWS}条（共${data.totals.lines}条）`
                : `共${data.totals.lines}条`
            }
            columns={[
              { title: '股东名称', dataIndex: 'holderName' },
              { title: '登记账号', dataIndex: 'accountNumber' },
              { title: '持股数量（股）', dataIndex: 'held', align: 'right', render: formatShares },
              { title: '可用数量（股）', dataIndex: 'available', align: 'right', render: formatShares },
              {
                title: '质押、冻结、限售',
                key: 'marks',
                render: (_: unknown, row) => <LineMarks row={row} />,
              },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
