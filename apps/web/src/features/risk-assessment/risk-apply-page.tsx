import { RISK_QUESTIONNAIRES, type RiskType } from '@rer/domain';
import { Button, Card, Checkbox, Form, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RISK_TYPE_OPTIONS } from './api';

/**
 * /550026/apply (002 §2.3): the investor chooses the risk type to assess and reads the notice
 * before answering (/550026/answer?riskType=).
 */
export default function RiskApplyPage() {
  const navigate = useNavigate();
  const [riskType, setRiskType] = useState<RiskType>(1);
  const [read, setRead] = useState(false);
  const questionnaire = RISK_QUESTIONNAIRES[riskType];
  return (
    <Card title="风险测评申请" data-testid="risk-apply">
      <Form layout="vertical">
        <Form.Item label="测评类型">
          <Radio.Group
            value={riskType}
            onChange={(e) => setRiskType(e.target.value as RiskType)}
            options={RISK_TYPE_OPTIONS}
          />
        </Form.Item>
        <Typography.Title level={5}>{questionnaire.name}</Typography.Title>
        <Typography.Paragraph>{questionnaire.remark}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          风险测评结果是判断您能否购买相应风险等级产品的依据。请根据自身财务状况、投资经验和风险偏好如实作答；
          提交后由系统计算得分并确定您的风险承受能力等级（C1 保守型 至 C5 激进型）。
        </Typography.Paragraph>
        <Form.Item>
          <Checkbox checked={read} onChange={(e) => setRead(e.target.checked)}>
            本人已阅读上述说明，将如实填写问卷
          </Checkbox>
        </Form.Item>
        <Space>
          <Button
            type="primary"
            disabled={!read}
            onClick={() => void navigate(`/550026/answer?riskType=${riskType}`)}
          >
            开始答题
          </Button>
          <Button onClick={() => void navigate('/investor/550026')}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
}
