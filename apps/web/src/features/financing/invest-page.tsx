import type { FinancingInvestNeed } from '@rer/contracts';
import { Alert, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { message } from '../../lib/feedback';
import { renewalPathOf } from '../../lib/identity/expiry';
import { useSession } from '../../lib/use-session';
import { usePagedSearch } from '../../widgets/search-form';
import { financingApi } from './api';
import { NeedFilters, type NeedSearch, NeedTable } from './need-list';

const SUITABILITY_TAGS = {
  suitable: ['green', '适当'],
  confirm: ['orange', '超出风险承受能力'],
  assess: ['default', '待测评'],
} as const;

function suitabilityCell(_: unknown, row: FinancingInvestNeed) {
  const [color, text] = SUITABILITY_TAGS[row.suitability.kind];
  return (
    <Space direction="vertical" size={0}>
      <Tag color={color} data-testid="suitability-tag">
        {row.suitability.productRiskLevel} {text}
      </Tag>
      {row.suitability.message && (
        <span style={{ fontSize: 12, color: '#888' }}>{row.suitability.message}</span>
      )}
    </Space>
  );
}

/** 我有意向: the enterprise learns the investor's name through the platform; nobody else does. */
function InterestButton({ row }: { row: FinancingInvestNeed }) {
  const send = async () => {
    const sent = await financingApi.interest(row.id).catch(() => null);
    if (sent) void message.success('已提交投资意向，企业将通过平台与您联系');
  };
  return (
    <Popconfirm title="确定向该企业表达投资意向？平台将把您的姓名告知该企业。" onConfirm={() => send()}>
      <Button size="small" type="link">
        我有意向
      </Button>
    </Popconfirm>
  );
}

/** The zone for a signed-in investor: the gate's refusal with its way out, else the needs. */
function InvestZone() {
  const landingMode = useSession((s) => s.landingMode);
  const [closed, setClosed] = useState<{ message: string; action: string | null } | null>(null);
  const search = usePagedSearch<NeedSearch, FinancingInvestNeed>({
    key: ['financing-invest', landingMode],
    fetch: async (params, signal) => {
      const answer = await financingApi.invest({ ...params }, signal);
      if (answer.needs) {
        setClosed(null);
        return answer.needs;
      }
      const certify = answer.gate.kind === 'certify' && answer.gate.offered ? answer.gate.appId : null;
      const action = certify
        ? `/process/apply?appId=${certify}&nodeId=apply`
        : answer.gate.kind === 'open'
          ? renewalPathOf(landingMode)
          : null;
      setClosed({ message: answer.closedMessage ?? '', action });
      return { records: [], total: 0 };
    },
    defaultSize: 10,
  });
  if (closed)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="invest-closed"
        message={closed.message}
        action={
          closed.action && (
            <Link to={closed.action}>
              <Button size="small" type="primary">
                去认证
              </Button>
            </Link>
          )
        }
      />
    );
  return (
    <>
      <NeedFilters search={search} name="invest-search" />
      <NeedTable<FinancingInvestNeed>
        tableProps={search.tableProps}
        extra={[
          { title: '适当性匹配', dataIndex: 'suitability', render: suitabilityCell },
          { title: '操作', key: 'interest', render: (_: unknown, row) => <InterestButton row={row} /> },
        ]}
      />
    </>
  );
}

/**
 * /invest (002 §2.4 item 1, §6; ADR 84): the investment zone — for the investor zones only, behind the
 * institution/product certification and the qualification's expiry; it shows the published financing
 * needs with the investor's suitability for each.
 */
export default function InvestPage() {
  const signedIn = useSession((s) => s.token !== null);
  return (
    <Card title="投资专区" data-testid="invest-page" style={{ margin: 24 }}>
      <p>
        投资专区展示经平台审核发布的企业融资需求，并按您当前登记账户的风险测评结果提示适当性。股权融资按私募股权（R4）、债权融资按私募债权（R3）匹配。
      </p>
      {signedIn ? (
        <InvestZone />
      ) : (
        <Alert
          type="info"
          showIcon
          message="投资专区仅对投资者开放，请以投资者身份登录"
          action={
            <Link to="/login">
              <Button size="small" type="primary">
                登录
              </Button>
            </Link>
          }
        />
      )}
    </Card>
  );
}
