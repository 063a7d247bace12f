import {
  type ApplicationSummary,
  INVESTOR_ACCOUNT_STATUS_LABELS,
  INVESTOR_CERT_TYPE_LABELS,
  INVESTOR_TYPE_LABELS,
  type InvestorInfo,
} from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePaging } from '../../lib/paging';
import { useSession } from '../../lib/use-session';
import { riskApi } from '../risk-assessment';
import { processDetailPath, workflowApi, workflowKeys } from '../workflow';
import { investorInfoApi } from './api';

const RISK_PAGE = '/investor/550026';
const dash = (v: string | null | undefined) => (v ? v : '—');
const certTypeName = (v: string) => INVESTOR_CERT_TYPE_LABELS[v] ?? v;

function AccountCard({ info }: { info: InvestorInfo }) {
  const navigate = useNavigate();
  const history = (
    <Button size="small" onClick={() => void navigate('/infoDetails')}>
      查看账户历史
    </Button>
  );
  return (
    <Card title="登记账户" size="small" data-testid="investor-account" extra={history}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="登记账号">{info.accountNumber}</Descriptions.Item>
        <Descriptions.Item label="投资者名称">{info.holderName}</Descriptions.Item>
        <Descriptions.Item label="投资者类型">
          {INVESTOR_TYPE_LABELS[info.organType] ?? String(info.organType)}
        </Descriptions.Item>
        <Descriptions.Item label="账户状态">
          <Tag color={info.status === 1 ? 'green' : 'orange'}>
            {INVESTOR_ACCOUNT_STATUS_LABELS[info.status] ?? String(info.status)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="证件类型">{certTypeName(info.certType)}</Descriptions.Item>
        <Descriptions.Item label="证件号码">{info.certificateNo}</Descriptions.Item>
        <Descriptions.Item label="手机号码">{dash(info.mobile)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function ProfileCard({ info }: { info: InvestorInfo }) {
  const p = info.profile;
  return (
    <Card title="开户资料" size="small" data-testid="investor-profile">
      {p === null ? (
        <Empty description="该账户不是通过投资者开户业务开立的，没有开户资料" />
      ) : (
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label="姓名">{p.holderName}</Descriptions.Item>
          <Descriptions.Item label="证件类型">{certTypeName(p.certType)}</Descriptions.Item>
          <Descriptions.Item label="证件号码">{p.certificateNo}</Descriptions.Item>
          <Descriptions.Item label="手机号码">{dash(p.mobile)}</Descriptions.Item>
          <Descriptions.Item label="电子邮箱">{dash(p.email)}</Descriptions.Item>
          <Descriptions.Item label="联系地址">{dash(p.address)}</Descriptions.Item>
          <Descriptions.Item label="开户银行">{dash(p.bankName)}</Descriptions.Item>
          <Descriptions.Item label="银行卡号">{dash(p.bankCard)}</Descriptions.Item>
          <Descriptions.Item label="开户时间">{p.openedAt}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

/** The risk level per type with its expiry (riskAssessment/current); 风险测评 when none is valid. */
function RiskCard() {
  const navigate = useNavigate();
  const account = useSession((s) => s.account);
  const current = useQuery({
    queryKey: ['investor-info', 'risk', account],
    queryFn: ({ signal }) => riskApi.current(signal),
  });
  const results = current.data?.results ?? [];
  const valid = results.filter((r) => !r.expired);
  const go = (
    <Button type="primary" size="small" onClick={() => void navigate(RISK_PAGE)}>
      风险测评
    </Button>
  );
  return (
    <Card title="风险等级" size="small" data-testid="investor-risk" loading={current.isLoading}>
      {valid.length === 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: results.length ? 12 : 0 }}
          message={results.length ? '您的风险测评结果已过期，请重新测评' : '您尚未进行风险测评'}
          action={go}
        />
      )}
      {results.length > 0 && (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={results}
          columns={[
            { title: '测评类型', dataIndex: 'productTypeName' },
            { title: '风险等级', dataIndex: 'riskLevel' },
            { title: '得分', dataIndex: 'fraction' },
            { title: '测评时间', dataIndex: 'riskTestTime', render: (v: string) => formatDateTime(v) },
            {
              title: '有效期至',
              dataIndex: 'expiresAt',
              render: (v: string, row) => (
                <Space size={4}>
                  {formatDate(v)}
                  {row.expired && <Tag color="red">已过期</Tag>}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** The investor's applications: 我的申请's own call (application/page), the login's only. */
function HistoryCard() {
  const navigate = useNavigate();
  const account = useSession((s) => s.account);
  const { paging, pagination } = usePaging({ defaultSize: 5 });
  const list = useQuery({
    queryKey: [...workflowKeys.applications(account), 'investor-info', paging],
    queryFn: ({ signal }) => workflowApi.myApplications(paging, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title="业务办理记录" size="small" data-testid="investor-history">
      <Table<ApplicationSummary>
        rowKey="uuid"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '暂无业务办理记录' }}
        pagination={pagination(list.data?.total)}
        columns={[
          { title: '业务编号', dataIndex: 'bizSn' },
          { title: '业务名称', dataIndex: 'businessTypeName' },
          { title: '状态', dataIndex: 'statusName' },
          { title: '申请时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => void navigate(processDetailPath(row))}>
                详情
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * 投资者信息 (/investorInfo, investor zones; ADR 63): the current registration account (number in
 * full for its owner, personal data masked), the opening's profile, the risk level with its expiry
 * and the investor's applications. Read-only, without the group navigation (001 §2).
 */
export default function InvestorInfoPage() {
  const navigate = useNavigate();
  const account = useSession((s) => s.account);
  const info = useQuery({
    queryKey: ['investor-info', account],
    queryFn: ({ signal }) => investorInfoApi.info(signal),
  });
  if (info.isLoading) return <Card title="投资者信息" loading />;
  if (info.isError) return <Alert type="error" showIcon message={(info.error as Error).message} />;
  if (!info.data)
    return (
      <Card title="投资者信息" data-testid="investor-info">
        <Empty description="尚未选择登记账户，或尚未开立登记账户">
          <Button type="primary" onClick={() => void navigate('/companyApply')}>
            业务办理
          </Button>
        </Empty>
      </Card>
    );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="investor-info">
      <AccountCard info={info.data} />
      <ProfileCard info={info.data} />
      <RiskCard />
      <HistoryCard />
    </Space>
  );
}
