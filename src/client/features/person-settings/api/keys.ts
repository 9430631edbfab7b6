/** Query keys of the person settings. */
export const personSettingsKeys = {
  root: ['person-settings'] as const,
  sessions: () => ['person-settings', 'sessions'] as const,
  calendar: () => ['person-settings', 'calendar'] as const,
  socialProviders: (tenantId: string) => ['person-settings', 'social-providers', tenantId] as const,
  socialBindings: () => ['person-settings', 'social-bindings'] as const,
};
