import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A form field's value (a folder name, a group id): longer values are cut here, never buffered whole. */
const FIELD_MAX_BYTES = 1024;

/**
 * How every module reads multipart bodies: one file of at most `fileSize` bytes and at most `fields`
 * short fields, each part's headers and names bounded, so no upload can make the parser buffer or loop beyond
 * them (busboy's defaults allow a megabyte per field and any number of parts). Past a limit the upload is
 * refused with 413 in the envelope.
 */
export function registerMultipart(fastify: FastifyInstance, o: { fileSize: number; fields: number }) {
  return fastify.register(multipart, {
    limits: {
      fileSize: o.fileSize,
      files: 1,
      fields: o.fields,
      parts: o.fields + 1,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 64,
      headerPairs: 16,
    },
  });
}

/**
 * The request's file part, or undefined when there is none (or the body is no form). Past a limit (too many
 * parts or fields) the parser's 413 is thrown as it is: the caller is told the upload is too large, not that no
 * file was chosen.
 */
export function uploadedFile(req: FastifyRequest): Promise<MultipartFile | undefined> {
  return req.file().catch((err: unknown) => {
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    return undefined;
  });
}
