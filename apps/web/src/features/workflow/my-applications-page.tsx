import type { ApplicationSummary } from '@rer/contracts';
import { APPLICATION_STATUS_LABELS } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePaging } from '../../lib/paging';
import { useSession } from '../../lib/use-session';
import { workflowApi } from './api';
import { offersWithdrawInList, revisePath } from './approval-rules';
import { ListFilterForm, type ListFilters } from './list-support';
import { WorkflowListTable } from './list-table';
import { workflowKeys } from './queries';
import { processDetailPath } from './submit-rules';
import { useWithdraw } from './use-withdraw';

const STATUS_OPTIONS = Object.entries(APPLICATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * 我的申请 (/work/claim; the stored query page /queryPage/bizApplication2 lists the same): paging
 * 5/10/15/20/30, status filter, and the row actions 详情, 修改 (returned), 继续填写 (draft) and 撤回
 * (before the first reviewer acts).
 */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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

  const withdraw = useWithdraw();

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
      <WorkflowListTable<ApplicationSummary>
        rowKey="uuid"
        list={list}
        paging={paging}
        pagination={pagination}
        columns={[
          { title: t('workflow.currentNode'), dataIndex: 'currentNodeName', width: 110 },
          { title: t('workflow.status'), dataIndex: 'statusName', width: 100 },
        ]}
        dateTitle={t('workflow.createdAt')}
        actionsWidth={200}
        actions={actions}
      />
    </Card>
  );
}
