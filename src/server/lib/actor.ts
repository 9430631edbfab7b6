import type { Permission } from '@contract/permissions';

/** Who is asking: a signed-in user of the tenant, and a way to ask for a permission (looked up once). */
export type Actor = {
  userId: number;
  username: string;
  tenantId: number;
  clientId: string;
  tokenId: number;
  can: (permission: Permission) => Promise<boolean>;
};
