import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_DIRS, UPLOAD_RULES, fileSchema, type UploadDir } from '@contract/edu';
import { envelopeSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { authOf, hasPermission } from '../../plugins/guards';
import { HttpError } from '../../plugins/errors';
import { ok } from '../../lib/wire';
import { t } from '../../lib/messages';
import { sendStoredFile } from '../../lib/send-file';
import { fileByName } from './file.repo';
import { pathOf, storeUpload, toUploadedFile } from './file.service';

const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxMb)) * 1024 * 1024;

/** pig's file endpoints: POST /admin/sys-file/upload (multipart file + dir), GET /admin/sys-file/oss/file. */
export async function fileRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/api/admin/sys-file/upload', { schema: { tags: ['file'], consumes: ['multipart/form-data'], response: { 200: envelopeSchema(fileSchema) } } }, async (req) => {
    const auth = authOf(req);
    const part = await req.file().catch(() => undefined);
    if (!part) throw new HttpError(400, t(req, 'fileMissing'));
    const dirField = part.fields.dir as { value?: unknown } | undefined;
    const dir = (UPLOAD_DIRS as readonly string[]).includes(String(dirField?.value)) ? (String(dirField?.value) as UploadDir) : 'doc';
    // Course media is staff work; any signed-in user may upload images and documents (feedback, licences).
    if (dir === 'video' && !(await hasPermission(app, req, PERMISSIONS.courseEdit))) {
      part.file.resume();
      throw new HttpError(403, t(req, 'forbidden'));
    }
    const row = await storeUpload(app.database.db, app.env.DATA_DIR, { tenantId: auth.tenantId, username: auth.username, dir, filename: part.filename, mimetype: part.mimetype, stream: part.file });
    return ok(toUploadedFile(row));
  });

  app.get(
    '/api/admin/sys-file/oss/file',
    { config: { public: true, optionalAuth: true, tokenInQuery: true }, schema: { tags: ['file'], querystring: z.object({ fileName: z.string().regex(/^[a-z0-9]{32}\.[a-z0-9]{1,8}$/) }).passthrough() } },
    async (req, reply) => {
      const row = await fileByName(app.database.db, req.tenantId, req.query.fileName);
      // Images (covers) are public like the catalog; documents need a signed-in user of the tenant; videos go
      // through /edu/lesson/video, which checks the enrolment; check-in signatures are for check-in staff.
      const readable = row && (row.dir === 'image' || (row.dir === 'doc' && req.auth) || (row.dir === 'signature' && (await hasPermission(app, req, PERMISSIONS.checkinView))));
      if (!row || !readable) throw new HttpError(404, t(req, 'fileNotFound'));
      const sent = await sendStoredFile(req, reply, pathOf(app.env.DATA_DIR, row), { type: row.type, cacheControl: row.dir === 'image' ? 'public, max-age=86400' : 'private, max-age=3600' });
      if (!sent) throw new HttpError(404, t(req, 'fileNotFound'));
      return reply;
    },
  );
}
