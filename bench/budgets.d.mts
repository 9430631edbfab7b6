type PageName = '/#/home' | '/#/studyOnline' | '/#/detail' | '/#/login' | '/#/sign/home';
export const PAGE_BUDGETS: Record<PageName, { bytes: number; requests: number }>;
export const PRECACHE_BUDGET: number;
export const GOALS: { pageBytes: number; pageRequests: number; signHomeBytes: number; precacheBytes: number };
