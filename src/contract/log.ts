import { z } from 'zod';
import { idString, pageQuerySchema } from './envelope';

/** The operation log (pig's sys_log, issue 15): one entry per write to the API, and the logins. */
export const LOG_TYPES = { normal: '0', error: '9' } as const;

export const logEntrySchema = z.object({
  id: idString,
  logType: z.enum(['0', '9']),
  title: z.string(),
  serviceId: z.string().nullable(),
  remoteAddr: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestUri: z.string().nullable(),
  method: z.string().nullable(),
  params: z.string().nullable(),
  time: z.number().int().nullable(),
  exception: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** pig's filters: type, who, and `createTime` as [from, to] (sent twice, or comma-separated). */
export const logPageQuerySchema = pageQuerySchema.extend({
  logType: z.enum(['0', '9']).optional(),
  createBy: z.string().max(64).optional(),
  title: z.string().max(255).optional(),
  createTime: z
    .union([z.string().max(64), z.array(z.string().max(32)).max(2)])
    .transform((v) => [v].flat().flatMap((s) => s.split(',')))
    .pipe(z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/)).max(2))
    .optional(),
});
export type LogPageQuery = z.infer<typeof logPageQuerySchema>;
