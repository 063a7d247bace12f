import type { AssessmentView } from '@rer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Radio, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { listingApi } from './api';

const RESULT_COLORS: Record<string, string> = {
  unqualified: 'red',
  basic: 'blue',
  growth: 'cyan',
  innovation: 'green',
};

function AssessmentResult({ result }: { result: AssessmentView }) {
  const navigate = useNavigate();
  return (
    <Card size="small" title="自评结果" data-testid="assessment-result">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="结论">
          <Tag color={RESULT_COLORS[result.result]}>{result.resultName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="评分">{result.score} 分（满分 100 分）</Descriptions.Item>
        <Descriptions.Item label="自评时间">{formatDateTime(result.createdAt)}</Descriptions.Item>
        {result.unmet.length > 0 && (
          <Descriptions.Item label="未满足的基本条件">
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {result.unmet.map((u) => (
                <li key={u}>{u}</li>
              ))}
            </ul>
          </Descriptions.Item>
        )}
      </Descriptions>
      {result.result !== 'unqualified' && (
        <Button
          type="primary"
          onClick={() => void navigate('/process/listedApplys?nodeId=apply&nodeName=申请')}
        >
          申请挂牌
        </Button>
      )}
    </Card>
  );
}

/**
 * 挂牌自评 (/assessment, 002 §2.3 listing self-assessment; org menu 挂牌业务; ADR 79): part A's basic
 * listing conditions (all must be 是) and part B's scored indicators; the server scores and keeps
 * every submission, and the latest result is shown with the way to apply.
 */
export default function AssessmentPage() {
  const client = useQueryClient();
  const questions = useQuery({
    queryKey: ['listing-questionnaire'],
    queryFn: ({ signal }) => listingApi.questionnaire(signal),
  });
  const latest = useQuery({
    queryKey: ['listing-assessment'],
    queryFn: ({ signal }) => listingApi.latestAssessment(signal),
  });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const submit = useMutation({
    mutationFn: () => listingApi.submitAssessment(answers),
    onSuccess: (saved) => client.setQueryData(['listing-assessment'], saved),
  });
  if (questions.isPending) return <Skeleton active />;
  if (questions.isError) return <Alert type="error" showIcon title={(questions.error as Error).message} />;
  const part = (p: string) => questions.data.filter((q) => q.part === p);
  const render = (list: typeof questions.data, offset: number) =>
    list.map((q, i) => (
      <div key={q.id} style={{ marginBottom: 12 }} data-testid={`assessment-${q.id}`}>
        <Typography.Text strong>
          {offset + i + 1}. {q.title}
        </Typography.Text>
        <div>
          <Radio.Group
            value={answers[q.id]}
            options={q.options}
            onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: String(e.target.value) }))}
          />
        </div>
      </div>
    ));
  const a = part('A');
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="assessment-page">
      {latest.data && <AssessmentResult result={latest.data} />}
      <Card title="挂牌自评">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="评估方法：第一部分为挂牌基本条件，须全部为「是」；第二部分按规模、盈利、研发、知识产权、资质和融资计分（满分100分），60分及以上建议申请创新板（标准层），30至59分建议申请成长板，30分以下建议申请基础板（孵化层）。自评结果仅供参考，以挂牌审核为准。"
        />
        <Typography.Title level={5}>一、挂牌基本条件</Typography.Title>
        {render(a, 0)}
        <Typography.Title level={5}>二、企业情况评分</Typography.Title>
        {render(part('B'), a.length)}
        {submit.isError && <Alert type="error" showIcon title={(submit.error as Error).message} />}
        <Button
          type="primary"
          loading={submit.isPending}
          onClick={() => submit.mutate()}
          data-testid="assessment-submit"
        >
          提交自评
        </Button>
      </Card>
    </Space>
  );
}
