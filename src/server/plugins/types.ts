import type { Database } from '../db/client';
import type { Permission } from '@contract/permissions';
import type { Env } from '../env';
import type { Actor } from '../lib/actor';
import type { UrlSigner } from '../lib/signed-urls';
import type { FileStore } from '../lib/file-store';
import type { Bus } from '../lib/bus';
import type { RedisLink } from '../lib/redis';
import type { Sessions } from '../modules/auth';
import type { Catalog } from '../modules/catalog';
import type { CertificateWatch } from '../modules/certificate';
import type { Channels } from '../modules/channel';
import type { ExamDirectory } from '../modules/exam';
import type { UserDirectory } from '../modules/user';

/** A route of the API as the route table records it, for tests that cover every route. */
export type ApiRoute = {
  method: string;
  url: string;
  public: boolean;
  permission: Permission | readonly Permission[] | null;
  /** The route's own body limit, when it has one (else the server's). */
  bodyLimit: number | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** Not tied to a tenant (health, tenant list, docs): the TENANT-ID header is not checked. */
    skipTenant?: boolean;
    /** Public, but a valid bearer token (if sent) identifies the caller; an invalid one is ignored. */
    optionalAuth?: boolean;
    /**
     * Staff work: the caller must hold this permission string (403 otherwise); a list: any one of them (the
     * question bank is read by whoever writes questions or builds papers).
     */
    permission?: Permission | readonly Permission[];
    /** The platform's own work (tenants, OAuth clients, menu writes): callers of other tenants get 403. */
    platformOnly?: boolean;
    /**
     * false: a write the operation log leaves out — a heartbeat (too many, and recorded as progress), a check-in
     * (its own record is the trail), or a call whose module writes its own, better titled entry.
     */
    operationLog?: false;
    /** A POST that changes nothing (the operator's backup): demo mode, which refuses writes, lets it through. */
    readOnly?: true;
  }
  interface FastifyInstance {
    database: Database;
    env: Env;
    apiRoutes: ApiRoute[];
    /** News every process hears (Redis, PostgreSQL's NOTIFY, or this process alone): what changed. */
    bus: Bus;
    /** What learners browse, cached per process (the catalog module). */
    catalog: Catalog;
    /** Told of a learner's progress, issues the certificates earned (the certificate module). */
    certificates: CertificateWatch;
    /** Which gateway a tenant's messages go through, its channels cached per process (the channel module). */
    channels: Channels;
    /** Which courses have published exams, cached per process (the exam module). */
    exams: ExamDirectory;
    /** Signs and checks the short-lived links of files. */
    urls: UrlSigner;
    /** Where every file the product keeps lives: the local folder or an S3 bucket (lib/file-store.ts). */
    files: FileStore;
    /** The token cache of this process (services say sessions-changed on the bus). */
    sessions: Sessions;
    /** Who users are and may do (user info, permissions), cached per process and forgotten with sessions. */
    users: UserDirectory;
    /** Redis as this process shares it (REDIS_URL with PostgreSQL), or null. */
    redis: RedisLink | null;
    /** `closing`: the process has begun to stop (readiness answers 503). */
    lifecycle: { closing: boolean };
    /** Whether a tenant may be used now (cached per process; the tenant service says tenants-changed). */
    tenants: { isValid: (id: number) => Promise<boolean> };
  }
  interface FastifyRequest {
    tenantId: number;
    /** The signed-in caller (or null on a public route called without a valid token). */
    actor: Actor | null;
  }
}
