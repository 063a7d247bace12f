import type { CompanyPatentRow } from '@rer/contracts';
import { PATENT_LABELS } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Typography } from 'antd';
import { useDictionary } from '../../lib/reference-data';
import { companyPageApi } from './company-page-api';

const dash = (value: string | null | undefined) => (value ? value : '—');
const yesNo = (value: string | null) => (value === '1' ? '是' : value === '0' ? '否' : '—');

/** A dictionary's name for a code, else the name the form carried, else the code. */
function useNameOf(code: string) {
  const items = useDictionary(code).data;
  return (key: string | null, carried: string | null) =>
    key === null ? dash(carried) : (items?.find((d) => d.dictKey === key)?.dictValue ?? carried ?? key);
}

const column = (key: keyof CompanyPatentRow & string) => ({
  title: PATENT_LABELS[key],
  dataIndex: key,
  render: dash,
});

/** 质押融资 and 同族专利 rows of one patent, under its line. */
function PatentSubRows({ patent }: { patent: CompanyPatentRow }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {patent.patentCnPledgeInfo.length > 0 ? (
        <Table
          size="small"
          pagination={false}
          title={() => <Typography.Text strong>质押融资信息</Typography.Text>}
          dataSource={patent.patentCnPledgeInfo.map((row, key) => ({ ...row, key }))}
          columns={(['financialOrg', 'financialProduct', 'financialDate', 'financialAmount'] as const).map(
            (key) => ({ title: PATENT_LABELS[key], dataIndex: key, render: dash }),
          )}
        />
      ) : null}
      {patent.patentCnFamilyInfo.length > 0 ? (
        <Table
          size="small"
          pagination={false}
          title={() => <Typography.Text strong>同族专利信息</Typography.Text>}
          dataSource={patent.patentCnFamilyInfo.map((row, key) => ({ ...row, key }))}
          columns={(
            [
              'familyPatentName',
              'familyPatentId',
              'familyApplyArea',
              'familyApplyDate',
              'familyCertOrg',
            ] as const
          ).map((key) => ({ title: PATENT_LABELS[key], dataIndex: key, render: dash }))}
        />
      ) : null}
    </Space>
  );
}

/**
 * 知识产权（专利）: the patents the company's registration and custody recorded (company_patent,
 * 001 §3.5 columns); a patent with pledge-financing or family rows opens to show them.
 */
export function PatentsCard({ companyId }: { companyId: string }) {
  const list = useQuery({
    queryKey: ['company-page', 'patents', companyId],
    queryFn: ({ signal }) => companyPageApi.patents(companyId, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const typeName = useNameOf('chPatentsType');
  const statusName = useNameOf('chPatentsLegalStatus');
  const rows = (list.data ?? []).map((row, key) => ({ ...row, key }));
  return (
    <Card title="知识产权（专利）" size="small" data-testid="company-patents">
      <Table<CompanyPatentRow & { key: number }>
        size="small"
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: '暂无专利信息' }}
        dataSource={rows}
        expandable={{
          rowExpandable: (p) => p.patentCnPledgeInfo.length + p.patentCnFamilyInfo.length > 0,
          expandedRowRender: (p) => <PatentSubRows patent={p} />,
        }}
        columns={[
          column('name'),
          column('patentNo'),
          { title: PATENT_LABELS.type, key: 'type', render: (_: unknown, p) => typeName(p.type, p.typeName) },
          {
            title: PATENT_LABELS.legalStatus,
            key: 'legalStatus',
            render: (_: unknown, p) => statusName(p.legalStatus, p.legalStatusName),
          },
          column('applyNo'),
          column('applyDate'),
          column('publicNo'),
          column('publicDate'),
          column('transferDate'),
          column('applicants'),
          { title: PATENT_LABELS.pledgerFinancing, dataIndex: 'pledgerFinancing', render: yesNo },
          { title: PATENT_LABELS.hasFamilyPatent, dataIndex: 'hasFamilyPatent', render: yesNo },
        ]}
      />
    </Card>
  );
}
