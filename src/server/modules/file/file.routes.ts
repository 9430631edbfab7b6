import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_RULES } from '@contract/upload-rules';
import { fileLinkQuerySchema, fileSchema, uploadFieldsSchema } from '@contract/file';
import { envelopeSchema } from '@contract/envelope';
import { actorOf } from '../../lib/request-context';
import { HttpError } from '../../plugins/errors';
import { ok } from '../../lib/wire';
import { t } from '../../lib/messages';
import { sendStoredFile } from '../../lib/send-file';
import { FILE_PATH, readableFile, upload } from './file.service';
import { registerMultipart, uploadedFile } from '../../lib/multipart';

const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxMb)) * 1024 * 1024;

/**
 * pig's file endpoints: POST /admin/sys-file/upload (multipart: file, dir, and the material library's groupId),
 * GET /admin/sys-file/oss/file. The library's own calls are in file/library.routes.ts.
 */
export async function fileRoutes(fastify: FastifyInstance) {
  await registerMultipart(fastify, { fileSize: MAX_UPLOAD_BYTES + 1, fields: 8 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/sys-file/upload',
    {
      schema: {
        tags: ['file'],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(fileSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const part = await uploadedFile(req);
      if (!part) throw new HttpError(400, t(req, 'fileMissing'));
      const field = (name: string) => (part.fields[name] as { value?: unknown } | undefined)?.value;
      // pig-ui's material library names the folder (groupId) and the kind (type 10/20/30), not the dir.
      const fields = uploadFieldsSchema.parse({
        dir: field('dir'),
        type: field('type'),
        groupId: field('groupId'),
      });
      return ok(
        await upload(app.database.db, app.files, app.urls, actor, {
          ...fields,
          filename: part.filename,
          stream: part.file,
        }),
      );
    },
  );

  app.get(
    '/api/admin/sys-file/oss/file',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['file'],
        querystring: fileLinkQuerySchema,
      },
    },
    async (req, reply) => {
      const signedLink = app.urls.verify(FILE_PATH, req.query);
      const file = await readableFile(
        app.database.db,
        req.tenantId,
        req.actor,
        req.query.fileName,
        signedLink,
      );
      if (!(await sendStoredFile(req, reply, file))) throw new HttpError(404, t(req, 'fileNotFound'));
      return reply;
    },
  );
}
