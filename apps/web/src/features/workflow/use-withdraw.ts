import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { message, modal } from '../../lib/feedback';
import { workflowApi } from './api';
import { refreshWorkflowData } from './queries';

/**
 * 撤回 of an application (the list row or the business detail): asks for confirmation, withdraws it at
 * the version shown (the server refuses a stale one), refreshes the workflow data and shows the answer.
 */
export function useWithdraw() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (application: { uuid: string; version: number; bizSn: string }) =>
    modal.confirm({
      title: t('http.promptTitle'),
      content: t('workflow.withdrawConfirm', { bizSn: application.bizSn }),
      okText: t('http.ok'),
      cancelText: t('http.cancel'),
      onOk: async () => {
        const answer = await workflowApi.withdraw(application.uuid, application.version);
        await refreshWorkflowData(queryClient);
        if (answer.success) message.success(answer.msg);
      },
    });
}
