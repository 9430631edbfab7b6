import { describe, expect, it } from 'vitest';
import { markAnswer, totalOf } from '../../src/server/modules/exam/attempts/scoring.rules';
import {
  drawQuestions,
  makePaper,
  type BankQuestion,
} from '../../src/server/modules/exam/papers/paper.rules';
import { seededRandom } from '../../src/contract/exam-rules';

/** The scoring and paper rules on their own (docs/decisions/exams.md, "Exams on the server"). */

const multiple = (score: number) => ({ type: 'multiple', answer: ['A', 'B', 'C'], score });

describe('multiple choice', () => {
  it.each([
    [3, 1.5],
    [1, 0.5],
    [5, 2.5],
    [1.5, 0.5],
    [0.5, 0],
  ])(
    'a subset of the right keys on %d points earns %d (half, rounded down to half a point)',
    (score, partial) => {
      expect(markAnswer(multiple(score), ['A', 'B'], false)).toEqual({
        mark: partial,
        correct: false,
        needsReview: false,
      });
    },
  );

  it('earns all for every right key in any order, nothing for a wrong key or nothing chosen', () => {
    expect(markAnswer(multiple(4), ['C', 'A', 'B'], false).mark).toBe(4);
    expect(markAnswer(multiple(4), ['A', 'B', 'C', 'D'], false).mark).toBe(0);
    expect(markAnswer(multiple(4), ['A', 'D'], false).mark).toBe(0);
    expect(markAnswer(multiple(4), [], false).mark).toBe(0);
    expect(markAnswer(multiple(4), 'A', false).mark).toBe(0);
  });
});

describe('fill-in', () => {
  const fill = { type: 'fill', answer: [['建筑', 'Building'], ['平方米', 'm2'], ['119']], score: 1 };
  it('splits the score between the blanks and normalises both sides', () => {
    expect(markAnswer(fill, [' ＢＵＩＬＤＩＮＧ ', 'M2', '119'], false)).toEqual({
      mark: 1,
      correct: true,
      needsReview: false,
    });
    expect(markAnswer(fill, ['建筑', 'x', ''], false)).toEqual({
      mark: 0.33,
      correct: false,
      needsReview: false,
    });
    expect(markAnswer(fill, ['建筑', 'm2', ''], false).mark).toBe(0.67);
  });

  it('sends a filled blank that matches nothing to staff with reviewFill, but not an empty one', () => {
    expect(markAnswer(fill, ['建筑', 'x', '119'], true)).toEqual({
      mark: null,
      correct: null,
      needsReview: true,
    });
    expect(markAnswer(fill, ['建筑', '', '119'], true)).toEqual({
      mark: 0.67,
      correct: false,
      needsReview: false,
    });
    expect(
      totalOf([
        { mark: 1, correct: true, needsReview: false },
        { mark: null, correct: null, needsReview: true },
      ]),
    ).toBeNull();
  });
});

describe('single and true/false', () => {
  it('are exact', () => {
    expect(markAnswer({ type: 'single', answer: 'B', score: 2 }, 'B', false).mark).toBe(2);
    expect(markAnswer({ type: 'single', answer: 'B', score: 2 }, 'b', false).mark).toBe(0);
    expect(markAnswer({ type: 'judge', answer: 'F', score: 1 }, 'F', false).mark).toBe(1);
    expect(markAnswer({ type: 'judge', answer: 'F', score: 1 }, ['F'], false).mark).toBe(0);
  });
});

describe('papers', () => {
  const bank: BankQuestion[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    categoryId: i < 4 ? 1 : 2,
    type: i % 2 ? 'judge' : 'single',
    stem: `q${i + 1}`,
    options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: key })),
    answer: 'A',
    explanation: '',
    score: 1,
  }));
  const paper = (seed: number) =>
    makePaper({
      seed,
      mode: 'random',
      items: [],
      bank,
      rules: [
        { type: 'single', categoryId: null, count: 4, score: 2 },
        { type: 'single', categoryId: '1', count: 2, score: 3 },
      ],
      shuffleQuestions: true,
      shuffleOptions: true,
    });

  it('is the same paper for the same seed, and another for another seed', () => {
    expect(paper(42)).toEqual(paper(42));
    const papers = new Set([1, 2, 3, 4, 5].map((s) => JSON.stringify(paper(s))));
    expect(papers.size).toBeGreaterThan(1);
  });

  it('draws each question once, filling category rules before any-category ones', () => {
    for (let seed = 0; seed < 50; seed++) {
      const p = paper(seed)!;
      expect(p).toHaveLength(6);
      expect(new Set(p.map((q) => q.questionId)).size).toBe(6);
      expect(p.filter((q) => q.score === 3).every((q) => Number(q.questionId) <= 4)).toBe(true);
    }
    expect(
      drawQuestions(bank, [{ type: 'judge', categoryId: null, count: 7, score: 1 }], seededRandom(1)),
    ).toBeNull();
  });
});
