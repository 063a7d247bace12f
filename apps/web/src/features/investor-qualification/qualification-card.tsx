import type { QualificationView } from '@rer/contracts';
import {
  INSTITUTION_CERTIFICATION_BUSINESS_APP_ID,
  PERSONAL_QUALIFICATION_APP_ID,
  PRODUCT_CERTIFICATION_BUSINESS_APP_ID,
} from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/use-session';
import { qualificationApi } from './api';
import { ShareSuitabilityPart } from './share-suitability-part';
import { useCurrentRisk } from './use-current-risk';

const CERTIFY_APP: Readonly<Record<string, string>> = {
  institution: INSTITUTION_CERTIFICATION_BUSINESS_APP_ID,
  product: PRODUCT_CERTIFICATION_BUSINESS_APP_ID,
  person: PERSONAL_QUALIFICATION_APP_ID,
};
const KIND_NAMES: Readonly<Record<string, string>> = {
  institution: '机构投资者认证',
  product: '产品认证',
  person: '个人合格投资者认证',
};
const INVESTOR_ZONES = ['personalholder', 'orgholder', 'productholder'];

function StatusTag({ status, name }: { status: number; name: string }) {
  return <Tag color={status === 0 ? 'green' : 'red'}>{name}</Tag>;
}

/** The zone's certification (合格投资者认证) with its rule, status and expiry; 去认证 when none is valid. */
function CertificationPart() {
  const navigate = useNavigate();
  const account = useSession((s) => s.account);
  const current = useQuery({
    queryKey: ['investor-qualification', 'current', account],
    queryFn: ({ signal }) => qualificationApi.current(signal),
  });
  const data = current.data;
  const zoneKind = data?.zoneKind ?? null;
  const row: QualificationView | undefined = data?.qualifications.find((q) => q.kind === zoneKind);
  const apply = zoneKind ? CERTIFY_APP[zoneKind] : undefined;
  const go = apply ? (
    <Button
      size="small"
      type="primary"
      onClick={() => void navigate(`/process/apply?appId=${apply}&nodeId=apply`)}
    >
      去认证
    </Button>
  ) : null;
  return (
    <div data-testid="qualification-part">
      {data && !row && zoneKind && (
        <Alert type="warning" showIcon title={`您尚未完成${KIND_NAMES[zoneKind] ?? ''}`} action={go} />
      )}
      {row && (
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label="合格投资者认证">{row.kindName}</Descriptions.Item>
          <Descriptions.Item label="认证状态">
            <Space size={4}>
              <StatusTag status={row.status} name={row.statusName} />
              {row.status !== 0 && go}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="适用标准">{row.ruleLabel}</Descriptions.Item>
          <Descriptions.Item label="有效期至">{formatDate(row.expiresAt)}</Descriptions.Item>
          <Descriptions.Item label="依据" span={2}>
            {row.source}
          </Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}

/** The risk level per type with its expiry (riskAssessment/current). */
function RiskPart() {
  const navigate = useNavigate();
  const { holder, current } = useCurrentRisk();
  const results = current.data?.results ?? [];
  if (holder === null)
    return <Alert data-testid="risk-part" type="info" showIcon title="请先选择登记账号后再进行风险测评" />;
  if (current.data && results.every((r) => r.expired))
    return (
      <Alert
        data-testid="risk-part"
        type="warning"
        showIcon
        title={results.length ? '您的风险测评结果已过期，请重新测评' : '您尚未进行风险测评'}
        action={
          <Button size="small" onClick={() => void navigate('/investor/550026')}>
            风险测评
          </Button>
        }
      />
    );
  return (
    <Table
      data-testid="risk-part"
      rowKey="id"
      size="small"
      pagination={false}
      loading={current.isLoading}
      dataSource={results}
      columns={[
        { title: '测评类型', dataIndex: 'productTypeName' },
        { title: '风险承受能力等级', dataIndex: 'resultName' },
        {
          title: '有效期至',
          dataIndex: 'expiresAt',
          render: (v: string, r) => (
            <Space size={4}>
              {formatDate(v)}
              {r.expired && <Tag color="red">已过期</Tag>}
            </Space>
          ),
        },
      ]}
    />
  );
}

/**
 * 账户总览's qualification block (ADR 66): the investor's certification with its expiry and the
 * risk levels with theirs — only the signed-in investor's own, in the investor zones.
 */
export function QualificationCard() {
  const zone = useSession((s) => s.landingMode);
  if (!INVESTOR_ZONES.includes(zone ?? '')) return null;
  return (
    <Card
      title="投资者资格与风险等级"
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="qualification-card"
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <CertificationPart />
        <RiskPart />
        <ShareSuitabilityPart />
      </Space>
    </Card>
  );
}
