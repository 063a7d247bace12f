import type { ApplicationDetail } from '@rer/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { message } from '../../lib/feedback';
import { useSession } from '../../lib/use-session';
import { offersWithdraw, revisePath } from './approval-rules';
import { WORKFLOW_MESSAGES } from './submit-rules';
import { useWithdraw } from './use-withdraw';
import { voucherPagePath, waitForPrintableVoucher } from './voucher';

/** Print the voucher (completed), revise (returned), withdraw (before the first reviewer acts). */
export function DetailActions({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const withdrawApplication = useWithdraw();
  const withdraw = () => withdrawApplication(detail);

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
