import type { Database } from '../db/client';
import type { Env } from '../env';

export type AuthContext = { userId: number; username: string; tenantId: number; clientId: string; tokenId: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** Not tied to a tenant (health, tenant list, docs): the TENANT-ID header is not checked. */
    skipTenant?: boolean;
    /** Public, but a valid bearer token (if sent) identifies the caller; an invalid one is ignored. */
    optionalAuth?: boolean;
    /** The token may come as ?access_token= (media elements cannot send headers); it is redacted from logs. */
    tokenInQuery?: boolean;
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
