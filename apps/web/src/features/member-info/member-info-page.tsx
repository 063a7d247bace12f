import { MEMBER_STATUS_LABELS, type MemberInfo } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useDictionary } from '../../lib/reference-data';
import { MEMBER_OPENING_EXPLAIN_ROUTE, MEMBER_REVISION_APPLY, memberInfoApi } from './api';

const dash = (v: string | null | undefined) => (v ? v : '—');

function Qualification({ member }: { member: MemberInfo }) {
  const { data: categories } = useDictionary('qualificationCategory');
  const { data: intermediary } = useDictionary('intermediaryQualification');
  const nameOf = (items: { dictKey: string; dictValue: string }[] | undefined, key: string) =>
    items?.find((i) => i.dictKey === key)?.dictValue ?? key;
  return (
    <Table
      rowKey={(_, i) => String(i)}
      size="small"
      pagination={false}
      dataSource={member.qualification}
      locale={{ emptyText: '暂无资质' }}
      columns={[
        {
          title: '资质类别',
          dataIndex: 'qualificationCategory',
          render: (v: string, row) => row.qualificationCategoryName ?? nameOf(categories, v),
        },
        {
          title: '资质类型',
          dataIndex: 'maketRole',
          render: (v: string, row) =>
            row.maketRoleName ?? (row.qualificationCategory === '3' ? nameOf(intermediary, v) : v),
        },
        {
          title: '资质状态',
          dataIndex: 'qualificationStatus',
          render: (v: string) => (
            <Tag color={v === '1' ? 'green' : undefined}>{v === '1' ? '生效' : '失效'}</Tag>
          ),
        },
      ]}
    />
  );
}

function MemberCard({ member }: { member: MemberInfo }) {
  return (
    <Card title="会员资料" size="small" data-testid="member-profile">
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="会员名称">{member.chineseName}</Descriptions.Item>
        <Descriptions.Item label="会员编码">{member.custno}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{dash(member.certificateNo)}</Descriptions.Item>
        <Descriptions.Item label="会员状态">
          <Tag color={member.status === 1 ? 'green' : undefined}>
            {MEMBER_STATUS_LABELS[member.status] ?? String(member.status)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="法定代表人">{dash(member.legalRepresentative)}</Descriptions.Item>
        <Descriptions.Item label="联系人">{dash(member.contactName)}</Descriptions.Item>
        <Descriptions.Item label="联系电话">{dash(member.contactPhone)}</Descriptions.Item>
        <Descriptions.Item label="电子邮箱">{dash(member.email)}</Descriptions.Item>
        <Descriptions.Item label="办公地址">{dash(member.address)}</Descriptions.Item>
        <Descriptions.Item label="开户时间">{dash(member.openedAt)}</Descriptions.Item>
        <Descriptions.Item label="合作企业">{member.companyCount} 家</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * 会员信息 (/memberInfo, member zone; ADR 65): the member the login acts for — its facts, member
 * code, status and qualification — with 会员信息变更; before a completed 550012, 会员开户
 * (memberStatus drives which one, 002 §4).
 */
export default function MemberInfoPage() {
  const navigate = useNavigate();
  const info = useQuery({ queryKey: ['member-info'], queryFn: ({ signal }) => memberInfoApi.info(signal) });
  if (info.isError) return <Alert type="error" showIcon message={(info.error as Error).message} />;
  if (!info.data) return <Card loading title="会员信息" />;
  const { member } = info.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="member-info">
      {member === null ? (
        <Card title="会员信息">
          <Empty description="尚未开立会员账户">
            <Button type="primary" onClick={() => void navigate(MEMBER_OPENING_EXPLAIN_ROUTE)}>
              会员开户
            </Button>
          </Empty>
        </Card>
      ) : (
        <>
          <MemberCard member={member} />
          <Card
            title="会员资质"
            size="small"
            extra={
              <Button type="primary" size="small" onClick={() => void navigate(MEMBER_REVISION_APPLY)}>
                会员信息变更
              </Button>
            }
          >
            <Qualification member={member} />
          </Card>
        </>
      )}
    </Space>
  );
}
