/** Query keys of the person settings (issue 14). */
export const personSettingsKeys = {
  root: ['person-settings'] as const,
  sessions: () => ['person-settings', 'sessions'] as const,
};
