import { LANDING_MODE_NAMES } from '@rer/contracts';
import { describe, expect, it } from 'vitest';
import { zhCN } from './zh-CN';

describe('zone names of the core catalogue', () => {
  it('are the contracts’ landing-mode names (spelled out in zh-CN to keep zod out of the login bundle)', () => {
    expect(zhCN.zone).toEqual(LANDING_MODE_NAMES);
  });
});
