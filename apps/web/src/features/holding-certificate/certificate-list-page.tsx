import type { HoldingCertificateRow } from '@rer/contracts';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { formatDateTime, formatShares } from '../../lib/format';
import { usePagedSearch } from '../../widgets/search-form';
import { holdingCertificateApi } from './api';
import { CertificateDownloadButton } from './certificate-download-button';

/** 业务办理's apply page of 550115 (the flow dictionary's id; the business's own constant). */
const APPLY_PATH = '/process/apply?appId=550115&nodeId=apply';

/**
 * 持股证明 (/holdingCertificates; investor zones: the login's own, enterprise: its company's; ADR 76):
 * the issued certificates, newest first, each downloadable and verifiable.
 */
export default function CertificateListPage() {
  const navigate = useNavigate();
  const search = usePagedSearch<Record<string, never>, HoldingCertificateRow>({
    key: ['holding-certificates'],
    fetch: (query, signal) =>
      holdingCertificateApi.list({ current: query.current, size: query.size }, signal),
    defaultSize: 10,
  });
  const { list } = search;
  return (
    <Card
      title="持股证明"
      data-testid="holding-certificates"
      extra={
        <Button type="primary" onClick={() => navigate(APPLY_PATH)}>
          申请持股证明
        </Button>
      }
    >
      {list.isError && <Tag color="red">{(list.error as Error).message}</Tag>}
      <Table<HoldingCertificateRow>
        rowKey="certificateNo"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '暂无持股证明' }}
        columns={[
          { title: '证明编号', dataIndex: 'certificateNo' },
          { title: '企业名称', dataIndex: 'companyName' },
          { title: '持有人名称', dataIndex: 'holderName' },
          { title: '登记账号', dataIndex: 'accountNumber' },
          { title: '证明日期', dataIndex: 'asOf' },
          { title: '持股总数', dataIndex: 'total', align: 'right', render: (v: string) => formatShares(v) },
          { title: '开具时间', dataIndex: 'issuedAt', render: (v: string) => formatDateTime(v) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) => (
              <Space>
                <CertificateDownloadButton certificateNo={row.certificateNo} />
                <Button
                  size="small"
                  type="link"
                  href={`/evidence/verify?certificateNo=${row.certificateNo}`}
                  target="_blank"
                >
                  核验
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
