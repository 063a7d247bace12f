import type { TodoRecord } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePaging } from '../../lib/paging';
import { useSession } from '../../lib/use-session';
import { workflowApi } from './api';
import { revisePath } from './approval-rules';
import { ListFilterForm, type ListFilters } from './list-support';
import { WorkflowListTable } from './list-table';
import { workflowKeys } from './queries';
import { isReviseNode, processDetailPath } from './submit-rules';

const TASK_STATES = [
  { value: '待办', label: '待办' },
  { value: '已办', label: '已办' },
];

/** Where 办理 opens a task: the apply page at a revise node, else the approve page. */
export function handlePath(row: Pick<TodoRecord, 'taskId' | 'uuid' | 'appId' | 'nodeId'>): string {
  if (isReviseNode(row.nodeId))
    return revisePath({ uuid: row.uuid, appId: row.appId, currentNode: row.nodeId });
  const query = new URLSearchParams({
    taskId: row.taskId,
    processInstanceId: row.uuid,
    appId: row.appId,
    nodeId: row.nodeId,
  });
  return `/process/approve?${query.toString()}`;
}

/**
 * 我的待办 (/work/todo; the stored query page /queryPage/bjotcTaskItem2 lists the same): tasks to do
 * (待办) or done (已办), paging 5/10/15/20/30, and 办理 / 详情.
 */
export default function MyTodosPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useSession((s) => s.account);
  const { paging, pagination, resetPage } = usePaging();
  const [filters, setFilters] = useState<ListFilters>({ state: '待办' });
  const taskItemState = filters.state === '已办' ? '已办' : '待办';
  const body = { ...paging, taskItemState, ...(filters.bizSn ? { bizSn: filters.bizSn } : {}) } as const;
  const list = useQuery({
    queryKey: [...workflowKeys.todos(account), body],
    queryFn: ({ signal }) => workflowApi.myTodos(body, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });

  const actions = (row: TodoRecord) => (
    <Space size={4}>
      {row.taskItemState === '待办' && (
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(handlePath(row))}
          data-testid="handle-task"
        >
          {t('workflow.list.handle')}
        </Button>
      )}
      <Button type="link" size="small" onClick={() => void navigate(processDetailPath(row))}>
        {t('workflow.list.view')}
      </Button>
    </Space>
  );

  return (
    <Card title={t('route.myTodos')} data-testid="my-todos">
      <ListFilterForm
        stateLabel={t('workflow.list.taskState')}
        stateOptions={TASK_STATES}
        initialState="待办"
        onSearch={(next) => {
          setFilters({ ...next, state: next.state ?? '待办' });
          resetPage();
        }}
      />
      <WorkflowListTable<TodoRecord>
        rowKey="taskId"
        list={list}
        paging={paging}
        pagination={pagination}
        columns={[
          { title: t('workflow.node'), dataIndex: 'nodeName', width: 110 },
          { title: t('workflow.applicant'), dataIndex: 'applicantName', width: 120 },
          { title: t('workflow.list.taskState'), dataIndex: 'taskItemState', width: 90 },
        ]}
        dateTitle={t('workflow.list.arrivedAt')}
        actionsWidth={140}
        actions={actions}
      />
    </Card>
  );
}
