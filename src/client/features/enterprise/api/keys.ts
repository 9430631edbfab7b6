/** Query and mutation keys of the enterprise admin's screens: its enterprise and its members. */
export const enterpriseKeys = {
  root: ['enterprise'] as const,
  mine: () => ['enterprise', 'mine'] as const,
  members: () => ['enterprise', 'members'] as const,
  memberPage: (keyword: string) => ['enterprise', 'members', keyword] as const,
};
