import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { ApplicationTimeline } from './detail-sections';
import { applicationDetail, installDomShims } from './testing';

beforeAll(installDomShims);
afterEach(cleanup);

describe('the application timeline', () => {
  it('names the node of every step, 创建 at the node it enters', () => {
    const submit = applicationDetail().timeline[0];
    if (!submit) throw new Error('fixture without a timeline');
    const create = {
      ...submit,
      round: 0,
      action: 'create',
      fromNode: null,
      toNode: 'apply',
      toStatus: 'draft',
    };
    render(<ApplicationTimeline detail={applicationDetail({ timeline: [create, submit] })} />);
    const [created, submitted] = screen.getAllByTestId('timeline-entry');
    expect(created?.textContent).toMatch(/^创建\s*演示企业经办人 · 申请 · /);
    expect(submitted?.textContent).toMatch(/^提交\s*第1轮\s*演示企业经办人 · 申请 · /);
  });
});
