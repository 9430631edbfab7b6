/**
 * Query keys of the enterprise's sign-up records, bulk enrolment and invoices. Two heads of their own:
 * the enterprise's info and members screens (features/enterprise) own theirs.
 */
export const recordsKeys = {
  root: ['enterprise-record'] as const,
  pages: (filters: object) => ['enterprise-record', 'page', filters] as const,
  members: (keyword: string) => ['enterprise-record', 'members', keyword] as const,
  courses: (keyword: string) => ['enterprise-record', 'courses', keyword] as const,
  invoiceRoot: ['enterprise-invoice'] as const,
  profiles: () => ['enterprise-invoice', 'profiles'] as const,
  billable: () => ['enterprise-invoice', 'billable'] as const,
  requests: () => ['enterprise-invoice', 'requests'] as const,
};
