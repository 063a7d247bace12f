import type { CityCount } from '@rer/contracts';
import { Table } from 'antd';
import { OfficialWebsiteFrame, useCityCounts } from './official-website-frame';

/** officialWebsiteTables (002 §2.1; ADR 80): the map's counts as a table, with the province's totals. */
export default function TablesPage() {
  const counts = useCityCounts();
  const cities = counts.data?.cities ?? [];
  const sum = (key: 'custody' | 'listed' | 'shown') => cities.reduce((total, c) => total + c[key], 0);
  return (
    <OfficialWebsiteFrame title="统计表">
      <Table<CityCount>
        rowKey="cityCode"
        size="small"
        pagination={false}
        loading={counts.isFetching}
        dataSource={cities}
        data-testid="official-tables"
        columns={[
          { title: '城市', dataIndex: 'cityName' },
          { title: '托管企业（家）', dataIndex: 'custody', align: 'right' },
          { title: '挂牌企业（家）', dataIndex: 'listed', align: 'right' },
          { title: '展示企业（家）', dataIndex: 'shown', align: 'right' },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {sum('custody')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {sum('listed')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {sum('shown')}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </OfficialWebsiteFrame>
  );
}
