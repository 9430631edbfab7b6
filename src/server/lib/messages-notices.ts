/**
 * Notices (modules/message) in both languages: the management calls' refusals, and the texts the system's notices
 * are rendered from, in each reader's language, with the facts the notice was written with (`{course}`, `{who}`…).
 * Which kind uses which text is modules/message/notice.rules.ts.
 */
export const NOTICE_MESSAGES = {
  messageNotFound: { zh: '消息不存在', en: 'The message does not exist' },
  messageRecipientsUnknown: {
    zh: '接收人不存在或不属于本租户：{ids}',
    en: 'These recipients are not users of this organisation: {ids}',
  },
  messageNotEditable: {
    zh: '系统通知不能修改',
    en: 'A notice the system sent cannot be edited',
  },
  // Staff: work waiting.
  noticeEnrolmentPendingTitle: { zh: '新的报名待审核', en: 'A sign-up waits for review' },
  noticeEnrolmentPending: {
    zh: '{who} 报名了《{course}》，请审核。',
    en: '{who} signed up for "{course}"; please review the sign-up.',
  },
  noticeEnrolmentPendingMany: {
    zh: '{enterprise} 为《{course}》报名了 {n} 人，请审核。',
    en: '{enterprise} made {n} sign-up(s) for "{course}"; please review them.',
  },
  noticeEnterpriseSubmittedTitle: { zh: '企业资料待审核', en: 'An enterprise waits for review' },
  noticeEnterpriseSubmitted: {
    zh: '企业“{name}”提交了资料，请审核。',
    en: 'The enterprise "{name}" submitted its details; please review them.',
  },
  noticeInvoiceRequestedTitle: { zh: '新的开票申请', en: 'A new invoice request' },
  noticeInvoiceRequested: {
    zh: '{enterprise} 申请开具发票，金额 {amount} 元。',
    en: '{enterprise} asked for an invoice of {amount} yuan.',
  },
  noticeFeedbackSentTitle: { zh: '新的意见反馈', en: 'New feedback' },
  noticeFeedbackSent: { zh: '{who}：{excerpt}', en: '{who}: {excerpt}' },
  noticeExamLateTitle: { zh: '逾期提交待审核', en: 'A late submission waits for review' },
  noticeExamLate: {
    zh: '{who} 逾期提交了考试《{exam}》，请审核。',
    en: '{who} submitted the exam "{exam}" late; please review it.',
  },
  // A learner or an enterprise admin: a decision about them.
  noticeEnrolmentApprovedTitle: { zh: '报名已通过审核', en: 'Sign-up approved' },
  noticeEnrolmentApproved: {
    zh: '您报名的《{course}》已通过审核。',
    en: 'Your sign-up for "{course}" was approved.',
  },
  noticeEnrolmentRejectedTitle: { zh: '报名未通过审核', en: 'Sign-up not approved' },
  noticeEnrolmentRejected: {
    zh: '您报名的《{course}》未通过审核，原因：{reason}',
    en: 'Your sign-up for "{course}" was not approved. Reason: {reason}',
  },
  noticeEnrolmentPromotedTitle: { zh: '候补报名已递补', en: 'A seat came free' },
  noticeEnrolmentPromotedPending: {
    zh: '有名额空出，您报名的《{course}》已从候补转为待审核。',
    en: 'A seat came free: your sign-up for "{course}" moved from the waitlist to pending review.',
  },
  noticeEnrolmentPromotedPendingSession: {
    zh: '有名额空出，您报名的《{course}》（场次：{session}，{start}）已从候补转为待审核。',
    en:
      'A seat came free: your sign-up for "{course}" (session {session}, {start}) ' +
      'moved from the waitlist to pending review.',
  },
  noticeEnrolmentPromotedApproved: {
    zh: '有名额空出，您报名的《{course}》已从候补转为已通过。',
    en: 'A seat came free: your sign-up for "{course}" moved from the waitlist to approved.',
  },
  noticeEnrolmentPromotedApprovedSession: {
    zh: '有名额空出，您报名的《{course}》（场次：{session}，{start}）已从候补转为已通过。',
    en:
      'A seat came free: your sign-up for "{course}" (session {session}, {start}) ' +
      'moved from the waitlist to approved.',
  },
  noticeEnterpriseApprovedTitle: { zh: '企业审核已通过', en: 'Enterprise approved' },
  noticeEnterpriseApproved: {
    zh: '企业“{name}”已通过审核，现在可以为成员报名了。',
    en: 'The enterprise "{name}" was approved; you can now sign its members up.',
  },
  noticeEnterpriseRejectedTitle: { zh: '企业审核未通过', en: 'Enterprise not approved' },
  noticeEnterpriseRejected: {
    zh: '企业“{name}”未通过审核，原因：{reason}',
    en: 'The enterprise "{name}" was not approved. Reason: {reason}',
  },
  noticeInvoiceIssuedTitle: { zh: '发票已开具', en: 'Invoice issued' },
  noticeInvoiceIssued: {
    zh: '您申请的 {amount} 元发票已开具，发票号码：{invoiceNo}，可下载电子发票。',
    en: 'Your invoice of {amount} yuan was issued, number {invoiceNo}; the e-invoice can be downloaded.',
  },
  noticeInvoiceRejectedTitle: { zh: '开票申请被驳回', en: 'Invoice request rejected' },
  noticeInvoiceRejected: {
    zh: '您申请的 {amount} 元发票被驳回，原因：{reason}',
    en: 'Your request for an invoice of {amount} yuan was rejected. Reason: {reason}',
  },
  noticeFeedbackAnsweredTitle: { zh: '您的反馈有了回复', en: 'Your feedback was answered' },
  noticeFeedbackAnswered: { zh: '回复：{reply}', en: 'Reply: {reply}' },
  noticeCertificateIssuedTitle: { zh: '您获得了一张证书', en: 'You have a new certificate' },
  noticeCertificateIssued: {
    zh: '您的《{course}》结业证书已颁发，证书编号 {number}，可在“我的证书”中下载。',
    en: 'Your certificate for "{course}" has been issued, number {number}; download it in My certificates.',
  },
  noticeSessionReminderTitle: { zh: '开课提醒', en: 'Your session starts soon' },
  noticeSessionReminder: {
    zh: '您报名的《{course}》{session} 将于 {time} 在 {venue} 开始，请带好签到二维码准时到场。',
    en: 'Your session "{session}" of "{course}" starts at {time} at {venue}. Bring your check-in code.',
  },
  noticeExamClosingTitle: { zh: '考试即将截止', en: 'An exam closes soon' },
  noticeExamClosing: {
    zh: '《{course}》的考试“{exam}”将于 {time} 截止，您还没有提交。',
    en: 'The exam "{exam}" of "{course}" closes at {time}, and you have not submitted it yet.',
  },
  noticeCertificateReissuedTitle: { zh: '证书已重新颁发', en: 'Certificate reissued' },
  noticeCertificateReissued: {
    zh: '您的《{course}》证书已重新颁发，新编号 {number}，原证书 {old} 已被新证书替换，请使用新证书。',
    en:
      'Your certificate for "{course}" was reissued with the new number {number}; ' +
      '{old} is replaced by it, use the new one.',
  },
  noticeExamGradedTitle: { zh: '考试已评阅', en: 'Exam marked' },
  noticeExamGraded: {
    zh: '您的考试《{exam}》已评阅完成，请查看成绩。',
    en: 'Your exam "{exam}" has been marked; see your result.',
  },
  noticeExamRejectedTitle: { zh: '逾期提交未被接受', en: 'Late submission not accepted' },
  noticeExamRejected: {
    zh: '您逾期提交的考试《{exam}》未被接受。{note}',
    en: 'Your late submission of the exam "{exam}" was not accepted. {note}',
  },
} as const;
