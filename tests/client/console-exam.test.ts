import { describe, expect, it } from 'vitest';
import { questionInputSchema, type Question } from '@contract/exam';
import {
  draftOf,
  inputOf,
  problemOf,
  toggleRight,
  withoutOption,
  type Draft,
} from '@/features/console-exam/components/question-draft';
import { totalOf } from '@/features/console-exam/components/exam-form';
import { answerText } from '@/features/console-exam/components/labels';
import { plainText } from '@/features/console-exam/components/plain-text';

const JUDGE = { T: '正确', F: '错误' };
const draft = (patch: Partial<Draft>): Draft => ({
  ...draftOf(undefined, undefined),
  stem: '<p>x</p>',
  ...patch,
});

describe('the question drawer', () => {
  it('sends each type in the shape the contract takes', () => {
    const single = inputOf(draft({ options: ['a', 'b', 'c'], right: ['B'] }));
    expect(single).toMatchObject({
      type: 'single',
      answer: 'B',
      options: [{ key: 'A' }, { key: 'B' }, { key: 'C' }],
    });
    // Right keys go in option order whatever order they were marked in.
    const multiple = inputOf(draft({ type: 'multiple', options: ['a', 'b', 'c'], right: ['C', 'A'] }));
    expect(multiple.answer).toEqual(['A', 'C']);
    const judge = inputOf(draft({ type: 'judge', right: ['F'] }));
    // True/false sends no options: the server gives every one the same two.
    expect(judge).toMatchObject({ answer: 'F', options: [] });
    const fill = inputOf(draft({ type: 'fill', blanks: [['119'], ['建筑', 'building']] }));
    expect(fill).toMatchObject({ options: [], answer: [['119'], ['建筑', 'building']] });
    for (const q of [single, multiple, judge, fill])
      expect(questionInputSchema.safeParse(q).success).toBe(true);
  });

  it('names the first problem, and none for a complete draft', () => {
    expect(problemOf(draft({ stem: '  ' }))).toBe('stem');
    expect(problemOf(draft({ score: '0' }))).toBe('score');
    expect(problemOf(draft({ score: '1.25' }))).toBe('score');
    expect(problemOf(draft({ options: ['a', ''], right: ['A'] }))).toBe('options');
    expect(problemOf(draft({ options: ['a', 'b'] }))).toBe('right');
    expect(problemOf(draft({ type: 'judge' }))).toBe('right');
    expect(problemOf(draft({ type: 'fill', blanks: [['a'], []] }))).toBe('blanks');
    expect(problemOf(draft({ options: ['a', 'b'], right: ['A'], score: '2.5' }))).toBeUndefined();
  });

  it('marks one right for single choice and toggles several for multiple', () => {
    expect(toggleRight(draft({ right: ['A'] }), 'B')).toEqual(['B']);
    expect(toggleRight(draft({ type: 'multiple', right: ['A'] }), 'B')).toEqual(['A', 'B']);
    expect(toggleRight(draft({ type: 'multiple', right: ['A', 'B'] }), 'A')).toEqual(['B']);
  });

  it('moves the marks after a removed option up by one', () => {
    const d = draft({ type: 'multiple', options: ['a', 'b', 'c', 'd'], right: ['A', 'B', 'D'] });
    expect(withoutOption(d, 1)).toEqual({ options: ['a', 'c', 'd'], right: ['A', 'C'] });
    expect(withoutOption(d, 3)).toEqual({ options: ['a', 'b', 'c'], right: ['A', 'B'] });
  });

  it('opens a saved question as it was saved', () => {
    const q: Question = {
      id: '1',
      categoryId: '7',
      categoryName: 'c',
      type: 'fill',
      stem: '<p>s</p>',
      options: [],
      answer: [['a', 'b']],
      score: 5,
      explanation: 'e',
      createTime: null,
      updateTime: null,
    };
    const d = draftOf(q, undefined);
    expect(d).toMatchObject({ type: 'fill', categoryId: '7', blanks: [['a', 'b']], score: '5' });
    expect(inputOf(d)).toMatchObject({
      type: 'fill',
      answer: [['a', 'b']],
      score: 5,
      categoryId: '7',
    });
  });
});

describe('exam pieces', () => {
  it('totals a fixed paper by its items and a random one by count × score', () => {
    expect(totalOf({ mode: 'fixed', items: [{ score: '5' }, { score: '2.5' }] as never, rules: [] })).toBe(
      7.5,
    );
    expect(
      totalOf({
        mode: 'random',
        items: [],
        rules: [
          { count: '2', score: '5' },
          { count: '3', score: '' },
        ] as never,
      }),
    ).toBe(10);
  });

  it('writes answers as one line per type', () => {
    expect(answerText('judge', 'T', JUDGE)).toBe('正确');
    expect(answerText('multiple', ['A', 'C'], JUDGE)).toBe('A, C');
    expect(answerText('fill', [['建筑', 'building'], ['㎡']], JUDGE)).toBe('建筑 / building | ㎡');
    expect(answerText('fill', ['建筑', '平方米'], JUDGE)).toBe('建筑 | 平方米');
    expect(answerText('single', null, JUDGE)).toBe('');
  });

  it('shows a stem as one plain line, pictures named, markup never run', () => {
    expect(plainText('<p>火警 <b>119</b></p><img src="x.png" onerror="alert(1)">', 'image')).toBe(
      '火警 119 [image]',
    );
    expect(plainText('<p>a &lt;b&gt; &amp; c</p>', 'image')).toBe('a <b> & c');
    expect(plainText('x'.repeat(100), 'image', 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
