/**
 * The console's messages are a catalog of their own (src/client/locales/{locale}/console.po), loaded with the
 * console: a phone's first visit carries only the portal's messages, in its first chunk (zh-cn) and precache (en).
 * Every source of the console is listed here; a message used by both halves is in both catalogs.
 */
export const CONSOLE_SOURCES = [
  'src/client/routes/admin.tsx',
  'src/client/routes/admin',
  'src/client/routes/preview',
  'src/client/features/admin',
  'src/client/features/console-edu',
  'src/client/features/console-system',
  'src/client/features/console-people',
  'src/client/components/import-dialog.tsx',
  // Shared with the enterprise's member import and bulk enrolment: in their catalogs too.
  'src/client/components/import-errors.tsx',
  'src/client/components/table-toolbar.tsx',
  'src/client/components/org-picker.tsx',
  'src/client/components/record-chooser.tsx',
  'src/client/features/console-access',
  'src/client/components/not-allowed.tsx',
  // The pop-up of a new notice: the console's bell shows it.
  'src/client/components/notice-popups.tsx',
  'src/client/components/crud-page.tsx',
  // The forms' rules, the debounced search field, the text area and the tag list: console forms and search bars.
  'src/client/components/form-rules.ts',
  'src/client/components/search-field.tsx',
  'src/client/components/text-area.tsx',
  'src/client/components/tag-list.tsx',
  'src/client/features/console-content',
  // The upload widgets: console pages use them today; a portal page that does would move them out of here.
  'src/client/components/uploads',
  'src/client/components/pager.tsx',
  'src/client/components/menu-icons.tsx',
  'src/client/components/column-settings.tsx',
  'src/client/components/select-column.tsx',
  'src/client/components/data-table.tsx',
  'src/client/components/grid-actions.tsx',
  'src/client/features/console-exam',
  'src/client/features/console-enterprise',
  'src/client/features/console-certificate',
  'src/client/features/console-gallery',
  // The check-in feature's console pages (the session's check-ins and its rotating QR display).
  'src/client/features/checkin/components/checkin-admin-page.tsx',
  'src/client/features/checkin/components/arrivals-chart.tsx',
  'src/client/features/checkin/components/rejected-scans.tsx',
  'src/client/features/checkin/components/session-qr-page.tsx',
  // Why a person was let in from the desk's list: the desk offers the reasons, the check-in list shows them.
  'src/client/features/checkin/desk/admit-reasons.ts',
];

/**
 * The exam screens' messages (src/client/locales/{locale}/exam.po), loaded with those screens: an exam is started
 * online, so its screens and their catalog are fetched and kept by the service worker before they are needed
 * offline, and no phone precaches them.
 */
export const EXAM_SOURCES = ['src/client/features/exam'];

/**
 * The enterprise screens', the feedback screens' and the learner's notices' messages (enterprise.po), and the
 * enterprise's sign-up records, bulk enrolment and invoices (records.po): loaded with those screens, never
 * precached.
 */
export const ENTERPRISE_SOURCES = [
  'src/client/features/enterprise',
  'src/client/features/feedback',
  'src/client/features/notices',
  'src/client/components/import-errors.tsx',
];
export const RECORDS_SOURCES = [
  'src/client/features/enterprise-records',
  'src/client/components/import-errors.tsx',
];

/**
 * The account screens' messages (account.po): registration, SMS login, forgotten and expired passwords, the slider
 * puzzle, social sign-in, and changing one's mobile number or password. Their code is on demand (they work only
 * online), so are their messages: each of these files imports `@/lib/account-catalog`, whose top-level await holds
 * the chunk until the catalog is in (tests/tooling/catalogs.test.ts checks the import). Route files stay out: what a
 * route file imports at its top lands in the route tree every page loads.
 */
export const ACCOUNT_SOURCES = [
  'src/client/features/auth/components/register-form.tsx',
  'src/client/features/auth/components/sms-login-form.tsx',
  'src/client/features/auth/components/password-expire-form.tsx',
  'src/client/features/auth/components/reset-password-page.tsx',
  'src/client/features/auth/components/social-login-tab.tsx',
  'src/client/features/auth/components/social-redirect-page.tsx',
  'src/client/components/slider-captcha.tsx',
  'src/client/components/sms-code-button.tsx',
  'src/client/components/strength-meter.tsx',
  'src/client/components/mobile-code-fields.tsx',
  'src/client/features/person-settings/components/phone-form.tsx',
  'src/client/features/person-settings/components/password-form.tsx',
  'src/client/features/person-settings/components/social-accounts-section.tsx',
  'src/client/features/person-settings/components/social-link-return.tsx',
  'src/client/features/person-settings/components/calendar-section.tsx',
  'src/client/features/person-settings/components/followed-courses.tsx',
  // "Follow" on a course's page: loaded for signed-in learners only, with the account messages.
  'src/client/features/courses/components/follow-button.tsx',
];

/**
 * The learner's certificates screen's messages (certificates.po), loaded with it: a certificate comes after a
 * course is finished, so most visits never open it, and its chunk is cached by the service worker once opened.
 */
export const CERTIFICATE_SOURCES = ['src/client/features/certificates'];

/**
 * The certificate check's messages (verify.po), loaded with it: "Verify a certificate" is a mode of the check-in
 * screen that few phones open; its chunk is cached by the service worker once opened.
 */
export const VERIFY_SOURCES = ['src/client/features/checkin/verify'];

/**
 * The downloads' messages (downloads.po): the study page's download controls and the storage page, loaded with
 * them; a learner uses them online first, and the service worker keeps their chunk from then.
 */
export const DOWNLOAD_SOURCES = ['src/client/features/study/downloads'];

/**
 * The check-in desk's messages (desk.po): staff's screens at the door, opened online once (to fetch the session's
 * list) and kept by the service worker from then; no attendee's phone carries them.
 */
export const DESK_SOURCES = ['src/client/features/checkin/desk'];

/** The catalogs of their own, by name; everything else is in messages. */
export const OWN_CATALOGS: Record<string, readonly string[]> = {
  console: CONSOLE_SOURCES,
  exam: EXAM_SOURCES,
  enterprise: ENTERPRISE_SOURCES,
  records: RECORDS_SOURCES,
  account: ACCOUNT_SOURCES,
  certificates: CERTIFICATE_SOURCES,
  verify: VERIFY_SOURCES,
  downloads: DOWNLOAD_SOURCES,
  desk: DESK_SOURCES,
};

/** A source as an absolute glob (Lingui matches its exclusions against absolute paths): a file, or a folder's tree. */
export const sourceGlob = (root: string, source: string) =>
  `${root}/${source}${/\.tsx?$/.test(source) ? '' : '/**'}`;
