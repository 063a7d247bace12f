import type { ApplicationSummary } from '@rer/contracts';
import { APPLICATION_STATUS_LABELS, MEMBER_BUSINESS_APP_IDS } from '@rer/domain';
import { Button, Card, Form, Select, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/use-session';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { processDetailPath, revisePath, workflowApi, workflowKeys } from '../workflow';

interface Search {
  appId?: string;
  status?: string;
}

const BUSINESS_OPTIONS = [
  { value: '550012', label: '会员开户' },
  { value: '550020', label: '会员信息变更' },
  { value: '550021', label: '会员销户' },
];
const STATUS_OPTIONS = Object.entries(APPLICATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** 我的申请's call for the member businesses only (one of them when 业务类型 is chosen). */
export const memberApplications = (params: Search & { current: number; size: number }, signal: AbortSignal) =>
  workflowApi.myApplications(
    {
      current: params.current,
      size: params.size,
      appIds: params.appId ? [params.appId] : [...MEMBER_BUSINESS_APP_IDS],
      ...(params.status ? { status: params.status } : {}),
    },
    signal,
  );

/**
 * 会员业务申请 (/process/memberApplys, 002 §2.3 memberApplys; member menu; ADR 68): the member
 * login's own applications of the member businesses — 会员开户, 会员信息变更, 会员销户 — by business and
 * status, paged on the server, with 详情, 修改 (returned) and 继续填写 (draft) as 我的申请 has them.
 */
export default function MemberApplysPage() {
  const navigate = useNavigate();
  const account = useSession((s) => s.account);
  const search = usePagedSearch<Search, ApplicationSummary>({
    key: [...workflowKeys.applications(account), 'member-applys'],
    fetch: memberApplications,
    defaultSize: 10,
  });
  const { list } = search;
  const actions = (row: ApplicationSummary) => (
    <Space size={4} wrap>
      <Button type="link" size="small" onClick={() => void navigate(processDetailPath(row))}>
        详情
      </Button>
      {row.status === 'returned' && (
        <Button type="link" size="small" onClick={() => void navigate(revisePath(row))}>
          修改
        </Button>
      )}
      {(row.status === 'draft' || row.status === 'withdrawn') && (
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(`/process/apply?appId=${row.appId}&nodeId=apply&uuid=${row.uuid}`)}
        >
          继续填写
        </Button>
      )}
    </Space>
  );
  return (
    <Card title="会员业务申请" data-testid="member-applys">
      <SearchForm search={search} name="member-applys">
        <Form.Item name="appId" label="业务类型">
          <Select allowClear style={{ width: 160 }} options={BUSINESS_OPTIONS} placeholder="全部会员业务" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 140 }} options={STATUS_OPTIONS} placeholder="全部" />
        </Form.Item>
      </SearchForm>
      {list.isError && <Tag color="red">{(list.error as Error).message}</Tag>}
      <Table<ApplicationSummary>
        rowKey="uuid"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '暂无会员业务申请' }}
        columns={[
          { title: '业务编号', dataIndex: 'bizSn' },
          { title: '业务类型', dataIndex: 'businessTypeName' },
          { title: '当前节点', dataIndex: 'currentNodeName' },
          { title: '状态', dataIndex: 'statusName' },
          { title: '申请时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: '操作', key: 'actions', render: (_: unknown, row: ApplicationSummary) => actions(row) },
        ]}
      />
    </Card>
  );
}
