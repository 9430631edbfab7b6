/**
 * Route titles as JSON maps keyed by zh-cn, en and zh-tw, as pig-ui keeps them. They are data in that
 * format rather than Lingui messages, so the three languages sit side by side here.
 */
/* eslint-disable lingui/no-unlocalized-strings */
import type { Locale } from '@contract/constants';

export type TitleMap = { 'zh-cn': string; en: string; 'zh-tw': string };

const m = (zhCn: string, en: string, zhTw: string): TitleMap => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

export const TITLES = {
  home: m('首页', 'Home', '首頁'),
  detail: m('课程详情', 'Course detail', '課程詳情'),
  studyOffline: m('线下课程', 'Classroom courses', '線下課程'),
  studyOnline: m('线上课程', 'Online courses', '線上課程'),
  authredirect: m('登录跳转', 'Signing in', '登入跳轉'),
  login: m('登录', 'Log in', '登入'),
  agreement: m('用户协议', 'User agreement', '用戶協議'),
  register: m('个人注册', 'Create account', '個人註冊'),
  resetPassword: m('找回密码', 'Reset password', '找回密碼'),
  enterpriseRegister: m('企业注册', 'Enterprise registration', '企業註冊'),
  signHome: m('签到', 'Check-in', '簽到'),
  signSuccess: m('签到成功', 'Checked in', '簽到成功'),
  signList: m('签到名单', 'Check-in list', '簽到名單'),
  studyPage: m('我的学习', 'My study', '我的學習'),
  studyPageOnline: m('在线学习', 'Online study', '線上學習'),
  feedback: m('意见反馈', 'Feedback', '意見反饋'),
  signUp: m('我的报名', 'My sign-ups', '我的報名'),
  personSetting: m('个人设置', 'Personal settings', '個人設置'),
  test: m('我的考试', 'My exams', '我的考試'),
  analysis: m('试卷解析', 'Exam analysis', '試卷解析'),
  exam: m('考试', 'Exam', '考試'),
  examSuccess: m('交卷成功', 'Exam submitted', '交卷成功'),
  resultHas: m('考试成绩', 'Exam result', '考試成績'),
  resultNo: m('成绩待公布', 'Result pending', '成績待公布'),
  enterpriseFeedback: m('企业反馈', 'Enterprise feedback', '企業反饋'),
  enterpriseInfo: m('企业信息', 'Enterprise info', '企業資訊'),
  invoice: m('发票信息', 'Invoice info', '發票資訊'),
  record: m('报名记录', 'Sign-up records', '報名記錄'),
  noPower: m('无权限', 'No permission', '無權限'),
  notFound: m('页面不存在', 'Page not found', '頁面不存在'),
  admin: m('管理后台', 'Console', '管理後台'),
  courseEditor: m('编辑课程', 'Edit course', '編輯課程'),
  checkinQr: m('签到二维码', 'Check-in QR code', '簽到二維碼'),
} satisfies Record<string, TitleMap>;

export const titleIn = (title: TitleMap | undefined, locale: Locale): string => (title ? title[locale] : '');

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: TitleMap;
    /** A console page outside the menu: the menu path it belongs under, for the breadcrumb. */
    menuParent?: string;
  }
}
