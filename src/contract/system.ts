import { z } from 'zod';
import { i18nInfoSchema } from './i18n';
import { siteConfigSchema } from './param';

/** The system module's calls: the start-up configuration every device reads, and health. */

export const systemConfigSchema = z.object({ i18n: i18nInfoSchema, site: siteConfigSchema });

/** GET /health: up; the database's kind only to a caller on this machine. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']).optional(),
});
/** /api/ready: this process can serve (its database answers); a proxy sends it traffic only then. */
export const readySchema = z.object({ status: z.literal('ready') });
export type SystemConfig = z.infer<typeof systemConfigSchema>;
