import type { ApplicationSummary } from '@rer/contracts';
import { APPLICATION_STATUS_LABELS } from '@rer/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { message, modal } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/use-session';
import { workflowApi } from './api';
import { offersWithdrawInList, revisePath } from './approval-rules';
import { ListFilterForm, type ListFilters, usePaging } from './list-support';
import { refreshWorkflowData, workflowKeys } from './queries';
import { processDetailPath } from './submit-rules';

const STATUS_OPTIONS = Object.entries(APPLICATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * 我的申请 (/work/claim; the stored query page /queryPage/bizApplication2 lists the same): paging
 * 5/10/15/20/30, status filter, and the row actions 详情, 修改 (returned), 继续填写 (draft) and 撤回
 * (before the first reviewer acts).
 */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useSession((s) => s.account);
  const { paging, pagination, resetPage } = usePaging();
  const [filters, setFilters] = useState<ListFilters>({});
  const body = {
    ...paging,
    ...(filters.bizSn ? { bizSn: filters.bizSn } : {}),
    ...(filters.state ? { status: filters.state } : {}),
  };
  const list = useQuery({
    queryKey: [...workflowKeys.applications(account), body],
    queryFn: ({ signal }) => workflowApi.myApplications(body, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });

  const withdraw = (row: ApplicationSummary) =>
    modal.confirm({
      title: t('http.promptTitle'),
      content: t('workflow.withdrawConfirm', { bizSn: row.bizSn }),
      okText: t('http.ok'),
      cancelText: t('http.cancel'),
      onOk: async () => {
        const answer = await workflowApi.withdraw(row.uuid, row.version);
        await refreshWorkflowData(queryClient);
        if (answer.success) message.success(answer.msg);
      },
    });

  const actions = (row: ApplicationSummary) => (
    <Space size={4} wrap>
      <Button type="link" size="small" onClick={() => void navigate(processDetailPath(row))}>
        {t('workflow.list.view')}
      </Button>
      {row.status === 'returned' && (
        <Button type="link" size="small" onClick={() => void navigate(revisePath(row))}>
          {t('workflow.revise')}
        </Button>
      )}
      {(row.status === 'draft' || row.status === 'withdrawn') && (
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(`/process/apply?appId=${row.appId}&nodeId=apply&uuid=${row.uuid}`)}
        >
          {t('workflow.list.continue')}
        </Button>
      )}
      {offersWithdrawInList(row) && (
        <Button type="link" size="small" danger onClick={() => withdraw(row)}>
          {t('workflow.withdraw')}
        </Button>
      )}
    </Space>
  );

  return (
    <Card title={t('route.myApplications')} data-testid="my-applications">
      <ListFilterForm
        stateLabel={t('workflow.status')}
        stateOptions={STATUS_OPTIONS}
        onSearch={(next) => {
          setFilters(next);
          resetPage();
        }}
      />
      <Table<ApplicationSummary>
        rowKey="uuid"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={pagination(list.data?.total ?? 0)}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('workflow.list.index'),
            width: 55,
            render: (_v, _r, i) => (paging.current - 1) * paging.size + i + 1,
          },
          { title: t('workflow.bizSn'), dataIndex: 'bizSn', width: 160 },
          { title: t('workflow.businessType'), dataIndex: 'businessTypeName', ellipsis: true },
          { title: t('workflow.company'), dataIndex: 'companyName', ellipsis: true },
          { title: t('workflow.currentNode'), dataIndex: 'currentNodeName', width: 110 },
          { title: t('workflow.status'), dataIndex: 'statusName', width: 100 },
          {
            title: t('workflow.createdAt'),
            dataIndex: 'createdAt',
            width: 170,
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('workflow.list.actions'),
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_v, row) => actions(row),
          },
        ]}
      />
    </Card>
  );
}
