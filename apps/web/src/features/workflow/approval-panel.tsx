import { Button, Card, Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CheckResult, opinionKindOf, type ReturnTarget } from './approval-rules';

export interface Decision {
  checkResult: CheckResult;
  opinion: string;
  /** For UpdateMaterial: '' = the applicant, else an earlier approval node. */
  target: string;
}

/**
 * The reviewer's decision (审批处理): 审核结果 通过 / 退回修改 / 驳回, the return target, and 审批意见
 * (确认意见 at a confirmation node), required for a return or a rejection (001 §4.9, §5.19).
 */
export function ApprovalPanel(props: {
  nodeId: string;
  decision: Decision;
  onChange: (next: Decision) => void;
  returnTargets: ReturnTarget[];
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const { decision, onChange } = props;
  const kind = opinionKindOf(props.nodeId);
  const opinionLabel =
    kind === 'confirm' ? t('workflow.approve.confirmOpinion') : t('workflow.approve.opinion');
  const opinionRequired = decision.checkResult !== 'Approve';
  return (
    <Card
      size="small"
      title={t('workflow.approve.panel')}
      style={{ marginTop: 16 }}
      data-testid="approval-panel"
    >
      <Form layout="vertical">
        <Form.Item label={t('workflow.approve.result')} required>
          <Radio.Group
            value={decision.checkResult}
            onChange={(e) => onChange({ ...decision, checkResult: e.target.value as CheckResult })}
            options={[
              { value: 'Approve', label: t('workflow.approve.approve') },
              { value: 'UpdateMaterial', label: t('workflow.approve.return') },
              { value: 'Reject', label: t('workflow.approve.reject') },
            ]}
          />
        </Form.Item>
        {decision.checkResult === 'UpdateMaterial' && props.returnTargets.length > 1 && (
          <Form.Item label={t('workflow.approve.returnTo')}>
            <Select
              value={decision.target}
              onChange={(target: string) => onChange({ ...decision, target })}
              options={props.returnTargets}
              style={{ maxWidth: 320 }}
              data-testid="return-target"
            />
          </Form.Item>
        )}
        <Form.Item label={opinionLabel} required={opinionRequired}>
          <Input.TextArea
            value={decision.opinion}
            onChange={(e) => onChange({ ...decision, opinion: e.target.value })}
            maxLength={2000}
            rows={3}
            aria-label={opinionLabel}
            placeholder={t('workflow.approve.opinionPlaceholder', { label: opinionLabel })}
          />
        </Form.Item>
        <Space>
          <Button type="primary" loading={props.busy} onClick={props.onSubmit} data-testid="approval-submit">
            {t('workflow.approve.submit')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
