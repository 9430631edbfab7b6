import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { message, langOf } from '../lib/messages';
import { fail } from '../lib/wire';

/** Longer request targets are refused with 414 (Node's own header limit, 16 KiB, answers 431 beyond that). */
export const MAX_URL_LENGTH = 8 * 1024;

/** A malformed URL (bad percent-encoding): 400 with our envelope, never the URL echoed back. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  _err,
  req: FastifyRequest,
  reply: FastifyReply,
) => {
  void reply.code(400).send(fail(message(langOf(req), 'badRequest')));
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * A request Node could not even parse (headers too large, garbage on the wire): the envelope with its status,
 * in the default language (the request's headers are what failed), then the connection closes.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(fail(message('zh', status === 431 ? 'tooLarge' : 'badRequest')));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
