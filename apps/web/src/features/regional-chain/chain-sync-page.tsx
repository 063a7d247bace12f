import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { chainApi } from './api';
import { ChainLogTab } from './chain-log-tab';
import { ChainObjectDrawer } from './chain-object-drawer';
import { ChainObjectsTab } from './chain-objects-tab';
import { classLabel } from './labels';

/**
 * 跨链同步 (/regionalChain/sync, register staff; issue 24, ADR 77): the data objects per class with
 * their failed and not yet stored counts, the latest versions, the cross-chain log (跨链日志), and
 * per object its versions with 覆盖 and 重新发布.
 */
export default function ChainSyncPage() {
  const [open, setOpen] = useState<string | null>(null);
  const overview = useQuery({
    queryKey: ['regional-chain', 'overview'],
    queryFn: ({ signal }) => chainApi.overview(signal),
  });
  return (
    <Card title="跨链同步" data-testid="chain-sync">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {(overview.data?.classes ?? []).map((c) => (
          <Col key={c.objectClass} span={4}>
            <Card size="small" data-testid={`chain-class-${c.objectClass}`}>
              <Statistic title={classLabel(c.objectClass)} value={c.objects} />
              <div>
                校验失败 {c.failed} · 待存储 {c.pending}
              </div>
            </Card>
          </Col>
        ))}
      </Row>
      {overview.data && <p>签名密钥：{overview.data.keyId}</p>}
      <Tabs
        items={[
          { key: 'objects', label: '数据对象', children: <ChainObjectsTab onOpen={setOpen} /> },
          { key: 'log', label: '跨链日志', children: <ChainLogTab onOpen={setOpen} /> },
        ]}
      />
      <ChainObjectDrawer objectId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
