/**
 * The demo catalog: classroom courses with sessions so many days from the seed's day, online courses
 * whose lessons play the committed sample videos (seed/media/lesson-<n>.mp4). seed-edu.ts writes it.
 */

type OfflineSeed = {
  title: string;
  category: string;
  teacher: string;
  hours: number;
  fee: number;
  featured?: boolean;
  approval?: boolean;
  sessions: { inDays: number; hours: number; capacity: number; venue: string; signature?: boolean }[];
};
type OnlineSeed = {
  title: string;
  category: string;
  teacher: string;
  hours: number;
  featured?: boolean;
  approval?: boolean;
  lessons: { chapter: string; title: string; video: number; allowSkip?: boolean }[];
};

export const OFFLINE: OfflineSeed[] = [
  {
    title: '物业服务企业安全生产管理培训',
    category: 'safety',
    teacher: '王建国',
    hours: 8,
    fee: 30000,
    featured: true,
    sessions: [
      { inDays: 3, hours: 7, capacity: 40, venue: '协会培训中心 201 教室' },
      { inDays: 10, hours: 7, capacity: 40, venue: '协会培训中心 201 教室' },
    ],
  },
  {
    title: '消防设施操作与应急疏散演练',
    category: 'fire',
    teacher: '陈消防',
    hours: 4,
    fee: 20000,
    approval: true,
    sessions: [{ inDays: 5, hours: 4, capacity: 2, venue: '市消防训练基地', signature: true }],
  },
  {
    title: '物业项目经理岗位能力提升班',
    category: 'basics',
    teacher: '刘明',
    hours: 16,
    fee: 88000,
    featured: true,
    approval: true,
    sessions: [
      { inDays: 7, hours: 8, capacity: 30, venue: '协会培训中心 大礼堂' },
      { inDays: 14, hours: 8, capacity: 30, venue: '协会培训中心 大礼堂' },
    ],
  },
  {
    title: '客户投诉处理与沟通实务',
    category: 'service',
    teacher: '赵丽',
    hours: 3,
    fee: 0,
    sessions: [{ inDays: 4, hours: 3, capacity: 60, venue: '线下沙龙 · 星海大厦 5 层' }],
  },
];

export const ONLINE: OnlineSeed[] = [
  {
    title: '《物业管理条例》要点解读',
    category: 'basics',
    teacher: '孙律师',
    hours: 2,
    featured: true,
    lessons: [
      { chapter: '第一章 总则', title: '立法目的与适用范围', video: 1 },
      { chapter: '第一章 总则', title: '业主与业主大会', video: 2 },
      { chapter: '第二章 物业服务', title: '物业服务合同要点', video: 3 },
    ],
  },
  {
    title: '电梯安全管理入门',
    category: 'safety',
    teacher: '周工',
    hours: 1,
    lessons: [
      { chapter: '电梯安全', title: '日常巡检要点', video: 2, allowSkip: true },
      { chapter: '电梯安全', title: '困人应急处置', video: 3 },
    ],
  },
  {
    title: '高层建筑消防常识',
    category: 'fire',
    teacher: '陈消防',
    hours: 1,
    lessons: [
      { chapter: '消防基础', title: '火灾的成因与预防', video: 1 },
      { chapter: '消防基础', title: '灭火器的使用', video: 3 },
    ],
  },
  {
    title: '业主沟通技巧（需审核）',
    category: 'service',
    teacher: '赵丽',
    hours: 1.5,
    approval: true,
    lessons: [
      { chapter: '沟通技巧', title: '倾听与共情', video: 2 },
      { chapter: '沟通技巧', title: '化解冲突', video: 1 },
    ],
  },
];
