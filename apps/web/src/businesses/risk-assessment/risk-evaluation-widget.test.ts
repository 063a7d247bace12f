import type { EvaluationRow } from '@rer/contracts';
import { describe, expect, it } from 'vitest';
import { latestPerType } from './risk-evaluation-widget';

const row = (id: string, riskType: number) => ({ id, riskType }) as EvaluationRow;

describe('riskEvaluation widget', () => {
  it('keeps the newest row of each type for alert mode (rows come newest first)', () => {
    expect(latestPerType([row('5', 1), row('4', 2), row('3', 1), row('2', 6)]).map((r) => r.id)).toEqual([
      '5',
      '4',
      '2',
    ]);
  });
});
