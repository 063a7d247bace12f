import type { ApplicationDetail } from '@rer/contracts';
import type { FormSchema } from '@rer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  FormRenderer,
  formContextFromLocation,
  SUBMIT_MESSAGES,
  useFormController,
  useFormSubmit,
} from '../../forms';
import { message } from '../../lib/feedback';
import { EvidenceBadge } from '../evidence';
import { workflowApi } from './api';
import { ApprovalPanel, type Decision } from './approval-panel';
import { actionOf, approvalFormData, opinionCheckOf, returnTargetsOf } from './approval-rules';
import { AttachmentLinks, attachmentsOf } from './attachment-links';
import { ApplicationHeader, ApplicationOpinions, ApplicationTimeline, Section } from './detail-sections';
import { refreshWorkflowData } from './queries';
import { classifyRefusal, MY_TODOS_PATH, WORKFLOW_MESSAGES } from './submit-rules';

/**
 * The form of the task's node with the decision: the renderer makes everything read-only but the
 * editInApprove fields (approval node context); a handled task shows no decision at all. A 409
 * answer (another reviewer was first) is shown in a dialog and the lists are refreshed.
 */
export function ApprovalForm(props: { detail: ApplicationDetail; nodeId: string; schema: FormSchema }) {
  const { detail, nodeId, schema } = props;
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handledState = search.get('taskItemState');
  const taskOpen = detail.openTask?.nodeId === nodeId && handledState !== '已办' && handledState !== '已处理';
  const searchKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string stands for the params.
  const context = useMemo(
    () =>
      formContextFromLocation(pathname, search, {
        appId: detail.appId,
        nodeId,
        uuid: detail.uuid,
        isApprove: true,
        ...(taskOpen ? {} : { taskItemState: handledState || '已办' }),
      }),
    [pathname, searchKey, detail.appId, detail.uuid, nodeId, taskOpen],
  );
  const controller = useFormController();
  const [decision, setDecision] = useState<Decision>({ checkResult: 'Approve', opinion: '', target: '' });
  const [taken, setTaken] = useState<string | null>(null);
  const targets = useMemo(() => returnTargetsOf(detail, nodeId), [detail, nodeId]);

  const decide = async (values: Record<string, unknown>) => {
    const action = actionOf(decision.checkResult);
    const answer = await workflowApi.review(action, {
      uuid: detail.uuid,
      nodeId,
      version: detail.version,
      formData: approvalFormData(schema, detail.formData, values),
      opinion: decision.opinion.trim(),
      ...(action === 'return' && decision.target ? { target: decision.target } : {}),
    });
    await refreshWorkflowData(queryClient);
    if (answer.success) {
      message.success(answer.msg);
      void navigate(MY_TODOS_PATH);
      return;
    }
    if (classifyRefusal(answer).kind === 'taken') setTaken(answer.msg);
  };
  const flow = useFormSubmit({
    controller,
    appId: detail.appId,
    prefix: '审批处理',
    opinion: () => opinionCheckOf(nodeId, decision.checkResult, decision.opinion),
    onSubmit: decide,
  });

  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }} data-testid="approve-page">
      <Card
        title={
          <Typography.Text strong>{`${detail.businessTypeName} · ${detail.currentNodeName}`}</Typography.Text>
        }
        extra={<EvidenceBadge uuid={detail.uuid} appId={detail.appId} bizSn={detail.bizSn} />}
      >
        {!taskOpen && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('workflow.approve.handled')} />
        )}
        <ApplicationHeader detail={detail} />
      </Card>
      <Section title={t('workflow.detail.form')} testId="approve-form">
        <FormRenderer
          schema={schema}
          context={context}
          controller={controller}
          initialValues={detail.formData}
        />
      </Section>
      {taskOpen && (
        <ApprovalPanel
          nodeId={nodeId}
          decision={decision}
          onChange={setDecision}
          returnTargets={targets}
          busy={flow.busy}
          onSubmit={() => void flow.submit()}
        />
      )}
      <Section title={t('workflow.detail.attachments')}>
        <AttachmentLinks entries={attachmentsOf(schema, detail.formData)} />
      </Section>
      <Section title={t('workflow.detail.opinions')}>
        <ApplicationOpinions detail={detail} />
      </Section>
      <Section title={t('workflow.detail.timeline')}>
        <ApplicationTimeline detail={detail} />
      </Section>
      {flow.dialog}
      <Modal
        open={taken !== null}
        title={SUBMIT_MESSAGES.dialogTitle}
        okText={t('http.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => void navigate(MY_TODOS_PATH)}
        onCancel={() => void navigate(MY_TODOS_PATH)}
        destroyOnHidden
      >
        <p data-testid="task-taken">{WORKFLOW_MESSAGES.taskTaken}</p>
        <Typography.Text type="secondary">{taken}</Typography.Text>
      </Modal>
    </Space>
  );
}
