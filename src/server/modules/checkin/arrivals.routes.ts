import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { arrivalsSchema } from '@contract/checkin';
import { envelopeSchema, idParamSchema } from '@contract/envelope';
import { PERMISSIONS } from '@contract/permissions';
import { langOf } from '../../lib/messages';
import { sendWorkbook } from '../../lib/send-file';
import { ok } from '../../lib/wire';
import { arrivals, arrivalsExport } from './arrivals.service';

/** The console's arrivals of a session (id: the session's): per 5 minutes and by enterprise, and as Excel. */
export async function arrivalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const view = { permission: PERMISSIONS.checkinView };
  // Every check-in workbook is an export, its own button (edu_checkin_export), as the list's is.
  const exporting = { permission: PERMISSIONS.checkinExport };

  app.get(
    '/api/edu/checkin/arrivals/:id',
    {
      config: view,
      schema: { tags: ['checkin'], params: idParamSchema, response: { 200: envelopeSchema(arrivalsSchema) } },
    },
    async (req) => ok(await arrivals(db(), req.tenantId, Number(req.params.id))),
  );

  app.get(
    '/api/edu/checkin/arrivals/:id/export',
    { config: exporting, schema: { tags: ['checkin'], params: idParamSchema } },
    async (req, reply) =>
      sendWorkbook(
        reply,
        await arrivalsExport(db(), req.tenantId, Number(req.params.id), langOf(req)),
        'arrivals.xlsx',
      ),
  );
}
