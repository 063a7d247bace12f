import { SHARE_TRANSFER_APP_ID, SHARE_TRANSFER_SUITABILITY } from '@rer/domain';
import { Alert, Button, Tag } from 'antd';
import { useState } from 'react';
import { message } from '../../lib/feedback';
import { confirmSuitability } from './suitability-dialog';
import { useCurrentRisk } from './use-current-risk';

const rank = (level: string) => Number(level.slice(1));

/**
 * 适当性确认 for receiving shares (ADR 69): an agreed transfer (550004, 协议转让) to an account an
 * investor opened needs, when the shares' risk (R4, private equity) is above the investor's valid
 * level, the investor's own confirmation — asked here, in a dialog, and recorded by the server before
 * the enterprise files the transfer. Shown only when the investor's level is below the shares'.
 */
export function ShareSuitabilityPart() {
  const [confirmed, setConfirmed] = useState(false);
  const { current } = useCurrentRisk();
  const { riskType, productRiskLevel } = SHARE_TRANSFER_SUITABILITY;
  const result = current.data?.results.find((r) => r.riskType === riskType && !r.expired);
  if (!result || rank(result.riskLevel) >= rank(productRiskLevel)) return null;

  async function confirm() {
    const done = await confirmSuitability({ appId: SHARE_TRANSFER_APP_ID, riskType, productRiskLevel });
    if (!done) return;
    setConfirmed(true);
    void message.success('已确认并记录');
  }

  return (
    <Alert
      data-testid="share-suitability"
      type="info"
      showIcon
      title={`受让企业股份（私募股权，风险等级${productRiskLevel}）高于您的风险承受能力等级（${result.resultName}），协议受让前须本人确认`}
      action={
        confirmed ? (
          <Tag color="green">已确认</Tag>
        ) : (
          <Button size="small" onClick={() => void confirm()}>
            确认适当性
          </Button>
        )
      }
    />
  );
}
