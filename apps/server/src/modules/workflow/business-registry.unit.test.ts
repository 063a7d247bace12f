import { describe, expect, it } from 'vitest';
import {
  completionEffectNamed,
  registerWorkflowBusiness,
  type WorkflowBusiness,
  workflowBusinessOf,
} from './business-registry.js';

const run = async () => undefined;

describe('the workflow business registry (ADR 38)', () => {
  it('finds a business by its appId and its effect by name; the same definition again is a no-op', () => {
    const business: WorkflowBusiness = { appId: 'T00001', completionEffect: { name: 'testEffectOne', run } };
    registerWorkflowBusiness(business);
    registerWorkflowBusiness(business);
    expect(workflowBusinessOf('T00001')).toBe(business);
    expect(completionEffectNamed('testEffectOne')?.run).toBe(run);
    expect(workflowBusinessOf('T00404')).toBeNull();
    expect(completionEffectNamed('testEffectMissing')).toBeNull();
  });

  it('refuses a second definition for an appId or an effect name already taken', () => {
    registerWorkflowBusiness({ appId: 'T00002', completionEffect: { name: 'testEffectTwo', run } });
    expect(() => registerWorkflowBusiness({ appId: 'T00002' })).toThrow('业务 T00002 已登记');
    expect(() =>
      registerWorkflowBusiness({ appId: 'T00003', completionEffect: { name: 'testEffectTwo', run } }),
    ).toThrow('完成动作 testEffectTwo 已由业务 T00002 登记');
    expect(workflowBusinessOf('T00003')).toBeNull();
  });
});
