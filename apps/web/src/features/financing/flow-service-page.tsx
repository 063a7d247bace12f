import { Card, Steps } from 'antd';
import { Link } from 'react-router';

const STEPS = [
  {
    title: '估值自测',
    description: '在股权估值自测中按行业倍数和现金流折现得到参考区间，了解企业价值的大致范围。',
  },
  {
    title: '完善资料',
    description: '登录企业专区，在“完善资料”中补充行业、地区、注册资本及近两年财务数据。',
  },
  {
    title: '选择会员机构',
    description: '在会员展示中选择具备资产评估或财务顾问资质的会员机构，并在企业专区与其绑定合作关系。',
  },
  { title: '签订服务协议', description: '与会员机构约定估值目的、基准日、范围与费用，提供审计报告等材料。' },
  {
    title: '出具估值报告',
    description: '会员机构按收益法、市场法、资产基础法等执业准则开展估值并出具正式报告。',
  },
  { title: '融资对接', description: '以估值报告为依据在平台发布融资需求，经审核后向投资者展示。' },
];

/** /valueDiagnosis/flowService (public; ADR 84): how a formal valuation is obtained from a member institution. */
export default function FlowServicePage() {
  return (
    <Card
      title="正式估值服务流程"
      data-testid="flow-service"
      extra={<Link to="/valueDiagnosis">返回估值自测</Link>}
      style={{ margin: 24 }}
    >
      <p>
        估值自测结果仅供参考。企业需要正式估值（用于股权融资、股权转让、质押等）时，可按以下流程委托本市场的会员机构办理：
      </p>
      <Steps direction="vertical" current={-1} items={STEPS} />
      <p>
        相关入口：<Link to="/memberList">会员展示</Link>、<Link to="/perfectData">完善资料</Link>、
        <Link to="/financingIndex">融资需求</Link>
      </p>
    </Card>
  );
}
