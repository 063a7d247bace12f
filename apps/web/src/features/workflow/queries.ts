import { type QueryClient, useQuery } from '@tanstack/react-query';
import { loadFormSchema } from '../../forms';
import { identityKeys } from '../../lib/identity/queries';
import { useSession } from '../../lib/use-session';
import { workflowApi } from './api';

/** Query keys of the workflow pages; they include the account (lists differ per user). */
export const workflowKeys = {
  all: ['workflow'] as const,
  schema: (appId: string, nodeId: string) => ['workflow', 'schema', appId, nodeId] as const,
  detail: (account: string | null, ref: string) => ['workflow', 'detail', account, ref] as const,
  applications: (account: string | null) => ['workflow', 'applications', account] as const,
  todos: (account: string | null) => ['workflow', 'todos', account] as const,
};

/** The active form schema of (appId, node); 获取表单配置失败 is the page's to show. */
export function useFormSchema(appId: string, nodeId: string) {
  return useQuery({
    queryKey: workflowKeys.schema(appId, nodeId),
    queryFn: ({ signal }) => loadFormSchema(appId, nodeId, signal),
    enabled: appId !== '' && nodeId !== '',
    staleTime: 60_000,
    retry: false,
  });
}

/** application/detail by uuid (or biz_sn); audited on the server (personal data). */
export function useApplicationDetail(ref: { uuid?: string | null; bizSn?: string | null }) {
  const account = useSession((s) => s.account);
  const key = ref.uuid ?? ref.bizSn ?? '';
  return useQuery({
    queryKey: workflowKeys.detail(account, key),
    queryFn: ({ signal }) =>
      workflowApi.detail(ref.uuid ? { uuid: ref.uuid } : { bizSn: ref.bizSn ?? '' }, signal),
    enabled: key !== '',
    retry: false,
  });
}

/** After any workflow action: the lists, details and the 我的待办 badge are stale. */
export async function refreshWorkflowData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...identityKeys.all, 'tasks'] }),
    queryClient.invalidateQueries({ queryKey: ['queryPage'] }),
  ]);
}
