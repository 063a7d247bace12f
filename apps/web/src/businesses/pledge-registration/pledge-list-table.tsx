import { Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { FileNameLinks } from '../../features/attachments';
import { FaceRecPicButton, PledgeeSmsCell } from '../../features/pledgee-confirmation';
import { formatShares } from '../../lib/format';
import type { PledgeListRow } from './pledge-list-row';

const filesOf = (att: unknown) =>
  att && typeof att === 'object'
    ? Object.values(att as Record<string, unknown>).flatMap((l) =>
        Array.isArray(l) ? (l as { attachId: string; originalName: string }[]) : [],
      )
    : [];

export interface PledgeColumnOptions {
  natureName: (key: unknown) => string;
  investorName: (key: unknown) => string;
  readOnly: boolean;
  onOpen: (index: number) => void;
  onRemove: (index: number) => void;
  onForm: (applicationId: string) => void;
}

/**
 * The 550063 list's columns (001 §2.2, §3.9): the row's fields, its files (attchments), the
 * columns other modules add (重发确认短信), 股权质押登记申请表 at status 1, then 操作.
 */
export function pledgeColumns(options: PledgeColumnOptions): ColumnType<PledgeListRow>[] {
  const text = (prop: string) => (r: PledgeListRow) => String(r.row[prop] ?? '');
  return [
    { title: '序号', key: 'index', width: 60, render: (_, r) => r.index + 1 },
    { title: '出质人登记账号', key: 'securityAccountNo', render: (_, r) => text('securityAccountNo')(r) },
    { title: '证件号码', key: 'idNumber', render: (_, r) => text('idNumber')(r) },
    { title: '出质人名称', key: 'holderName', render: (_, r) => text('holderName')(r) },
    {
      title: '投资者性质',
      key: 'natureOfInvestor',
      render: (_, r) => options.investorName(r.row.natureOfInvestor),
    },
    { title: '申请日期', key: 'applyDate', render: (_, r) => text('applyDate')(r) },
    { title: '证券代码', key: 'securityCode', render: (_, r) => text('securityCode')(r) },
    { title: '股份性质', key: 'natureOfShare', render: (_, r) => options.natureName(r.row.natureOfShare) },
    {
      title: '质押数量（股）',
      key: 'pledgeShares',
      render: (_, r) => formatShares(text('pledgeShares')(r) || '0'),
    },
    { title: '附件', key: 'attchments', render: (_, r) => <FileNameLinks files={filesOf(r.row.att)} /> },
    {
      // 001 §2.2: 重发确认短信 until the pledgee has confirmed (ADR 72), then its 人脸识别 picture.
      title: '质权人确认',
      key: 'pledgeeConfirmation',
      render: (_, { status, applicationId, taskItemState }) => {
        if (!applicationId) return null;
        if (status === '1') return <FaceRecPicButton uuid={applicationId} />;
        return (
          <PledgeeSmsCell uuid={applicationId} attachments={null} taskItemState={taskItemState ?? null} />
        );
      },
    },
    {
      title: '股权质押登记申请表',
      key: 'applicationForm',
      render: (_, { status, applicationId }) =>
        status === '1' && applicationId ? (
          <Typography.Link onClick={() => options.onForm(applicationId)}>股权质押登记申请表</Typography.Link>
        ) : null,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space>
          <Typography.Link onClick={() => options.onOpen(r.index)}>
            {options.readOnly ? '查看' : '展开'}
          </Typography.Link>
          {!options.readOnly && (
            <Typography.Link type="danger" onClick={() => options.onRemove(r.index)}>
              删除
            </Typography.Link>
          )}
        </Space>
      ),
    },
  ];
}
