import type { Db } from '../db/client';
import * as s from '../db/schema';
import type { AnswerRow, OptionRow } from '../db/schema';

/**
 * The exam demo of the association's tenant: a bank of property-management questions of the four
 * types in two categories, and three exams on the check-in demo course that learner01 is approved on — one open
 * now (fixed paper, 30 minutes, 2 attempts, shuffled), one opening in two days, one drawn at random.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Q = {
  cat: 0 | 1;
  type: string;
  stem: string;
  options?: string[];
  answer: AnswerRow;
  score: number;
  explanation: string;
};
const opts = (texts: string[]): OptionRow[] => texts.map((text, i) => ({ key: 'ABCDEFGH'[i] ?? 'A', text }));
const JUDGE: OptionRow[] = [
  { key: 'T', text: '正确 / True' },
  { key: 'F', text: '错误 / False' },
];

const QUESTIONS: Q[] = [
  {
    cat: 0,
    type: 'single',
    stem: '<p>物业服务企业发现电梯困人后，首先应当做什么？ (An elevator traps a passenger: what first?)</p>',
    options: [
      '安抚被困人员并通知维保单位 / Reassure and call the lift contractor',
      '自行撬开轿厢门 / Force the door',
      '等待业主投诉 / Wait for complaints',
      '关闭整栋楼电源 / Cut the power',
    ],
    answer: 'A',
    score: 5,
    explanation: '先安抚、再由持证维保人员救援，严禁非专业人员强行开门。',
  },
  {
    cat: 0,
    type: 'single',
    stem: '<p>消防通道被车辆占用时，物业应当？ (A car blocks the fire lane: the manager should?)</p>',
    options: [
      '视而不见 / Ignore it',
      '劝离并记录，必要时报告消防部门 / Ask it to move, log it, report if needed',
      '放掉轮胎气 / Deflate the tyres',
      '收取占道费 / Charge a fee',
    ],
    answer: 'B',
    score: 5,
    explanation: '消防通道必须保持畅通，物业负有劝阻、记录和报告的责任。',
  },
  {
    cat: 1,
    type: 'single',
    stem: "<p>业主大会的决定对谁具有约束力？ (Whom does the owners' assembly bind?)</p>",
    options: [
      '仅投赞成票的业主 / Only those who voted yes',
      '全体业主 / All owners',
      '物业公司 / Only the manager',
      '街道办 / The sub-district office',
    ],
    answer: 'B',
    score: 5,
    explanation: '依法作出的业主大会决定对全体业主具有约束力。',
  },
  {
    cat: 0,
    type: 'multiple',
    stem: '<p>下列哪些属于日常消防巡查内容？ (Which belong to a daily fire patrol?)</p>',
    options: [
      '灭火器压力 / Extinguisher pressure',
      '疏散指示灯 / Exit signs',
      '业主装修风格 / Decoration style',
      '防火门闭合 / Fire doors closed',
    ],
    answer: ['A', 'B', 'D'],
    score: 10,
    explanation: '装修风格与消防无关；其余三项均为巡查要点。多选题少选得一半分，错选不得分。',
  },
  {
    cat: 1,
    type: 'multiple',
    stem: '<p>物业服务合同通常应约定哪些内容？ (What does a service contract set out?)</p>',
    options: [
      '服务事项与质量 / Services and quality',
      '服务费用 / Fees',
      '合同期限 / Term',
      "业主的宗教信仰 / Owners' religion",
    ],
    answer: ['A', 'B', 'C'],
    score: 10,
    explanation: '服务事项、质量、费用、期限是合同的主要条款。',
  },
  {
    cat: 0,
    type: 'multiple',
    stem: '<p>有限空间作业前必须？ (Before work in a confined space you must?)</p>',
    options: [
      '通风 / Ventilate',
      '检测气体 / Test the air',
      '设监护人 / Post a watcher',
      '单人快速完成 / Go alone and be quick',
    ],
    answer: ['A', 'B', 'C'],
    score: 10,
    explanation: '“先通风、再检测、后作业”，并设专人监护，严禁单人作业。',
  },
  {
    cat: 0,
    type: 'judge',
    stem: '<p>灭火器压力表指针在红色区域表示压力正常。 (A needle in the red zone means normal pressure.)</p>',
    answer: 'F',
    score: 5,
    explanation: '红区表示压力不足，绿区才是正常。',
  },
  {
    cat: 1,
    type: 'judge',
    stem: "<p>物业服务企业可以公开业主的个人信息。 (A manager may publish owners' personal data.)</p>",
    answer: 'F',
    score: 5,
    explanation: '业主个人信息受法律保护，不得擅自公开。',
  },
  {
    cat: 0,
    type: 'judge',
    stem: '<p>二次供水水箱应定期清洗消毒。 (Secondary water tanks need regular cleaning.)</p>',
    answer: 'T',
    score: 5,
    explanation: '二次供水设施每半年至少清洗消毒一次。',
  },
  {
    cat: 0,
    type: 'fill',
    stem: '<p>火警电话是 ____ 。 (The fire emergency number is ____.)</p>',
    answer: [['119']],
    score: 5,
    explanation: '火警 119，急救 120，报警 110。',
  },
  {
    cat: 1,
    type: 'fill',
    stem: '<p>物业费通常按房屋的 ____ 面积计收，单位是 ____ 。 (Fees follow the ____ area, in ____.)</p>',
    answer: [
      ['建筑', 'gross floor', 'building'],
      ['平方米', '㎡', 'm2', 'square metres'],
    ],
    score: 10,
    explanation: '一般按建筑面积、以平方米为单位计收。每空各得一半分数。',
  },
  {
    cat: 0,
    type: 'fill',
    stem: '<p>安全生产方针：安全第一、____ 为主、综合治理。 (Safety first, ____ foremost, comprehensive management.)</p>',
    answer: [['预防', 'prevention']],
    score: 5,
    explanation: '安全第一、预防为主、综合治理。',
  },
];

/** Seeds the question bank and the demo course's exams; answers the final exam's id. */
export async function seedExams(tx: Db, tenantId: number, courseId: number): Promise<number> {
  const now = Date.now();
  const cats = await tx
    .insert(s.eduQuestionCategory)
    .values([
      { tenantId, name: '安全管理 / Safety', sort: 0, createBy: 'seed' },
      { tenantId, name: '法规与服务 / Law and service', sort: 1, createBy: 'seed' },
    ])
    .returning();
  const qs = await tx
    .insert(s.eduQuestion)
    .values(
      QUESTIONS.map((q) => ({
        tenantId,
        categoryId: cats[q.cat]?.id ?? null,
        type: q.type,
        stem: q.stem,
        options: q.type === 'judge' ? JUDGE : q.options ? opts(q.options) : [],
        answer: q.answer,
        score: q.score,
        explanation: q.explanation,
        createBy: 'seed',
      })),
    )
    .returning();
  const total = qs.reduce((n, q) => n + q.score, 0);
  const exam = (o: Partial<typeof s.eduExam.$inferInsert>) => ({
    tenantId,
    courseId,
    status: 'published',
    mode: 'fixed',
    passScore: 60,
    durationMin: 30,
    attemptsAllowed: 2,
    shuffleQuestions: true,
    shuffleOptions: true,
    showScore: 'after_submit',
    showAnalysis: 'after_submit',
    createBy: 'seed',
    title: '',
    ...o,
  });
  const [open, upcoming] = await tx
    .insert(s.eduExam)
    .values([
      exam({
        title: '物业安全与服务结业考试 / Final exam',
        description: '共 12 题，30 分钟，可考 2 次。多选题少选得一半分，错选不得分。',
        totalScore: total,
        passScore: Math.round(total * 0.6),
        openAt: new Date(now - DAY),
        closeAt: new Date(now + 30 * DAY),
      }),
      exam({
        title: '消防专项测验（即将开始） / Fire safety quiz (upcoming)',
        description: '两天后开放。',
        totalScore: 30,
        passScore: 18,
        durationMin: 15,
        attemptsAllowed: 1,
        showScore: 'after_close',
        showAnalysis: 'after_close',
        openAt: new Date(now + 2 * DAY),
        closeAt: new Date(now + 9 * DAY),
      }),
      exam({
        title: '随机抽题练习 / Random practice',
        description: '每次随机抽取单选、判断与填空各 2 道，不限次数。',
        mode: 'random',
        rules: [
          { type: 'single', categoryId: null, count: 2, score: 5 },
          { type: 'judge', categoryId: null, count: 2, score: 5 },
          { type: 'fill', categoryId: null, count: 2, score: 5 },
        ],
        totalScore: 30,
        passScore: 18,
        durationMin: 20,
        attemptsAllowed: 0,
        shuffleOptions: false,
        reviewFill: true,
        openAt: new Date(now - DAY),
        closeAt: new Date(now + 30 * DAY),
      }),
    ])
    .returning();
  if (!open || !upcoming) throw new Error('seed: exams');
  await tx.insert(s.eduExamQuestion).values([
    ...qs.map((q, i) => ({ tenantId, examId: open.id, questionId: q.id, sort: i, score: q.score })),
    ...qs
      .filter((q) => q.categoryId === cats[0]?.id && q.type !== 'multiple')
      .slice(0, 6)
      .map((q, i) => ({ tenantId, examId: upcoming.id, questionId: q.id, sort: i, score: 5 })),
  ]);
  return open.id;
}
