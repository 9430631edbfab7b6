/**
 * Route titles as maps keyed by locale, as pig-ui keeps them. They are data in that format rather than Lingui
 * messages, so the languages sit side by side here. Only the interface's languages (zh-cn, en): pig's zh-tw
 * titles would be bytes on every phone that no screen shows. A menu's title from the server may still be such a
 * JSON map, zh-tw included (menu-tree.ts `titleOf`).
 */
/* eslint-disable lingui/no-unlocalized-strings */
import type { Locale } from '@contract/constants';

export type TitleMap = Record<Locale, string>;

const m = (zhCn: string, en: string): TitleMap => ({ 'zh-cn': zhCn, en });

export const TITLES = {
  home: m('首页', 'Home'),
  detail: m('课程详情', 'Course detail'),
  studyOffline: m('线下课程', 'Classroom courses'),
  studyOnline: m('线上课程', 'Online courses'),
  authredirect: m('登录跳转', 'Signing in'),
  login: m('登录', 'Log in'),
  agreement: m('用户协议', 'User agreement'),
  register: m('个人注册', 'Create account'),
  resetPassword: m('找回密码', 'Reset password'),
  enterpriseRegister: m('企业注册', 'Enterprise registration'),
  signHome: m('签到', 'Check-in'),
  signSuccess: m('签到成功', 'Checked in'),
  signList: m('签到名单', 'Check-in list'),
  studyPage: m('我的学习', 'My study'),
  studyPageOnline: m('在线学习', 'Online study'),
  feedback: m('意见反馈', 'Feedback'),
  signUp: m('我的报名', 'My sign-ups'),
  personSetting: m('个人设置', 'Personal settings'),
  test: m('我的考试', 'My exams'),
  analysis: m('试卷解析', 'Exam analysis'),
  exam: m('考试', 'Exam'),
  examSuccess: m('交卷成功', 'Exam submitted'),
  resultHas: m('考试成绩', 'Exam result'),
  resultNo: m('成绩待公布', 'Result pending'),
  enterpriseFeedback: m('企业反馈', 'Enterprise feedback'),
  enterpriseInfo: m('企业信息', 'Enterprise info'),
  enterpriseCertificates: m('成员证书', 'Member certificates'),
  invoice: m('发票信息', 'Invoice info'),
  record: m('报名记录', 'Sign-up records'),
  noPower: m('无权限', 'No permission'),
  notFound: m('页面不存在', 'Page not found'),
  admin: m('管理后台', 'Console'),
  courseEditor: m('编辑课程', 'Edit course'),
  checkinQr: m('签到二维码', 'Check-in QR code'),
  notices: m('消息中心', 'Notification centre'),
  certificates: m('我的证书', 'My certificates'),
  storage: m('存储空间', 'Storage'),
} satisfies Record<string, TitleMap>;

export const titleIn = (title: TitleMap | undefined, locale: Locale): string => (title ? title[locale] : '');

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: TitleMap;
    /** A console page outside the menu: the menu path it belongs under, for the breadcrumb. */
    menuParent?: string;
  }
}
