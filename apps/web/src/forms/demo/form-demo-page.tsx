import { resolveFormMode } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { message } from '../../lib/feedback';
import { toSubmission } from '../engine/browser-validation';
import { requireHandle, useFormController } from '../engine/form-controller';
import { formContextFromLocation } from '../engine/route-context';
import { FormRenderer } from '../layout/form-renderer';
import { loadFormSchema } from '../load-form-schema';
import { SUBMIT_MESSAGES } from '../submit/submit-messages';
import { useFormSubmit } from '../submit/use-form-submit';
import { type ServerVerdict, validateOnServer } from './form-demo-api';

export const DEMO_APP_ID = '590001';

/**
 * The form engine's demo page (/process/formDemo?appId=590001&nodeId=apply, ADR 14): loads the
 * active schema, renders it, and on submit validates in the browser and then asks the server's
 * workflowform/validate, showing its answer. 仅服务器校验 sends the form as it is, without the
 * browser's check, so the server's refusal of the same input can be seen.
 */
export default function FormDemoPage() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const appId = search.get('appId') || DEMO_APP_ID;
  const nodeId = search.get('nodeId') || 'apply';
  const searchKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string stands for the params.
  const context = useMemo(
    () => formContextFromLocation(pathname, search, { appId, nodeId }),
    [pathname, searchKey, appId, nodeId],
  );
  const schema = useQuery({
    queryKey: ['formDemo', 'schema', appId, nodeId],
    queryFn: ({ signal }) => loadFormSchema(appId, nodeId, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const controller = useFormController();
  const [verdict, setVerdict] = useState<ServerVerdict | null>(null);
  const askServer = async (values: Record<string, unknown>) => {
    const answer = await validateOnServer(appId, nodeId, context, values);
    setVerdict(answer);
    if (answer.ok) message.success(SUBMIT_MESSAGES.submitted);
  };
  const flow = useFormSubmit({
    controller,
    appId,
    onSubmit: askServer,
    onSave: (values) => {
      setVerdict(null);
      message.success(`已保存草稿（${Object.keys(values).length} 项，未校验）`);
    },
  });

  if (schema.isPending) return <Spin />;
  if (schema.isError) return <Alert type="error" title="获取表单配置失败" />;
  if (!schema.data.ok) {
    return <Alert type="error" title="表单配置不可用" description={schema.data.errors.join('\n')} />;
  }
  const mode = resolveFormMode(context);
  const editable = !mode.readOnly || mode.approvalEditable;
  const footer = editable && (
    <Space style={{ marginTop: 16 }}>
      <Button onClick={() => void flow.save()} disabled={flow.busy}>
        保存
      </Button>
      <Button type="primary" onClick={() => void flow.submit()} loading={flow.busy}>
        提交
      </Button>
      <Button
        onClick={() => {
          const handle = requireHandle(controller);
          void handle.whenLoaded().then(() => askServer(toSubmission(handle.allValues())));
        }}
        data-testid="server-only-validate"
      >
        仅服务器校验
      </Button>
    </Space>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {schema.data.schema.title}（{appId} / {nodeId}，第{schema.data.version}版）
      </Typography.Title>
      <FormRenderer
        key={`${appId}/${nodeId}/${schema.data.version}`}
        schema={schema.data.schema}
        context={context}
        controller={controller}
        footer={footer}
      />
      {flow.dialog}
      {verdict && <VerdictCard verdict={verdict} />}
    </Space>
  );
}

function VerdictCard({ verdict }: { verdict: ServerVerdict }) {
  return (
    <Card
      size="small"
      title="服务器校验结果"
      data-testid="server-verdict"
      data-ok={verdict.ok ? 'true' : 'false'}
    >
      <Alert type={verdict.ok ? 'success' : 'error'} title={verdict.message} showIcon />
      {verdict.failures.length > 0 && (
        <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
          {verdict.failures.map((failure) => (
            <Descriptions.Item key={failure.prop} label={failure.label}>
              {failure.message}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {verdict.normalized && (
        <pre style={{ maxHeight: 240, overflow: 'auto', marginTop: 8 }}>
          {JSON.stringify(verdict.normalized, null, 2)}
        </pre>
      )}
    </Card>
  );
}
