import type { ApplicationDetail } from '@rer/contracts';
import { Card, Descriptions, Empty, Table, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { nodeName, workflowName } from './approval-rules';

const ACTION_COLORS: Readonly<Record<string, string>> = {
  approve: 'green',
  complete: 'green',
  return: 'orange',
  reject: 'red',
  withdraw: 'gray',
  cancel: 'gray',
};

/** The application's header: biz_sn, business, company, applicant, status, node, times. */
export function ApplicationHeader({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} data-testid="application-header">
      <Descriptions.Item label={t('workflow.bizSn')}>{detail.bizSn}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.businessType')}>{detail.businessTypeName}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.company')}>{detail.companyName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.applicant')}>{detail.applicantName}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.status')}>
        <span data-testid="application-status">{detail.statusName}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('workflow.currentNode')}>
        <span data-testid="application-node">{detail.currentNodeName}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('workflow.createdAt')}>
        {formatDateTime(detail.createdAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('workflow.submittedAt')}>
        {detail.submittedAt ? formatDateTime(detail.submittedAt) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('workflow.completedAt')}>
        {detail.completedAt ? formatDateTime(detail.completedAt) : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Every action across the resubmission rounds (第N轮), oldest first. */
export function ApplicationTimeline({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  if (detail.timeline.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid="application-timeline"
      items={detail.timeline.map((entry, index) => ({
        key: `${entry.occurredAt}-${index}`,
        color: ACTION_COLORS[entry.action] ?? 'blue',
        children: (
          <div data-testid="timeline-entry">
            <Typography.Text strong>{workflowName('actions', entry.action) ?? entry.action}</Typography.Text>{' '}
            {entry.round > 0 && <Tag>{t('workflow.round', { round: entry.round })}</Tag>}
            <Typography.Text type="secondary">
              {[entry.actorName, nodeName(entry.fromNode ?? entry.toNode), formatDateTime(entry.occurredAt)]
                .filter((part) => part)
                .join(' · ')}
            </Typography.Text>
            {entry.opinion && <div className="rer-timeline-opinion">{entry.opinion}</div>}
          </div>
        ),
      }))}
    />
  );
}

/** 审批意见 and 确认意见 of every node and round. */
export function ApplicationOpinions({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.nodeId}-${row.round}-${row.createdAt}`}
      dataSource={detail.opinions}
      pagination={false}
      data-testid="application-opinions"
      locale={{ emptyText: t('workflow.noOpinions') }}
      columns={[
        { title: t('workflow.node'), dataIndex: 'nodeId', width: 110, render: (v: string) => nodeName(v) },
        { title: t('workflow.roundColumn'), dataIndex: 'round', width: 70 },
        { title: t('workflow.opinionKind'), dataIndex: 'kind', width: 100 },
        {
          title: t('workflow.checkResult'),
          dataIndex: 'checkResult',
          width: 100,
          render: (v: string) => workflowName('checkResults', v) ?? v,
        },
        { title: t('workflow.opinion'), dataIndex: 'content' },
        { title: t('workflow.handler'), dataIndex: 'actorName', width: 120 },
        {
          title: t('workflow.handledAt'),
          dataIndex: 'createdAt',
          width: 170,
          render: (v: string) => formatDateTime(v),
        },
      ]}
    />
  );
}

/** A titled block of the detail pages. */
export function Section(props: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Card size="small" title={props.title} data-testid={props.testId} style={{ marginTop: 16 }}>
      {props.children}
    </Card>
  );
}
