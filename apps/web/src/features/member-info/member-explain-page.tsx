import { MEMBER_MESSAGES } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_OPENING_APPLY, memberInfoApi } from './api';

/** What a member institution must know before applying (the platform's own words, ADR 68). */
export const MEMBER_EXPLAIN_SECTIONS: readonly { title: string; items: readonly string[] }[] = [
  {
    title: '办理条件',
    items: [
      '会员开户须使用会员账号在会员专区办理，每个会员账号只能开立一个会员账户。',
      '一个统一社会信用代码只能开立一个会员账户。',
      '会员须具备中介资质：申请表的会员资质已按会员业务带出中介资质，不能另行添加其他资质。',
    ],
  },
  {
    title: '申请材料',
    items: [
      '会员信息：会员名称、统一社会信用代码、法定代表人、联系人、联系电话、电子邮箱、办公地址。',
      '合作企业：须为本平台已登记的企业（按企业全称填写），每家企业只能填写一次；请填写经办人及经办人联系方式。',
      '是否发送会员销户通知：选择“是”时，合作关系终止时将以短信通知该企业的经办人；未填写经办人联系方式的，只能选择“否”。',
    ],
  },
  {
    title: '办理流程',
    items: [
      '提交申请后依次经过初审、复审；被退回修改的，请在“会员业务申请”中修改后重新提交。',
      '复审通过后即开立会员账户并分配会员编码，表中的企业与会员建立合作关系。',
      '开户后会员信息、资质和合作企业的变化，请通过“会员信息变更”办理。',
    ],
  },
];

/**
 * 会员开户's explain page (002 §2.3 "member account opening explain"; /process/memberExplain,
 * opened by 业务办理's 会员开户; ADR 68): what the member must know, then the apply page once the
 * applicant has read it. An account already opened is told so and sent to 会员信息.
 */
export default function MemberExplainPage() {
  const navigate = useNavigate();
  const [read, setRead] = useState(false);
  const info = useQuery({ queryKey: ['member-info'], queryFn: ({ signal }) => memberInfoApi.info(signal) });
  const opened = info.data?.memberStatus === 1;
  return (
    <Card title="会员开户须知" data-testid="member-explain">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {opened && (
          <Alert
            type="info"
            showIcon
            title={MEMBER_MESSAGES.alreadyOpened}
            action={
              <Button size="small" onClick={() => void navigate('/memberInfo')}>
                会员信息
              </Button>
            }
            data-testid="member-explain-opened"
          />
        )}
        {MEMBER_EXPLAIN_SECTIONS.map((section) => (
          <div key={section.title}>
            <Typography.Title level={5}>{section.title}</Typography.Title>
            <ol style={{ paddingLeft: 20, margin: 0 }}>
              {section.items.map((item) => (
                <li key={item}>
                  <Typography.Text>{item}</Typography.Text>
                </li>
              ))}
            </ol>
          </div>
        ))}
        <Checkbox checked={read} onChange={(e) => setRead(e.target.checked)} disabled={opened}>
          我已阅读并知晓以上内容
        </Checkbox>
        <Button
          type="primary"
          disabled={!read || opened || info.isPending}
          onClick={() => void navigate(MEMBER_OPENING_APPLY)}
          data-testid="member-explain-apply"
        >
          开始申请
        </Button>
      </Space>
    </Card>
  );
}
