import type { Database } from '../db/client';
import type { Env } from '../env';

export type AuthContext = { userId: number; username: string; tenantId: number; clientId: string; tokenId: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** Not tied to a tenant (health, tenant list, docs): the TENANT-ID header is not checked. */
    skipTenant?: boolean;
  }
  interface FastifyInstance {
    database: Database;
    env: Env;
    apiRoutes: { method: string; url: string; public: boolean }[];
  }
  interface FastifyRequest {
    tenantId: number;
    auth: AuthContext | null;
  }
}
