import { RISK_ASSESSMENT_ROUTE } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { useNavigate } from 'react-router';
import { BlockchainNotice } from '../../forms';
import { riskApi } from './api';
import { RiskEvaluationViewer } from './risk-evaluation-viewer';

export const RISK_CURRENT_KEY = ['risk-assessment', 'current'] as const;

/**
 * /investor/550026 投资者风险测评 (002 §2.3, ADR 62): the current registration account's results per
 * risk type (the viewer's alert mode), its assessment history (table mode) and 开始测评.
 */
export default function RiskOverviewPage() {
  const navigate = useNavigate();
  const current = useQuery({ queryKey: RISK_CURRENT_KEY, queryFn: ({ signal }) => riskApi.current(signal) });
  const accountNumber = current.data?.accountNumber ?? '';
  const history = useQuery({
    queryKey: ['risk-assessment', 'history', accountNumber],
    queryFn: ({ signal }) => riskApi.history(accountNumber, signal),
    enabled: accountNumber !== '',
  });
  const values = current.data?.sessionValues;
  return (
    <Card
      title="投资者风险测评"
      data-testid="risk-overview"
      extra={
        <Button type="primary" onClick={() => void navigate('/550026/apply')}>
          开始测评
        </Button>
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {current.data && (
          <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered data-testid="risk-levels">
            <Descriptions.Item label="登记账号">{accountNumber}</Descriptions.Item>
            <Descriptions.Item label="私募股权风险等级">{values?.riskLevel ?? '未测评'}</Descriptions.Item>
            <Descriptions.Item label="私募可转债风险等级">
              {values?.riskLevelBond ?? '未测评'}
            </Descriptions.Item>
            <Descriptions.Item label="私募基金份额风险等级">
              {values?.riskLevelPe ?? '未测评'}
            </Descriptions.Item>
          </Descriptions>
        )}
        {current.data && current.data.results.length === 0 ? (
          <Alert type="warning" showIcon title="您尚未进行风险测评，请先完成风险测评后再办理投资业务。" />
        ) : (
          <RiskEvaluationViewer mode="alert" rows={current.data?.results ?? []} />
        )}
        <Card type="inner" title="测评记录">
          <RiskEvaluationViewer mode="table" rows={history.data ?? []} loading={history.isFetching} />
        </Card>
      </Space>
      <BlockchainNotice context={{ route: RISK_ASSESSMENT_ROUTE }} />
    </Card>
  );
}
