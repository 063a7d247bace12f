import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { srdiApi } from './api';
import { admissionBlock, applyPath } from './srdi-status';

/**
 * /companyHitechApply (org zone, 企业管理 menu; ADR 81): the enterprise's standing for the SRDI
 * board and its way into 550200 — or the 002 §5 message saying what must come first.
 */
export default function CompanyHitechApplyPage() {
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: ['srdi-mine'], queryFn: ({ signal }) => srdiApi.mine(signal) });
  if (mine.isPending) return <Spin />;
  const standing = mine.data?.standing ?? null;
  const blocked = admissionBlock(standing);
  return (
    <Card title="专精特新入板" data-testid="company-hitech-apply">
      {standing && (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="企业名称">{standing.name}</Descriptions.Item>
          <Descriptions.Item label="托管状态">{standing.isRegister ? '已托管' : '未托管'}</Descriptions.Item>
          <Descriptions.Item label="挂牌状态">{standing.isListing ? '已挂牌' : '未挂牌'}</Descriptions.Item>
          <Descriptions.Item label="入板状态">
            {standing.hitechStatus === '1' ? '已入板' : '未入板'}
          </Descriptions.Item>
        </Descriptions>
      )}
      {blocked ? (
        <Alert type="warning" showIcon message={blocked} data-testid="hitech-block" />
      ) : (
        <Button type="primary" onClick={() => navigate(applyPath('550200'))} data-testid="hitech-apply">
          申请入板
        </Button>
      )}
    </Card>
  );
}
