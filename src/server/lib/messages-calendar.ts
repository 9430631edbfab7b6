/**
 * Calendars and reminders (modules/calendar, modules/reminder) in both languages: the calls' refusals, the words
 * of a calendar entry, and the reminders' texts (a notice's come from messages-notices.ts).
 */
export const CALENDAR_MESSAGES = {
  calendarNotSignedUp: {
    zh: '您没有报名该场次，或报名已被取消',
    en: 'You are not signed up for this session, or the sign-up was cancelled',
  },
  calendarSessionNotFound: { zh: '场次不存在', en: 'This session does not exist' },
  calendarLinkExpired: {
    zh: '该日历链接已过期，请重新打开页面后再点“加入日历”',
    en: 'This calendar link has expired; open the page again and tap "Add to calendar"',
  },
  calendarExamNotFound: {
    zh: '考试不存在，或您尚未获准参加该课程',
    en: 'This exam does not exist, or you are not approved for its course',
  },
  calendarNoTime: {
    zh: '该考试还没有设定时间，暂时无法加入日历',
    en: 'This exam has no time set yet, so it cannot go in a calendar',
  },
  calendarFeedUnknown: {
    zh: '该日历订阅地址已失效（可能已被重置），请在个人设置中复制新的地址',
    en: 'This calendar address no longer works (it may have been reset); copy the new one from your settings',
  },
  calendarNoPhone: {
    zh: '您的账号还没有手机号，无法接收短信提醒，请先绑定手机号',
    en: 'Your account has no mobile number, so texts cannot reach you; add one first',
  },
  calendarName: { zh: '培训日程', en: 'Training calendar' },
  calendarStaffName: { zh: '培训场次（工作人员）', en: 'Training sessions (staff)' },
  calendarCancelled: { zh: '【已取消】', en: '[Cancelled] ' },
  calendarPending: { zh: '（报名待审核）', en: ' (sign-up awaiting approval)' },
  calendarWaitlisted: { zh: '（候补中）', en: ' (on the waiting list)' },
  calendarCheckin: { zh: '签到时间：{time}', en: 'Check-in: {time}' },
  calendarTicketNote: {
    zh: '请在入口处向工作人员出示“我的报名”中的签到二维码，无网络也可使用。',
    en: 'Show the check-in code in "My sign-ups" to the staff at the entrance. It works without a network.',
  },
  calendarAddress: { zh: '地址：{address}', en: 'Address: {address}' },
  calendarDetails: { zh: '详情：{url}', en: 'Details: {url}' },
  calendarExamWindow: { zh: '考试：{title}', en: 'Exam: {title}' },
  calendarExamNote: {
    zh: '请在 {close} 前完成并提交，考试时长 {minutes} 分钟。',
    en: 'Finish and submit before {close}; the exam takes {minutes} minutes.',
  },
  followTooMany: {
    zh: '最多可关注 {max} 门课程，请先取消关注一些',
    en: 'You can follow at most {max} courses; stop following some first',
  },
  calendarDeadline: { zh: '报名截止：{title}', en: 'Sign-up closes: {title}' },
  calendarDeadlineNote: {
    zh: '报名于 {time} 截止，请在此之前报名。',
    en: 'Sign-up closes at {time}; sign up before then.',
  },
  // Why a reminder was not sent (Console › Messages › Reminders).
  reminderSkippedGone: { zh: '场次或考试已删除', en: 'The session or exam was deleted' },
  reminderSkippedMoved: {
    zh: '时间已更改，已按新时间重新安排提醒',
    en: 'Its time changed; a reminder for the new time replaces this one',
  },
  reminderSkippedPast: { zh: '已开始或已截止，不再提醒', en: 'It had already started or closed' },
  reminderSkippedDone: {
    zh: '学员已提交考试或不再参加该课程',
    en: 'The learner has submitted the exam or left the course',
  },
  reminderSkippedCancelled: { zh: '学员的报名已取消', en: "The learner's sign-up was cancelled" },
  reminderSkippedOptedOut: { zh: '学员已关闭短信提醒', en: 'The learner turned texts off' },
} as const;
