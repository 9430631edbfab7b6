/** Query keys of the login page. */
export const authKeys = {
  root: ['auth'] as const,
  tenants: () => ['auth', 'tenants'] as const,
  agreement: () => ['auth', 'agreement'] as const,
  socialProviders: (tenantId: string) => ['auth', 'social-providers', tenantId] as const,
};
