import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStat, FileStore } from './file-store';

/**
 * Serving a file of a store that is not a local folder (S3): the server streams the object itself, so a private
 * file never gets a public URL (no redirect to a presigned link). Answers as @fastify/send does for a local file:
 * one byte range (206 with Content-Range; 416 with `bytes *\/size` when unsatisfiable), conditional requests
 * (304) on the object's ETag and Last-Modified. Several ranges are answered with the whole file (200), as they
 * may be. `facts` are the object's, from store.stat.
 */
export async function sendObject(
  req: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  key: string,
  { size, etag, mtime }: FileStat,
): Promise<void> {
  const lastModified = new Date(Math.floor(mtime.getTime() / 1000) * 1000);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', lastModified.toUTCString());
  if (notModified(req, etag, lastModified)) {
    reply.code(304).send();
    return;
  }
  const header = req.headers.range;
  const ifRange = req.headers['if-range'];
  // A range is honoured only while the file is the one the client has part of (If-Range).
  const range = header && (!ifRange || ifRange === etag) ? rangeOf(header, size) : undefined;
  if (range === 'unsatisfiable') {
    reply.code(416).header('Content-Range', `bytes */${size}`).send();
    return;
  }
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else reply.code(200).header('Content-Length', size);
  if (req.method === 'HEAD' || size === 0) {
    reply.send();
    return;
  }
  const body = await store.read(key, range ?? undefined);
  // Not returned: a reply is a thenable, and awaiting it would wait for the whole body.
  reply.send(body);
}

function notModified(req: FastifyRequest, etag: string, lastModified: Date) {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch)
    return (
      noneMatch === '*' ||
      noneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag.replace(/^W\//, ''))
    );
  const since = req.headers['if-modified-since'];
  return !!since && !Number.isNaN(Date.parse(since)) && lastModified.getTime() <= Date.parse(since);
}

/** The one range `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; undefined to send it whole. */
function rangeOf(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
  }
  return start >= size || size === 0 ? 'unsatisfiable' : { start, end };
}
