import type { UserMessageQuery } from '@contract/message';

/**
 * Query keys of the data more than one feature reads (site config, the public catalog, my sign-ups). Each
 * feature owns the rest in its own api/keys.ts; every factory has a root of its own, so no two owners can
 * make the same key (tests/client/query-keys.test.ts checks it).
 */
export const sharedKeys = {
  system: {
    root: ['system'] as const,
    config: () => ['system', 'config'] as const,
  },
  catalog: {
    root: ['catalog'] as const,
    courses: () => ['catalog', 'course'] as const,
    course: (id: string) => ['catalog', 'course', id] as const,
    session: (id: string, tenantId: string) => ['catalog', 'session', id, tenantId] as const,
    categories: () => ['catalog', 'categories'] as const,
  },
  enrolment: {
    root: ['enrolment'] as const,
    mine: () => ['enrolment', 'mine'] as const,
  },
  /** My exams: the exam list and the home page's count of open ones. */
  myExams: {
    root: ['my-exams'] as const,
  },
  /** The console home's check-in and activity figures, also shown by the gallery's walls. */
  dashboard: {
    root: ['dashboard'] as const,
    sessions: () => ['dashboard', 'sessions'] as const,
    activity: (days: number) => ['dashboard', 'activity', days] as const,
  },
  /** The courses I follow: the detail page's "Follow" and person settings' list. */
  follows: {
    root: ['follows'] as const,
  },
  /** One's own notices (the console's bell and centre, the portal's notices): the count and the pages. */
  notices: {
    root: ['notices'] as const,
    unread: () => ['notices', 'unread'] as const,
    page: (q: UserMessageQuery) => ['notices', 'page', q] as const,
  },
};
