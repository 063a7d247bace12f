import type { ApplicationDetail } from '@rer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { message, modal } from '../../lib/feedback';
import { useSession } from '../../lib/use-session';
import { workflowApi } from './api';
import { offersWithdraw, revisePath } from './approval-rules';
import { refreshWorkflowData } from './queries';
import { WORKFLOW_MESSAGES } from './submit-rules';
import { voucherPagePath, waitForPrintableVoucher } from './voucher';

/** Print the voucher (completed), revise (returned), withdraw (before the first reviewer acts). */
export function DetailActions({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const landingMode = useSession((s) => s.landingMode);
  const [printing, setPrinting] = useState(false);
  const applicantSide = landingMode !== 'mgr';

  const print = async () => {
    setPrinting(true);
    const uuid = await waitForPrintableVoucher({
      bizId: detail.bizSn,
      appCode: detail.appId,
      nodeKey: 'detail',
    });
    setPrinting(false);
    if (uuid) void navigate(voucherPagePath(uuid));
    else message.warning(WORKFLOW_MESSAGES.notConcluded);
  };
  const withdraw = () =>
    modal.confirm({
      title: t('http.promptTitle'),
      content: t('workflow.withdrawConfirm', { bizSn: detail.bizSn }),
      okText: t('http.ok'),
      cancelText: t('http.cancel'),
      onOk: async () => {
        const answer = await workflowApi.withdraw(detail.uuid, detail.version);
        await refreshWorkflowData(queryClient);
        if (answer.success) message.success(answer.msg);
      },
    });

  return (
    <Space>
      {detail.status === 'completed' && (
        <Button type="primary" loading={printing} onClick={() => void print()} data-testid="print-voucher">
          {t('workflow.printVoucher')}
        </Button>
      )}
      {applicantSide && detail.status === 'returned' && (
        <Button
          type="primary"
          onClick={() => void navigate(revisePath(detail))}
          data-testid="revise-application"
        >
          {t('workflow.revise')}
        </Button>
      )}
      {applicantSide && offersWithdraw(detail) && (
        <Button danger onClick={withdraw} data-testid="withdraw-application">
          {t('workflow.withdraw')}
        </Button>
      )}
    </Space>
  );
}
