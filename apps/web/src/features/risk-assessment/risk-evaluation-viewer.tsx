import type { EvaluationRow } from '@rer/contracts';
import { Alert, Button, Modal, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';

/** The sentence of one result in alert mode (001 §2.10). */
export function evaluationSentence(row: EvaluationRow): string {
  const when = formatDate(row.riskTestTime);
  const base = `您于${when}完成的${row.productTypeName}风险测评结果为${row.resultName}（${row.fraction}分），适合${row.productRiskLevel}及以下风险等级的产品`;
  return row.expired
    ? `${base}；该结果已于${formatDate(row.expiresAt)}过期，请重新测评。`
    : `${base}，有效期至${formatDate(row.expiresAt)}。`;
}

/** 问卷详情: the questions with the investor's answers as read-only radios, and 关闭. */
export function QuestionnaireDialog({ row, onClose }: { row: EvaluationRow | null; onClose: () => void }) {
  const data = row?.ruleFormTotalData;
  return (
    <Modal
      open={row !== null}
      title="问卷详情"
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      width={720}
      destroyOnHidden
    >
      {data && (
        <div data-testid="questionnaire-detail">
          <Typography.Title level={5}>{data.name}</Typography.Title>
          <Typography.Paragraph type="secondary">{data.remark}</Typography.Paragraph>
          {data.titles.map((title, index) => (
            <div key={title.id} style={{ marginBottom: 12 }}>
              <Typography.Text strong>{`${index + 1}. ${title.name}`}</Typography.Text>
              <Radio.Group
                disabled
                value={title.answer}
                aria-label={title.name}
                options={title.options.map((o) => ({ value: o.id, label: `${o.code}. ${o.name}` }))}
                style={{ display: 'flex', flexWrap: 'wrap', marginTop: 4 }}
              />
            </div>
          ))}
        </div>
      )}
    </Modal>
  );
}

/**
 * The investor risk-evaluation viewer (001 §2.10): alert mode says each result in a sentence,
 * table mode lists bizTypeName, productTypeName, riskTestTime, fraction and productRiskLevel; both
 * open the questionnaire with the answers given (查看问卷).
 */
export function RiskEvaluationViewer({
  rows,
  mode,
  loading = false,
}: {
  rows: readonly EvaluationRow[];
  mode: 'alert' | 'table';
  loading?: boolean;
}) {
  const [shown, setShown] = useState<EvaluationRow | null>(null);
  const link = (row: EvaluationRow) => (
    <Button type="link" size="small" onClick={() => setShown(row)}>
      查看问卷
    </Button>
  );
  return (
    <>
      {mode === 'alert' ? (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="risk-viewer-alert">
          {rows.map((row) => (
            <Alert
              key={row.id}
              type={row.expired ? 'warning' : 'info'}
              showIcon
              title={
                <span>
                  {evaluationSentence(row)}
                  {link(row)}
                </span>
              }
            />
          ))}
        </Space>
      ) : (
        <Table<EvaluationRow>
          data-testid="risk-viewer-table"
          rowKey="id"
          size="small"
          loading={loading}
          pagination={false}
          dataSource={[...rows]}
          locale={{ emptyText: '暂无测评记录' }}
          columns={[
            { title: '业务类型', dataIndex: 'bizTypeName' },
            { title: '产品类型', dataIndex: 'productTypeName' },
            { title: '测评时间', dataIndex: 'riskTestTime', render: (v: string) => formatDateTime(v) },
            { title: '测评得分', dataIndex: 'fraction' },
            { title: '测评结果', dataIndex: 'resultName' },
            { title: '适合产品风险等级', dataIndex: 'productRiskLevel', render: (v: string) => `${v}及以下` },
            { title: '操作', key: 'view', render: (_: unknown, row) => link(row) },
          ]}
        />
      )}
      <QuestionnaireDialog row={shown} onClose={() => setShown(null)} />
    </>
  );
}
