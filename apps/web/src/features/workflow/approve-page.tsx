import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useTabName } from '../../lib/shell/use-page-tab';
import { useSession } from '../../lib/use-session';
import { workflowApi } from './api';
import { ApprovalForm } from './approval-form';
import { revisePath } from './approval-rules';
import { useApplicationDetail, useFormSchema } from './queries';
import { FormSchemaAlert } from './schema-alert';
import { isReviseNode } from './submit-rules';

/** Pages of 100 to look through when only the task id is known (query-page rows). */
const TASK_LOOKUP_PAGES = 5;

/**
 * Finds the application of a to-do by its task id: the query-page row action passes taskId, appId
 * and nodeId but not the application (the server has no task lookup call; README "Open points").
 */
function useTaskApplication(taskId: string | null, enabled: boolean) {
  const account = useSession((s) => s.account);
  return useQuery({
    queryKey: ['workflow', 'task', account, taskId],
    enabled: enabled && taskId !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      for (let current = 1; current <= TASK_LOOKUP_PAGES; current += 1) {
        const page = await workflowApi.myTodos({ current, size: 100, taskItemState: '待办' }, signal);
        const found = page.records.find((record) => record.taskId === taskId);
        if (found) return found.uuid;
        if (current * 100 >= page.total) break;
      }
      return null;
    },
  });
}

/**
 * The approve page (/process/approve; the to-do row opens it with processInstanceId or taskId,
 * appId and nodeId): the application's form read-only except its editInApprove fields, the
 * decision panel, and the history. A revise node (退回修改) opens the apply page instead.
 */
export default function ApprovePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const given = search.get('processInstanceId') || search.get('uuid');
  const taskId = search.get('taskId');
  const lookup = useTaskApplication(taskId, !given);
  const uuid = given ?? lookup.data ?? null;
  const detail = useApplicationDetail({ uuid });
  const nodeId = search.get('nodeId') || detail.data?.openTask?.nodeId || detail.data?.currentNode || '';
  const appId = search.get('appId') || detail.data?.appId || '';
  const schema = useFormSchema(appId, isReviseNode(nodeId) ? '' : nodeId);
  // The tab names the business under review, not just 业务审批.
  useTabName(detail.data && `${detail.data.businessTypeName} · ${t('route.processApprove')}`);

  if (!given && !taskId) return <Alert type="error" showIcon title={t('workflow.detail.noRef')} />;
  if (!given && lookup.isPending) return <Skeleton active />;
  if (!uuid) return <Alert type="warning" showIcon title={t('workflow.approve.taskGone')} />;
  if (detail.isPending) return <Skeleton active />;
  if (!detail.data) return <Alert type="error" showIcon title={t('workflow.detailFailed')} />;
  if (isReviseNode(nodeId))
    return <Navigate replace to={revisePath({ ...detail.data, currentNode: nodeId })} />;
  if (schema.isPending) return <Skeleton active />;
  if (schema.isError || !schema.data.ok)
    return <FormSchemaAlert loaded={schema.isError ? undefined : schema.data} />;
  return (
    <ApprovalForm
      key={`${detail.data.uuid}/${nodeId}/${detail.data.version}`}
      detail={detail.data}
      nodeId={nodeId}
      schema={schema.data.schema}
    />
  );
}
