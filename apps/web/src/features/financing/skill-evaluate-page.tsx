import type { SkillEvaluateAnswer } from '@rer/contracts';
import { SKILL_QUESTIONS, SKILL_SCORING_TEXT } from '@rer/domain';
import { Alert, Button, Card, Form, Progress, Radio, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { financingApi } from './api';

/** /skillEvaluate (public; ADR 84): ten questions, the stated scoring, the result per dimension. */
export default function SkillEvaluatePage() {
  const [result, setResult] = useState<SkillEvaluateAnswer | null>(null);
  const submit = async (answers: Record<string, string>) => {
    setResult(await financingApi.skillEvaluate(answers).catch(() => null));
  };
  return (
    <Card
      title="企业能力自评"
      data-testid="skill-evaluate"
      extra={<Link to="/valueDiagnosis">股权估值自测</Link>}
      style={{ margin: 24 }}
    >
      <Alert type="info" message="评分规则" description={SKILL_SCORING_TEXT} style={{ marginBottom: 16 }} />
      <Form layout="vertical" name="skill-evaluate" onFinish={(v) => void submit(v)}>
        {SKILL_QUESTIONS.map((q, i) => (
          <Form.Item
            key={q.id}
            name={q.id}
            label={`${i + 1}. ${q.text}`}
            rules={[{ required: true, message: `第${i + 1}题：请选择您的答案` }]}
          >
            <Radio.Group>
              <Space direction="vertical">
                {q.options.map((o) => (
                  <Radio key={o.id} value={o.id}>
                    {o.text}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit">
          提交自评
        </Button>
      </Form>
      {result && (
        <div data-testid="skill-result" style={{ marginTop: 24 }}>
          <Alert
            type="success"
            message={`总分 ${result.total} 分（${result.level}）`}
            description={result.levelText}
          />
          <Table
            style={{ marginTop: 12 }}
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={result.dimensions}
            columns={[
              { title: '维度', dataIndex: 'name' },
              {
                title: '得分',
                dataIndex: 'score',
                render: (v: number, r) => (
                  <Progress percent={Math.round((v / r.max) * 100)} format={() => `${v}/${r.max}`} />
                ),
              },
              { title: '建议', dataIndex: 'advice', render: (v: string | null) => v ?? '—' },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
