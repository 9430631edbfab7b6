import type { EnterpriseStatus, FeedbackStatus } from '@contract/enterprise-rules';
import type { InvoiceRequestStatus } from '@contract/enterprise';

export type EnterpriseFilter = {
  name?: string;
  creditCode?: string;
  status?: EnterpriseStatus;
  current: number;
  size: number;
};
export type InvoiceFilter = {
  status?: InvoiceRequestStatus;
  enterpriseName?: string;
  current: number;
  size: number;
  /** pig's sort: the field named ascending or descending (the grid's headers). */
  ascs?: string;
  descs?: string;
};
export type FeedbackFilter = {
  status?: FeedbackStatus;
  category?: string;
  keyword?: string;
  current: number;
  size: number;
};

/** Query keys of the console's enterprise pages (review, invoice requests) and its feedback inbox. */
export const consoleEnterpriseKeys = {
  root: ['console-enterprise'] as const,
  enterprises: () => ['console-enterprise', 'enterprises'] as const,
  enterprisesOf: (f: EnterpriseFilter) => ['console-enterprise', 'enterprises', f] as const,
  licence: (id: string) => ['console-enterprise', 'licence', id] as const,
  invoices: () => ['console-enterprise', 'invoices'] as const,
  invoicesOf: (f: InvoiceFilter) => ['console-enterprise', 'invoices', f] as const,
  feedback: () => ['console-enterprise', 'feedback'] as const,
  feedbackOf: (f: FeedbackFilter) => ['console-enterprise', 'feedback', f] as const,
  attachment: (id: string, fileName: string) => ['console-enterprise', 'attachment', id, fileName] as const,
  categories: () => ['console-enterprise', 'categories'] as const,
};
