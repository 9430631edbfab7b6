/** Query and mutation keys of the enterprise admin's screens: its enterprise, its members and their certificates. */
export const enterpriseKeys = {
  root: ['enterprise'] as const,
  mine: () => ['enterprise', 'mine'] as const,
  members: () => ['enterprise', 'members'] as const,
  memberPage: (keyword: string) => ['enterprise', 'members', keyword] as const,
  hours: (year: number) => ['enterprise', 'certificates', 'hours', year] as const,
  certificatePages: (filters: object) => ['enterprise', 'certificates', 'page', filters] as const,
};
