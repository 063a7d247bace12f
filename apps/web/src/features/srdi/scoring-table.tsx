import type { ScoreRowAnswer } from '@rer/contracts';
import { Table } from 'antd';

/**
 * The scoring table of 001 §2.9: 一级指标, 二级指标, 指标详情, 是否满足, 具体得分, and the summary row
 * 分数总计 with the unit 分. Used by the 550200 form widget and the enterprise's SRDI page.
 */
export function ScoringTable({ rows }: { rows: readonly ScoreRowAnswer[] }) {
  const total = rows.reduce((sum, r) => sum + r.score, 0);
  return (
    <Table<ScoreRowAnswer>
      data-testid="srdi-scoring-table"
      rowKey="level2"
      size="small"
      bordered
      pagination={false}
      dataSource={[...rows]}
      columns={[
        { title: '一级指标', dataIndex: 'level1' },
        { title: '二级指标', dataIndex: 'level2' },
        { title: '指标详情', dataIndex: 'detail' },
        { title: '是否满足', dataIndex: 'satisfied', render: (v: boolean) => (v ? '是' : '否') },
        {
          title: '具体得分',
          dataIndex: 'score',
          align: 'right',
          render: (v: number, r) => `${v} / ${r.max}`,
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={4}>
            分数总计
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <span data-testid="srdi-total">{total}</span> 分
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
