import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { nodeName, returnTargetsOf } from './approval-rules';
import { ApplicationOpinions, ApplicationTimeline } from './detail-sections';
import { applicationDetail, installDomShims } from './testing';

beforeAll(installDomShims);
afterEach(async () => {
  cleanup();
  await changeLanguage('zh');
});

const submitStep = () => {
  const submit = applicationDetail().timeline[0];
  if (!submit) throw new Error('fixture without a timeline');
  return submit;
};

const timeline = () => {
  const submit = submitStep();
  const create = {
    ...submit,
    round: 0,
    action: 'create',
    fromNode: null,
    toNode: 'apply',
    toStatus: 'draft',
  };
  const custom = { ...submit, action: 'escalate', fromNode: 'TenantNode', toNode: 'RecheckApprove' };
  return [create, submit, custom];
};

const opinion = (nodeId: string, checkResult: string) => ({
  nodeId,
  round: 1,
  kind: 'approval',
  checkResult,
  content: '同意',
  actorName: '初审员',
  createdAt: '2026-11-21T02:00:00.000Z',
});

describe('the application timeline', () => {
  it('names the node of every step, 创建 at the node it enters', () => {
    render(<ApplicationTimeline detail={applicationDetail({ timeline: timeline() })} />);
    const [created, submitted, custom] = screen.getAllByTestId('timeline-entry');
    expect(created?.textContent).toMatch(/^创建\s*演示企业经办人 · 申请 · /);
    expect(submitted?.textContent).toMatch(/^提交\s*第1轮\s*演示企业经办人 · 申请 · /);
    // An action and a node the pages do not know show as the server sends them.
    expect(custom?.textContent).toMatch(/^escalate\s*第1轮\s*演示企业经办人 · TenantNode · /);
  });

  it('names the actions and nodes in English', async () => {
    await changeLanguage('en');
    render(<ApplicationTimeline detail={applicationDetail({ timeline: timeline() })} />);
    const [created, submitted, custom] = screen.getAllByTestId('timeline-entry');
    expect(created?.textContent).toMatch(/^Created\s*演示企业经办人 · Application · /);
    expect(submitted?.textContent).toMatch(/^Submitted\s*Round 1\s*演示企业经办人 · Application · /);
    expect(custom?.textContent).toMatch(/^escalate\s*Round 1\s*演示企业经办人 · TenantNode · /);
  });
});

describe('the opinions table', () => {
  const rows = () =>
    within(screen.getByTestId('application-opinions'))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      );

  it('names the node and the check result in Chinese and in English', async () => {
    const detail = applicationDetail({
      opinions: [opinion('PreliminaryApprove', 'UpdateMaterial'), opinion('TenantNode', 'Custom')],
    });
    render(<ApplicationOpinions detail={detail} />);
    expect(rows()).toEqual([
      ['初审', '1', 'approval', '退回修改'],
      ['TenantNode', '1', 'approval', 'Custom'],
    ]);
    await changeLanguage('en');
    cleanup();
    render(<ApplicationOpinions detail={detail} />);
    expect(rows()).toEqual([
      ['Preliminary review', '1', 'approval', 'Returned for revision'],
      ['TenantNode', '1', 'approval', 'Custom'],
    ]);
  });
});

describe('node names and return targets', () => {
  it('fall back to the server name or the id; follow the language', async () => {
    expect(nodeName('RecheckApprove')).toBe('复审');
    expect(nodeName('TenantNode', '特色审核')).toBe('特色审核');
    expect(nodeName('TenantNode')).toBe('TenantNode');
    expect(nodeName('constructor')).toBe('constructor');
    expect(nodeName(null)).toBe('');
    const approved = { ...submitStep(), action: 'approve', fromNode: 'PreliminaryApprove' };
    const detail = applicationDetail({ timeline: [approved] });
    const labels = () => returnTargetsOf(detail, 'RecheckApprove').map((target) => target.label);
    expect(labels()).toEqual(['退回申请人', '退回至初审']);
    await changeLanguage('en');
    expect(nodeName('RecheckApprove', '复审')).toBe('Second review');
    expect(labels()).toEqual(['Return to the applicant', 'Return to Preliminary review']);
  });
});
