import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Streams a stored file with HTTP range requests (206, 416), ETag and Last-Modified, as @fastify/static does
 * for the shell; the caller has already checked that the requester may read it.
 */
export async function sendStoredFile(req: FastifyRequest, reply: FastifyReply, path: string, opts: { type?: string | null; cacheControl: string }): Promise<boolean> {
  const result = await send(req.raw, encodeURIComponent(basename(path)), { root: dirname(path), acceptRanges: true, cacheControl: false, dotfiles: 'deny' });
  // 416 Range Not Satisfiable carries Content-Range: bytes */size so the player can recover.
  if (result.type === 'error' && result.statusCode === 416) {
    reply.code(416).headers(result.headers).send(result.stream);
    return true;
  }
  if (result.type !== 'file') return false;
  reply.code(result.statusCode).headers(result.headers).header('Cache-Control', opts.cacheControl);
  if (opts.type && result.statusCode < 300) reply.header('Content-Type', opts.type);
  // Not returned: a reply is a thenable, and awaiting it would wait for the whole body.
  reply.send(result.stream);
  return true;
}
