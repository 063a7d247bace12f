import { Alert, Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { formatShares } from '../../lib/format';
import { usePledgeeConfirmation } from './use-pledgee-confirmation';

/**
 * The pledgee's confirmation page (/pledgeeConfirm?token=…), opened from the SMS link without a login
 * (ADR 72): the pledge it is asked to confirm (the pledgor masked), the face check, the confirmation,
 * then the pledge contract to sign.
 */
export default function PledgeeConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { view, step, busy, startFaceCheck, reportSandbox, signContract } = usePledgeeConfirmation(token);

  return (
    <div className="rer-login">
      <Card className="rer-login-card" title="股权质押登记：质权人确认" style={{ maxWidth: 560 }}>
        {step.kind === 'loading' && <Spin />}
        {step.kind === 'invalid' && (
          <Alert type="error" showIcon message={step.message} data-testid="pledgee-invalid" />
        )}
        {view && step.kind !== 'invalid' && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="业务编号">{view.bizSn}</Descriptions.Item>
              <Descriptions.Item label="标的企业">{view.companyName ?? ''}</Descriptions.Item>
              <Descriptions.Item label="出质人">{view.pledgorName}</Descriptions.Item>
              <Descriptions.Item label="质权人">{view.pledgeeName}</Descriptions.Item>
              <Descriptions.Item label="质押股份数量（股）">
                {view.quantity === null ? '' : formatShares(view.quantity)}
              </Descriptions.Item>
            </Descriptions>
            {step.kind === 'ready' && (
              <>
                <Alert type="info" showIcon message="请核对质押信息，确认无误后进行人脸识别以完成确认。" />
                <Button type="primary" loading={busy} onClick={() => void startFaceCheck()}>
                  开始人脸识别
                </Button>
              </>
            )}
            {step.kind === 'sandbox' && (
              <Space direction="vertical" data-testid="pledgee-face-sandbox">
                <Space>
                  人脸识别
                  <Tag color="orange">沙箱</Tag>
                </Space>
                <Alert type="warning" showIcon message="人脸识别沙箱：不真正识别，请选择模拟结果。" />
                <Space>
                  <Button
                    type="primary"
                    loading={busy}
                    onClick={() => void reportSandbox(step.certifyId, true)}
                  >
                    模拟识别通过
                  </Button>
                  <Button danger loading={busy} onClick={() => void reportSandbox(step.certifyId, false)}>
                    模拟识别不通过
                  </Button>
                </Space>
              </Space>
            )}
            {step.kind === 'confirmed' && (
              <>
                <Alert
                  type="success"
                  showIcon
                  message="质权人已确认，感谢您的配合。"
                  data-testid="pledgee-confirmed"
                />
                <Button onClick={() => void signContract()}>签署质押合同</Button>
              </>
            )}
          </Space>
        )}
      </Card>
    </div>
  );
}
