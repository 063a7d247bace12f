import type { EvaluationRow } from '@rer/contracts';
import { ANSWER_REQUIRED } from '@rer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Radio, Result, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { parseRiskType, riskApi } from './api';
import { RiskEvaluationViewer } from './risk-evaluation-viewer';

/**
 * /550026/answer?riskType= (002 §2.3): the questionnaire, each question required
 * (请选择您的答案, 001 §5.12); the server scores the answers and the result is shown with its level.
 */
export default function RiskAnswerPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const riskType = parseRiskType(params.get('riskType'));
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, string>>();
  const questionnaire = useQuery({
    queryKey: ['risk-assessment', 'questionnaire', riskType],
    queryFn: ({ signal }) => riskApi.questionnaire(riskType ?? 1, signal),
    enabled: riskType !== null,
  });
  const submit = useMutation({
    mutationFn: (answers: Record<string, string>) => riskApi.submit(riskType ?? 1, answers),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['risk-assessment'] }),
  });

  if (riskType === null)
    return <Alert type="error" showIcon title="测评类型不正确，请从风险测评页面重新进入。" />;
  if (submit.data) return <RiskResult row={submit.data} onBack={() => void navigate('/investor/550026')} />;
  const q = questionnaire.data;
  return (
    <Card title={q?.name ?? '风险测评问卷'} loading={questionnaire.isLoading} data-testid="risk-answer">
      {q && (
        <Form<Record<string, string>>
          form={form}
          layout="vertical"
          name="risk-answer"
          onFinish={(answers) => submit.mutate(answers)}
          scrollToFirstError
        >
          <Alert type="info" showIcon title={q.remark} style={{ marginBottom: 16 }} />
          {q.titles.map((title, index) => (
            <Form.Item
              key={title.id}
              name={title.id}
              label={`${index + 1}. ${title.name}`}
              rules={[{ required: true, message: ANSWER_REQUIRED }]}
            >
              <Radio.Group
                aria-label={title.name}
                options={title.options.map((o) => ({ value: o.id, label: `${o.code}. ${o.name}` }))}
              />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit" loading={submit.isPending}>
              提交
            </Button>
            <Button onClick={() => void navigate('/550026/apply')}>返回</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}

function RiskResult({ row, onBack }: { row: EvaluationRow; onBack: () => void }) {
  return (
    <Card data-testid="risk-result">
      <Result
        status="success"
        title={`您的风险承受能力等级为：${row.resultName}`}
        subTitle={`${row.productTypeName}风险测评得分 ${row.fraction} 分，适合${row.productRiskLevel}及以下风险等级的产品。`}
        extra={
          <Button type="primary" onClick={onBack}>
            返回风险测评
          </Button>
        }
      />
      <RiskEvaluationViewer mode="alert" rows={[row]} />
    </Card>
  );
}
