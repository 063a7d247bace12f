import type { ApplicationDetail } from '@rer/contracts';
import { Alert, Card, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { FormRenderer, formContextFromLocation } from '../../forms';
import { useTabName } from '../../lib/shell/use-page-tab';
import { EvidenceBadge } from '../evidence';
import { nodeName } from './approval-rules';
import { AttachmentLinks, attachmentsOf } from './attachment-links';
import { DetailActions } from './detail-actions';
import { ApplicationHeader, ApplicationOpinions, ApplicationTimeline, Section } from './detail-sections';
import { EvidenceZipButton } from './evidence-zip-button';
import { useApplicationDetail, useFormSchema } from './queries';

/** The extra query of flow 550017 on /process/ywlsDetail (000 §2): the node the detail comes from. */
export const SOURCE_KEY_FLOW = '550017';

/** Which form node a detail page shows: the 550017 source node on ywlsDetail, else the apply form. */
export function detailFormNode(pathname: string, search: URLSearchParams, appId: string): string {
  const source = search.get('sourceKey');
  if (pathname.endsWith('/ywlsDetail') && appId === SOURCE_KEY_FLOW && source) return source;
  return 'apply';
}

/**
 * The business detail (000 §2, 001 §2): /process/detial (processInstanceId, isShowResult, nodeId,
 * appId), /process/ywlsDetail (appId, uuid, nodeId=detail, bizSn, bizTypeName, showBlock; for 550017
 * also nodeName, processInstanceId, sourceKey, type) and /process/changeDetial (change history: rows
 * cannot be added or deleted). The form read-only, the timeline across rounds, the opinions, the
 * attachments and the evidence badge.
 */
export default function DetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const uuid = search.get('processInstanceId') || search.get('uuid');
  const bizSn = search.get('bizSn');
  const detail = useApplicationDetail({ uuid, bizSn });
  // The tab names the business (股份转让 · 业务详情), not just 业务详情.
  useTabName(detail.data && `${detail.data.businessTypeName} · ${t('route.processDetail')}`);
  if (!uuid && !bizSn) return <Alert type="error" showIcon title={t('workflow.detail.noRef')} />;
  if (detail.isPending) return <Skeleton active />;
  if (!detail.data) return <Alert type="error" showIcon title={t('workflow.detailFailed')} />;
  return <DetailView detail={detail.data} />;
}

function DetailView({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const appId = search.get('appId') || detail.appId;
  const formNode = detailFormNode(pathname, search, appId);
  const schema = useFormSchema(appId, formNode);
  const searchKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string stands for the params.
  const context = useMemo(
    () =>
      formContextFromLocation(pathname, search, {
        appId,
        nodeId: 'detail',
        type: 'detail',
        uuid: detail.uuid,
      }),
    [pathname, searchKey, appId, detail.uuid],
  );
  const showResult = search.get('isShowResult') !== 'false';
  const showBlock = !['0', 'false'].includes(search.get('showBlock') ?? '');
  const title = search.get('bizTypeName') || detail.businessTypeName;
  const sourceNode = search.get('sourceKey');
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }} data-testid="detail-page">
      <Card
        title={<Typography.Text strong>{title}</Typography.Text>}
        extra={
          <Space>
            {showBlock && <EvidenceBadge uuid={detail.uuid} appId={detail.appId} bizSn={detail.bizSn} />}
            <EvidenceZipButton uuid={detail.uuid} bizSn={detail.bizSn} applyName={title} />
            <DetailActions detail={detail} />
          </Space>
        }
      >
        {pathname.includes('/process/changeDetial') && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('workflow.detail.changeRules')} />
        )}
        {sourceNode && (
          <Typography.Paragraph type="secondary">
            {t('workflow.detail.sourceNode', { node: nodeName(sourceNode, search.get('nodeName')) })}
          </Typography.Paragraph>
        )}
        <ApplicationHeader detail={detail} />
      </Card>
      <Section title={t('workflow.detail.form')} testId="detail-form">
        {schema.isPending ? (
          <Skeleton active />
        ) : schema.data?.ok ? (
          <FormRenderer
            key={`${appId}/${formNode}/${schema.data.version}`}
            schema={schema.data.schema}
            context={context}
            initialValues={detail.formData}
          />
        ) : (
          <Alert type="error" showIcon title={t('workflow.formLoadFailed')} />
        )}
      </Section>
      <Section title={t('workflow.detail.attachments')} testId="detail-attachments">
        <AttachmentLinks
          entries={schema.data?.ok ? attachmentsOf(schema.data.schema, detail.formData) : []}
        />
      </Section>
      {showResult && (
        <Section title={t('workflow.detail.opinions')} testId="detail-opinions">
          <ApplicationOpinions detail={detail} />
        </Section>
      )}
      <Section title={t('workflow.detail.timeline')} testId="detail-timeline">
        <ApplicationTimeline detail={detail} />
      </Section>
    </Space>
  );
}
