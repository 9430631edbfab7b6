import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The PWA's Content-Security-Policy: everything from our own origin, images and media also from data: and blob:
 * URLs (QR codes and signatures are drawn on the device), styles inline too (the UI library sets element
 * styles), nothing else: no foreign script, no plugin, no framing. No upgrade-insecure-requests: a venue
 * laptop may serve the app over plain HTTP on its LAN.
 */
export const PWA_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
/**
 * The hashes (`'sha256-…'`) of a page's inline scripts, for script-src: index.html's boot script (the boot shell,
 * build/boot-shell.ts) is the only script not loaded from our origin, and it is allowed by its exact text.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/** API answers are data: they load nothing and are framed nowhere. */
const API_CSP = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };
/** The OpenAPI UI at /api/docs: its own scripts and styles, images inline. */
const DOCS_CSP = { ...PWA_CSP, 'frame-ancestors': ["'self'"] };

const headersWith = (directives: Record<string, string[]>) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
  });

/**
 * helmet's security headers with the CSP that fits the answer. The middlewares are built once: @fastify/helmet
 * rebuilt them on every request (about 5 % of a check-in's CPU under load). File answers set a stricter,
 * sandboxing CSP of their own (lib/send-file.ts).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  clientDir?: string,
  frameSources: string[] = [],
) {
  const index = clientDir && join(clientDir, 'index.html');
  const inline = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  // The console's embedded menu pages: this server's own, and the origins the operator named.
  const pwa = headersWith({
    ...PWA_CSP,
    'script-src': [...PWA_CSP['script-src'], ...inline],
    'frame-src': ["'self'", ...frameSources],
  });
  const api = headersWith(API_CSP);
  const docs = headersWith(DOCS_CSP);
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.url;
    const headers = url.startsWith('/api/docs') ? docs : url.startsWith('/api/') ? api : pwa;
    headers(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
