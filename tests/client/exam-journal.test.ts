import { describe, expect, it } from 'vitest';
import {
  allEntries,
  dirtyEntries,
  journalFor,
  markSynced,
  mergeAnswers,
  type JournalAnswer,
} from '@/features/exam/model/journal';
import type { Attempt } from '@contract/exam-learner';

const local = (value: JournalAnswer['value'], answeredAtMs: number, dirty = true, flagged = false) => ({
  value,
  flagged,
  answeredAtMs,
  dirty,
});
const saved = (questionId: string, value: JournalAnswer['value'], answeredAtMs: number, flagged = false) => ({
  questionId,
  value,
  flagged,
  answeredAtMs,
});

describe('the exam journal merge (the later answeredAtMs wins)', () => {
  it('takes the server answer when it is newer (another phone answered later) and marks it clean', () => {
    const merged = mergeAnswers({ q1: local('A', 1000) }, [saved('q1', 'B', 1001, true)]);
    expect(merged.q1).toEqual({ value: 'B', flagged: true, answeredAtMs: 1001, dirty: false });
  });

  it('keeps the local answer when it is newer, and marks it to be sent even if it was acknowledged before', () => {
    const merged = mergeAnswers({ q1: local(['A', 'C'], 2000, false) }, [saved('q1', ['A'], 1999)]);
    expect(merged.q1).toEqual(local(['A', 'C'], 2000, true));
  });

  it('leaves an answer the server already has as it is when the times are equal (no resend, no overwrite)', () => {
    expect(mergeAnswers({ q1: local('A', 1500, false) }, [saved('q1', 'A', 1500)]).q1?.dirty).toBe(false);
    // Equal time, still unacknowledged here: it stays to be sent (the server keeps one per time; harmless).
    expect(mergeAnswers({ q1: local('A', 1500, true) }, [saved('q1', 'A', 1500)]).q1?.dirty).toBe(true);
  });

  it('adds answers only the server has, keeps answers only the phone has, and clears stay cleared', () => {
    const merged = mergeAnswers({ q2: local(['x', ''], 10) }, [saved('q1', null, 5), saved('q3', 'T', 7)]);
    expect(Object.keys(merged).sort()).toEqual(['q1', 'q2', 'q3']);
    expect(merged.q1).toEqual({ value: null, flagged: false, answeredAtMs: 5, dirty: false });
    expect(merged.q2?.dirty).toBe(true);
  });

  it('does not change its input (the journal in memory is replaced, never edited)', () => {
    const mine = { q1: local('A', 1) };
    mergeAnswers(mine, [saved('q1', 'B', 2)]);
    expect(mine.q1.value).toBe('A');
  });
});

describe('the journal sync bookkeeping', () => {
  it('sends only unacknowledged answers, and an answer changed while its save was on the way stays to be sent', () => {
    const answers = { q1: local('A', 1), q2: local('B', 2, false), q3: local('C', 3) };
    const sent = dirtyEntries(answers);
    expect(sent.map((e) => e.questionId)).toEqual(['q1', 'q3']);
    // q3 changed again (later time) before the save came back.
    const after = markSynced({ ...answers, q3: local('D', 4) }, sent);
    expect(after.q1?.dirty).toBe(false);
    expect(after.q3).toEqual(local('D', 4, true));
    expect(dirtyEntries(after).map((e) => e.questionId)).toEqual(['q3']);
  });

  it('a submit carries every answer, acknowledged or not', () => {
    expect(allEntries({ q1: local('A', 1, false), q2: local(null, 2) }).map((e) => e.questionId)).toEqual([
      'q1',
      'q2',
    ]);
  });

  it('a journal made from a resumed attempt keeps the question on screen, the submit, the newer local answers', () => {
    const attempt = {
      attemptId: '9',
      examId: '3',
      answers: [saved('q1', 'B', 50), saved('q2', 'A', 10)],
      questions: [],
    } as unknown as Attempt;
    const existing = {
      attemptId: '9',
      ownerId: '7',
      examId: '3',
      attempt,
      offsetMs: 0,
      answers: { q2: local('C', 20) },
      index: 4,
      submit: null,
    };
    const j = journalFor(attempt, -1234, existing);
    expect(j.index).toBe(4);
    expect(j.offsetMs).toBe(-1234);
    expect(j.answers.q1?.value).toBe('B');
    expect(j.answers.q2?.value).toBe('C');
    expect(j.attempt.answers).toEqual([]); // the paper alone; answers live in the journal
    expect(j.ownerId).toBe('7'); // nobody logged in here: the journal keeps its owner
  });
});
