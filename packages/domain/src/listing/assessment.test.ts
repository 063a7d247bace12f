import { describe, expect, it } from 'vitest';
import {
  assessmentAnswerProblem,
  LISTING_ASSESSMENT_QUESTIONS,
  scoreListingAssessment,
} from './assessment.js';

/** All basic conditions met, and part B's option `pick` of every question (clamped to its last). */
function answers(pick: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...Object.fromEntries(
      LISTING_ASSESSMENT_QUESTIONS.map((q) => [
        q.id,
        q.part === 'A' ? '1' : String(Math.min(pick, q.options.length - 1)),
      ]),
    ),
    ...overrides,
  };
}

describe('listing self-assessment (ADR 79)', () => {
  it('scores part B out of 100 and suggests a board by the thresholds', () => {
    expect(scoreListingAssessment(answers(3))).toMatchObject({
      score: 100,
      result: 'innovation',
      suggestedTier: 'standard',
    });
    expect(scoreListingAssessment(answers(0))).toMatchObject({
      score: 0,
      result: 'basic',
      suggestedTier: 'incubation',
    });
    // b1 20 + b2 10 + b3 10 + b4 5 + b5 5 + b6 10 = 60: the innovation threshold itself.
    expect(scoreListingAssessment(answers(2, { b4: '1', b5: '1' }))).toMatchObject({
      score: 60,
      result: 'innovation',
    });
    expect(scoreListingAssessment(answers(2, { b4: '1', b5: '0' }))).toMatchObject({
      score: 55,
      result: 'growth',
    });
    // b1 10 + b2 5 + b3 5 + b4 5 + b5 5 + b6 0 = 30: the growth threshold.
    expect(scoreListingAssessment(answers(1, { b6: '0', b5: '0' }))).toMatchObject({
      score: 25,
      result: 'basic',
    });
    expect(scoreListingAssessment(answers(1, { b6: '0' }))).toMatchObject({ score: 30, result: 'growth' });
  });

  it('any basic condition answered 否 is 暂不符合 with the condition named, whatever the score', () => {
    const outcome = scoreListingAssessment(answers(3, { a2: '0', a5: '0' }));
    expect(outcome.result).toBe('unqualified');
    expect(outcome.resultName).toBe('暂不符合挂牌基本条件');
    expect(outcome.suggestedTier).toBeNull();
    expect(outcome.unmet).toEqual([
      LISTING_ASSESSMENT_QUESTIONS.find((q) => q.id === 'a2')!.title,
      LISTING_ASSESSMENT_QUESTIONS.find((q) => q.id === 'a5')!.title,
    ]);
    expect(outcome.score).toBe(100);
  });

  it('asks for every answer, naming the first question missing or out of its options', () => {
    expect(assessmentAnswerProblem(answers(1))).toBeNull();
    const { b1: _dropped, ...withoutB1 } = answers(1);
    expect(assessmentAnswerProblem(withoutB1)).toBe('第7题：请选择您的答案');
    expect(assessmentAnswerProblem(answers(1, { a1: '2' }))).toBe('第1题：请选择您的答案');
    expect(assessmentAnswerProblem({})).toBe('第1题：请选择您的答案');
  });
});
