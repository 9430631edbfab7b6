/**
 * The one table of which server module may import which (always through the other's `index.ts`). A test reads
 * every import of the modules and fails on an edge missing here or listed here and unused; ARCHITECTURE.md's
 * module map is written from this table (`npm run docs:modules`) and a test holds it to it. Adding an edge is a
 * design decision: it must keep the graph free of cycles.
 */
export const MODULE_DEPENDENCIES = {
  system: ['user'],
  auth: ['user', 'sms', 'system', 'captcha', 'social'],
  sms: ['captcha', 'channel'],
  channel: [],
  captcha: [],
  social: ['user'],
  account: ['auth', 'sms', 'system', 'user'],
  personal: ['auth', 'account', 'sms', 'file', 'user'],
  token: [],
  user: ['dept', 'post'],
  dept: [],
  post: [],
  menu: [],
  role: ['menu'],
  tenant: ['menu'],
  client: [],
  param: [],
  dict: [],
  i18n: [],
  log: [],
  file: [],
  message: [],
  seats: [],
  course: ['seats', 'file', 'message'],
  enrolment: ['course', 'seats', 'message', 'calendar'],
  catalog: ['course', 'enrolment', 'seats', 'file', 'calendar'],
  exam: ['course', 'enrolment', 'message', 'calendar'],
  study: ['catalog', 'course', 'seats', 'file', 'enrolment', 'exam', 'certificate'],
  checkin: ['course', 'file', 'certificate'],
  enterprise: ['account', 'sms', 'file', 'enrolment', 'message', 'channel'],
  feedback: ['enterprise', 'file', 'message'],
  dashboard: ['enrolment', 'enterprise', 'feedback', 'exam', 'course', 'checkin', 'study', 'user', 'role'],
  certificate: ['enterprise', 'file', 'exam', 'message'],
  calendar: [],
  reminder: ['message', 'channel'],
  ops: [],
} as const satisfies Record<string, readonly string[]>;

export type ModuleName = keyof typeof MODULE_DEPENDENCIES;

/** The map as ARCHITECTURE.md shows it: one line a module, in the table's order. */
export function moduleMap(): string {
  const width = Math.max(...Object.keys(MODULE_DEPENDENCIES).map((m) => m.length));
  return Object.entries(MODULE_DEPENDENCIES)
    .map(([m, deps]) => `${m.padEnd(width)} → ${deps.length ? deps.join(', ') : '(nothing)'}`)
    .join('\n');
}
