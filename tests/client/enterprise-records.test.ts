import { describe, expect, it } from 'vitest';
import { enrolOutcome } from '@/features/enterprise-records/api/records';
import { yuan } from '@/features/enterprise-records/components/money';

const outcome = { lineNum: 1, userId: '7', name: '陈员工', status: 'approved' as const };

describe('bulk enrolment answers', () => {
  it('a dry run without errors shows what each row would become', () => {
    const answer = { dryRun: true, enrolled: [outcome], errors: [] };
    expect(enrolOutcome({ code: 0, msg: null, data: answer })).toEqual({ kind: 'done', answer });
  });

  it('row errors in the answer are shown as rows, whatever else it holds', () => {
    const errors = [{ lineNum: 2, errors: ['手机号不是本企业成员'] }];
    expect(enrolOutcome({ code: 0, msg: null, data: { dryRun: true, enrolled: [outcome], errors } })).toEqual(
      {
        kind: 'rows',
        rows: errors,
      },
    );
    expect(enrolOutcome({ code: 1, msg: 'x', data: { dryRun: false, enrolled: [], errors } })).toEqual({
      kind: 'rows',
      rows: errors,
    });
  });

  it('a refusal listing the rows as data (the import dialog’s form) is rows too', () => {
    const rows = [{ lineNum: 3, errors: ['名额已满'] }];
    expect(enrolOutcome({ code: 1, msg: '导入失败', data: rows })).toEqual({ kind: 'rows', rows });
  });

  it('a refusal without rows is its message, and an empty enrolment of nobody is still done', () => {
    expect(enrolOutcome({ code: 1, msg: '课程未开放报名', data: null })).toEqual({
      kind: 'failed',
      msg: '课程未开放报名',
    });
    expect(enrolOutcome({ code: 0, msg: null, data: null })).toEqual({ kind: 'failed', msg: null });
    const none = { dryRun: false, enrolled: [], errors: [] };
    expect(enrolOutcome({ code: 0, msg: null, data: none })).toEqual({ kind: 'done', answer: none });
  });
});

describe('fees in yuan', () => {
  it('shows fen as yuan with two decimals at the edges', () => {
    expect(yuan(0)).toBe('¥0.00');
    expect(yuan(1)).toBe('¥0.01');
    expect(yuan(99)).toBe('¥0.99');
    expect(yuan(100)).toBe('¥1.00');
    expect(yuan(30000 + 20000)).toBe('¥500.00');
    expect(yuan(100_000_000)).toBe('¥1000000.00');
  });
});
