import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NO_CACHE = /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/;

/** Serves the built PWA: hashed assets immutable, the shell and worker revalidated, SPA fallback. */
export async function registerStaticPwa(app: FastifyInstance, clientDir: string): Promise<boolean> {
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'no built PWA found; run `npm run build` to serve it');
    return false;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: ['index.html'],
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (NO_CACHE.test(path) || path.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  return true;
}
