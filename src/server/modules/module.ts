import type { FastifyInstance } from 'fastify';

/**
 * A server module's public face (its `index.ts`): its name and how it joins the app — its routes, and the
 * per-process caches it owns, decorated on the app for the modules after it. Other modules import only a
 * module's index, never its files.
 */
export type ServerModule = {
  name: string;
  register(app: FastifyInstance): Promise<void>;
};
