import type { ApplicationDetail } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import {
  applyDefaultsOf,
  FormRenderer,
  formContextFromLocation,
  useFormController,
  useFormSubmit,
} from '../../forms';
import { useTabName } from '../../lib/shell/use-page-tab';
import { useSession } from '../../lib/use-session';
import { ApplyPromptDialog } from './apply-prompt';
import { useApplicationDetail, useFormSchema } from './queries';
import { FormSchemaAlert } from './schema-alert';
import { showsSaveButton } from './submit-rules';
import { useApplicationSubmit } from './use-application-submit';

/**
 * /process/apply (002 §2.3: query appId, nodeId, optional type and landingMode; uuid to continue a
 * draft or revise a returned application): the form of (appId, node) with 保存 and 提交. A page of
 * one business (/process/listedApplys, ADR 79) gives its `appId` instead of the query's.
 */
export default function ApplyPage({ appId: fixedAppId }: { appId?: string } = {}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const appId = fixedAppId ?? search.get('appId') ?? '';
  const nodeId = search.get('nodeId') || 'apply';
  const uuid = search.get('uuid') || search.get('processInstanceId');
  const detail = useApplicationDetail({ uuid });
  const schema = useFormSchema(appId, nodeId);
  const defaults = useApplyDefaults(appId, nodeId, uuid);
  const landingMode = useSession((s) => s.landingMode);
  const currentCompany = useSession((s) => s.currentCompany);

  if (appId === '') return <Alert type="error" showIcon title={t('workflow.apply.noAppId')} />;
  if (schema.isPending || (uuid && detail.isPending) || defaults.isLoading) return <Skeleton active />;
  if (defaults.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={(defaults.error as Error).message}
        data-testid="apply-defaults-failed"
      />
    );
  if (schema.isError || !schema.data.ok)
    return <FormSchemaAlert loaded={schema.isError ? undefined : schema.data} />;
  if (uuid && !detail.data) return <Alert type="error" showIcon title={t('workflow.detailFailed')} />;
  const application = detail.data ?? null;
  // An enterprise edits an application as the company it is for (the server refuses otherwise):
  // the form's product code and register lookups would be another company's.
  if (application?.companyId && landingMode === 'org' && application.companyId !== currentCompany)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('workflow.apply.otherCompany', { name: application.companyName ?? application.companyId })}
        data-testid="apply-other-company"
      />
    );
  return (
    <ApplyForm
      key={`${appId}/${nodeId}/${schema.data.version}/${uuid ?? ''}`}
      appId={appId}
      nodeId={nodeId}
      schema={schema.data}
      application={application}
      defaults={defaults.data}
    />
  );
}

/**
 * The business's first values of a new application at its apply node (ADR 68), read afresh each
 * time the page opens; none for a draft or a returned application, which keep their own data.
 */
function useApplyDefaults(appId: string, nodeId: string, uuid: string | null) {
  const loader = applyDefaultsOf(appId);
  return useQuery({
    queryKey: ['apply-defaults', appId],
    queryFn: ({ signal }) => loader!(signal),
    enabled: loader !== undefined && !uuid && nodeId === 'apply',
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

function ApplyForm(props: {
  appId: string;
  nodeId: string;
  schema: Extract<NonNullable<ReturnType<typeof useFormSchema>['data']>, { ok: true }>;
  application: ApplicationDetail | null;
  defaults?: Record<string, unknown> | undefined;
}) {
  const { appId, nodeId, application } = props;
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const landingMode = useSession((s) => s.landingMode);
  const searchKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string stands for the params.
  const context = useMemo(
    () =>
      formContextFromLocation(pathname, search, {
        appId,
        nodeId,
        ...(landingMode ? { landingMode } : {}),
        ...(application ? { uuid: application.uuid } : {}),
      }),
    [pathname, searchKey, appId, nodeId, landingMode, application],
  );
  const controller = useFormController();
  // The tab names the business filed (股份转让登记申请), not the route's 业务申请.
  useTabName(props.schema.schema.title);
  const flow = useApplicationSubmit({
    appId,
    nodeId,
    initial: { uuid: application?.uuid ?? null, version: application?.version ?? null },
  });
  const form = useFormSubmit({
    controller,
    appId,
    onSubmit: (values) => flow.submit(values),
    onSave: (values) => flow.save(values),
  });
  const returned = application?.opinions.filter((o) => o.checkResult === 'UpdateMaterial').at(-1);

  const footer = (
    <Space style={{ marginTop: 16 }}>
      {showsSaveButton(nodeId) && (
        <Button onClick={() => void form.save()} disabled={form.busy} data-testid="apply-save">
          {t('workflow.apply.save')}
        </Button>
      )}
      <Button
        type="primary"
        onClick={() => void form.submit()}
        loading={form.busy}
        data-testid="apply-submit"
      >
        {t('workflow.apply.submit')}
      </Button>
    </Space>
  );
  return (
    <Card
      title={
        <Typography.Text strong>
          {props.schema.schema.title}
          {application ? `（${t('workflow.bizSn')}：${application.bizSn}）` : ''}
          {application?.companyName ? ` · ${application.companyName}` : ''}
        </Typography.Text>
      }
      data-testid="apply-page"
    >
      {returned && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('workflow.apply.returnedBy', { name: returned.actorName })}
          description={returned.content}
          data-testid="returned-opinion"
        />
      )}
      <FormRenderer
        schema={props.schema.schema}
        context={context}
        controller={controller}
        initialValues={application?.formData ?? props.defaults ?? {}}
        footer={footer}
      />
      {form.dialog}
      <ApplyPromptDialog
        prompt={flow.prompt}
        printing={flow.printing}
        onVoucher={(print) => void flow.answerVoucher(print)}
        onContinue={(proceed) => void flow.answerContinue(proceed)}
        onAcknowledge={flow.acknowledge}
      />
    </Card>
  );
}
