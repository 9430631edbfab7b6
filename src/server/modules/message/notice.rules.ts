import type { MessageKind } from '@contract/message';
import { message, type Lang, type MessageKey } from '../../lib/messages';

/**
 * The notices the system sends, one entry per kind: the texts (lib/messages-notices.ts) its title and content are
 * rendered from, in the reader's language, and the page it leads to — a console page with the list filtered to
 * the work waiting (the filters are the query names those pages read from the address, as the contract's list
 * queries name them), or the learner's or enterprise's own portal page.
 */
export type NoticeKind = Exclude<MessageKind, 'announcement'>;
export type NoticeParams = Record<string, string>;

type Notice = {
  texts: (p: NoticeParams) => [title: MessageKey, content: MessageKey];
  link: (p: NoticeParams) => string;
};

const q = encodeURIComponent;
const approved = (p: NoticeParams) => p.approved === '1';

const NOTICES: Record<NoticeKind, Notice> = {
  // A sign-up waits for staff's review (edu_enrolment_review): one person's, or an enterprise's several at once.
  'enrolment-pending': {
    texts: (p) => [
      'noticeEnrolmentPendingTitle',
      p.n ? 'noticeEnrolmentPendingMany' : 'noticeEnrolmentPending',
    ],
    link: (p) => `/admin/edu/enrolment?courseId=${q(p.courseId ?? '')}&status=pending`,
  },
  // An enterprise registered or changed who it is (edu_enterprise_review).
  'enterprise-submitted': {
    texts: () => ['noticeEnterpriseSubmittedTitle', 'noticeEnterpriseSubmitted'],
    link: () => '/admin/edu/enterprise?status=pending',
  },
  // An enterprise asked for an invoice (edu_enterprise_invoice): the page's invoice tab.
  'invoice-requested': {
    texts: () => ['noticeInvoiceRequestedTitle', 'noticeInvoiceRequested'],
    link: () => '/admin/edu/enterprise?tab=invoices',
  },
  // Feedback arrived (edu_feedback_reply): the inbox's open (unanswered) feedback.
  'feedback-sent': {
    texts: () => ['noticeFeedbackSentTitle', 'noticeFeedbackSent'],
    link: () => '/admin/edu/feedback?status=open',
  },
  // An exam was submitted late (edu_exam_review): that exam's results, the late ones.
  'exam-late-submit': {
    texts: () => ['noticeExamLateTitle', 'noticeExamLate'],
    link: (p) => `/admin/edu/examResult?examId=${q(p.examId ?? '')}&status=late_review`,
  },
  'enrolment-reviewed': {
    texts: (p) =>
      approved(p)
        ? ['noticeEnrolmentApprovedTitle', 'noticeEnrolmentApproved']
        : ['noticeEnrolmentRejectedTitle', 'noticeEnrolmentRejected'],
    link: () => '/person/myStudy/signUp',
  },
  // A freed seat moved a waitlisted sign-up up: to pending when the course needs approval, else approved.
  'enrolment-promoted': {
    texts: (p) => [
      'noticeEnrolmentPromotedTitle',
      p.status === 'pending'
        ? p.session
          ? 'noticeEnrolmentPromotedPendingSession'
          : 'noticeEnrolmentPromotedPending'
        : p.session
          ? 'noticeEnrolmentPromotedApprovedSession'
          : 'noticeEnrolmentPromotedApproved',
    ],
    link: () => '/person/myStudy/signUp',
  },
  'enterprise-reviewed': {
    texts: (p) =>
      approved(p)
        ? ['noticeEnterpriseApprovedTitle', 'noticeEnterpriseApproved']
        : ['noticeEnterpriseRejectedTitle', 'noticeEnterpriseRejected'],
    link: () => '/enterprise/info',
  },
  // Staff issued or rejected the enterprise's invoice request: its invoice page.
  'invoice-handled': {
    texts: (p) =>
      p.status === 'rejected'
        ? ['noticeInvoiceRejectedTitle', 'noticeInvoiceRejected']
        : ['noticeInvoiceIssuedTitle', 'noticeInvoiceIssued'],
    link: () => '/enterprise/invoice',
  },
  // The sender's feedback page: an enterprise admin's feedback is on the enterprise's.
  'feedback-answered': {
    texts: () => ['noticeFeedbackAnsweredTitle', 'noticeFeedbackAnswered'],
    link: (p) => (p.enterprise === '1' ? '/enterprise/feedback' : '/person/feedback'),
  },
  // An attempt marked by staff, or a late submit accepted (and marked) or refused.
  'exam-result': {
    texts: (p) =>
      p.outcome === 'rejected'
        ? ['noticeExamRejectedTitle', 'noticeExamRejected']
        : ['noticeExamGradedTitle', 'noticeExamGraded'],
    link: (p) => `/person/test/resultHas?attemptId=${q(p.attemptId ?? '')}`,
  },
  // A certificate issued to the learner (by the rule or by staff), or reissued under a new number: My certificates.
  'certificate-issued': {
    texts: (p) =>
      p.old
        ? ['noticeCertificateReissuedTitle', 'noticeCertificateReissued']
        : ['noticeCertificateIssuedTitle', 'noticeCertificateIssued'],
    link: () => '/person/certificates',
  },
  // A signed-up session starts soon (a day, an hour before, as the course says), or staff reminded its people now.
  'session-reminder': {
    texts: () => ['noticeSessionReminderTitle', 'noticeSessionReminder'],
    link: () => '/person/myStudy/signUp',
  },
  // An exam the learner has not submitted closes within a day.
  'exam-closing': {
    texts: () => ['noticeExamClosingTitle', 'noticeExamClosing'],
    link: () => '/person/test/test',
  },
};

export const isNoticeKind = (kind: string): kind is NoticeKind => Object.hasOwn(NOTICES, kind);

/** A system notice's title and content in `lang`, from the facts it was written with. */
export function renderNotice(lang: Lang, kind: NoticeKind, params: NoticeParams) {
  const [title, content] = NOTICES[kind].texts(params);
  return { title: message(lang, title, params), content: message(lang, content, params) };
}

export const noticeLink = (kind: NoticeKind, params: NoticeParams) => NOTICES[kind].link(params);
