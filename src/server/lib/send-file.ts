import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendObject } from './send-object';

/**
 * A stored file (its key in the file store, lib/file-store.ts) and how it may be served: its kind (type, inline
 * or download), a name for downloads.
 */
export type StoredFile = {
  key: string;
  kind: { type: string; inline: boolean };
  downloadName: string;
  cacheControl: string;
};

/**
 * Files are served in a sandbox: nothing in them may run in our origin (no script, no plugin, no form), even if
 * a browser took one for a page. Images, PDFs and videos show inline; everything else is a download.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A Content-Disposition that old clients read (an ASCII name) and new ones too (the UTF-8 name). */
export const contentDisposition = (inline: boolean, name: string, ascii = name) =>
  `${inline ? 'inline' : 'attachment'}; filename="${ascii.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; ` +
  `filename*=UTF-8''${encodeURIComponent(name)}`;

/** The headers of every stored file served, whichever store holds it. */
const fileHeaders = (reply: FastifyReply, file: StoredFile) =>
  reply
    .header('Cache-Control', file.cacheControl)
    .header('Content-Type', file.kind.type)
    .header('Content-Disposition', contentDisposition(file.kind.inline, file.downloadName));

/**
 * Streams a stored file with HTTP range requests (206, 416), ETag and Last-Modified, as @fastify/static does
 * for the shell, with the type of its kind only; the caller has already checked that the requester may read it.
 * A local file is sent by @fastify/send, an object of a bucket through this server (lib/send-object.ts).
 */
export async function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
): Promise<boolean> {
  reply
    .header('Content-Security-Policy', FILE_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cross-Origin-Resource-Policy', 'same-origin');
  const store = req.server.files;
  if (!store.pathOf) {
    const facts = await store.stat(file.key);
    if (!facts) return false;
    fileHeaders(reply, file);
    await sendObject(req, reply, store, file.key, facts);
    return true;
  }
  const path = store.pathOf(file.key);
  const result = await send(req.raw, encodeURIComponent(basename(path)), {
    root: dirname(path),
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'deny',
  });
  // 416 Range Not Satisfiable carries Content-Range: bytes */size so the player can recover.
  if (result.type === 'error' && result.statusCode === 416) {
    reply.code(416).headers(result.headers).send(result.stream);
    return true;
  }
  if (result.type !== 'file') return false;
  fileHeaders(reply.code(result.statusCode).headers(result.headers), file);
  // Not returned: a reply is a thenable, and awaiting it would wait for the whole body.
  reply.send(result.stream);
  return true;
}

/** An .xlsx answer: a download named in the caller's language, with an ASCII fallback for old clients. */
export const sendWorkbook = (
  reply: FastifyReply,
  file: { body: Buffer; fileName: string },
  asciiName: string,
) =>
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'Content-Disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.body);
