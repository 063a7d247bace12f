import { describe, expect, it } from 'vitest';
import { evaluateSkills, SKILL_QUESTIONS } from './skill-evaluation.js';

const all = (letter: string) => Object.fromEntries(SKILL_QUESTIONS.map((q) => [q.id, `${q.id}-${letter}`]));

describe('enterprise capability self-evaluation (ADR 84)', () => {
  it('scores 0/4/7/10 per answer out of 100, with levels at 85, 70 and 50', () => {
    const best = evaluateSkills(all('D'));
    expect(best).toMatchObject({ ok: true, evaluation: { total: 100, level: '优秀' } });
    expect(evaluateSkills(all('C'))).toMatchObject({ ok: true, evaluation: { total: 70, level: '良好' } });
    expect(evaluateSkills(all('B'))).toMatchObject({ ok: true, evaluation: { total: 40, level: '待提升' } });
    const mixed = { ...all('C'), g1: 'g1-D', g2: 'g2-D', f1: 'f1-D', f2: 'f2-D', i1: 'i1-D' };
    expect(evaluateSkills(mixed)).toMatchObject({ ok: true, evaluation: { total: 85, level: '优秀' } });
    const fifty = { ...all('B'), g1: 'g1-D', g2: 'g2-C' };
    expect(evaluateSkills(fifty)).toMatchObject({ ok: true, evaluation: { total: 49, level: '待提升' } });
    const fiftyOne = { ...all('B'), g1: 'g1-D', g2: 'g2-D', f1: 'f1-A' };
    expect(evaluateSkills(fiftyOne)).toMatchObject({ ok: true, evaluation: { total: 48 } });
    const exactly50 = { ...all('B'), r1: 'r1-D', r2: 'r2-D', m1: 'm1-C', m2: 'm2-A', f1: 'f1-C', f2: 'f2-A' };
    expect(evaluateSkills(exactly50)).toMatchObject({ ok: true, evaluation: { total: 50, level: '一般' } });
  });

  it('gives each dimension its score and advice below 12 of 20', () => {
    const r = evaluateSkills({ ...all('D'), f1: 'f1-A', f2: 'f2-C', i1: 'i1-B', i2: 'i2-C' });
    if (!r.ok) throw new Error('unanswered');
    const finance = r.evaluation.dimensions.find((d) => d.key === 'finance')!;
    expect(finance).toMatchObject({ score: 7, max: 20, name: '财务规范' });
    expect(finance.advice).toContain('会计师事务所审计');
    const innovation = r.evaluation.dimensions.find((d) => d.key === 'innovation')!;
    expect(innovation).toMatchObject({ score: 11, advice: expect.any(String) });
    const governance = r.evaluation.dimensions.find((d) => d.key === 'governance')!;
    expect(governance).toMatchObject({ score: 20, advice: null });
    expect(r.evaluation.dimensions).toHaveLength(5);
  });

  it('names the first unanswered question, refusing another question’s option', () => {
    const answers = all('A');
    delete answers.f2;
    expect(evaluateSkills(answers)).toEqual({ ok: false, question: 4 });
    expect(evaluateSkills({ ...all('A'), g1: 'g2-A' })).toEqual({ ok: false, question: 1 });
  });
});
