import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_DIRS, UPLOAD_RULES, fileSchema, type UploadDir } from '@contract/edu';
import { envelopeSchema } from '@contract/envelope';
import { actorOf } from '../../lib/request-context';
import { HttpError } from '../../plugins/errors';
import { ok } from '../../lib/wire';
import { t } from '../../lib/messages';
import { sendStoredFile } from '../../lib/send-file';
import { FILE_PATH, readableFile, upload } from './file.service';
import { registerMultipart, uploadedFile } from '../../lib/multipart';

const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxMb)) * 1024 * 1024;
const isUploadDir = (v: unknown): v is UploadDir => (UPLOAD_DIRS as readonly unknown[]).includes(v);
/** pig-ui's kinds (10 images, 20 videos, 30 files) as our folders, when no dir is named. */
const KIND_DIRS: Record<string, UploadDir> = { '10': 'image', '20': 'video', '30': 'doc' };

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
      const dir = field('dir');
      // pig-ui's material library names the folder (groupId) and the kind (type 10/20/30), not the dir.
      const groupId = field('groupId');
      const group = typeof groupId === 'string' && /^\d{1,15}$/.test(groupId) ? Number(groupId) : null;
      return ok(
        await upload(app.database.db, app.env.DATA_DIR, app.urls, actor, {
          dir: isUploadDir(dir) ? dir : (KIND_DIRS[String(field('type'))] ?? 'doc'),
          filename: part.filename,
          stream: part.file,
          groupId: group && group > 0 ? group : null,
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
        querystring: z.looseObject({
          // A stored file, or a responsive copy of an image (`<id>-w320.avif`).
          fileName: z.string().regex(/^[a-z0-9]{32}(-w\d{1,4})?\.[a-z0-9]{1,8}$/),
          expires: z.string().max(16).optional(),
          signature: z.string().max(64).optional(),
        }),
      },
    },
    async (req, reply) => {
      const signedLink = app.urls.verify(FILE_PATH, req.query);
      const file = await readableFile(
        app.database.db,
        app.env.DATA_DIR,
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
