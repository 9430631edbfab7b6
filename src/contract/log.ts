import { z } from 'zod';
import { idString, sortablePageQuery } from './envelope';

/** The operation log (pig's sys_log): one entry per write to the API, and the logins. */

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

/** What the log's page sorts by (pig's `ascs` / `descs`). */
const LOG_SORT_FIELDS = ['id', 'logType', 'title', 'createBy', 'remoteAddr', 'time', 'createTime'] as const;
export type LogSortField = (typeof LOG_SORT_FIELDS)[number];
/** pig's filters: type, who, and `createTime` as [from, to] (sent twice, or comma-separated). */
export const logPageQuerySchema = sortablePageQuery(LOG_SORT_FIELDS).extend({
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

/** A range of days: `createTime` as [from, to] like the page's filter (days or times; at most a year). */
export const logSumQuerySchema = z.object({
  createTime: logPageQuerySchema.shape.createTime,
});
/**
 * pig's GET /log/sum: one entry per day of the range, oldest first (`createTime` is the day), with how many
 * entries of each type were written that day: `'0'` normal, `'9'` errors.
 */
export const logSumSchema = z.array(
  z.object({ createTime: z.string(), '0': z.number().int(), '9': z.number().int() }),
);
export type LogSum = z.infer<typeof logSumSchema>;
/** Days the chart covers when no range is given (pig: the last thirty). */
export const LOG_SUM_DAYS = 30;
/** The longest range the chart takes, in days. */
export const LOG_SUM_MAX_DAYS = 366;
/** The most entries one export holds (the newest of the filter). */
export const LOG_EXPORT_MAX = 50_000;

/** The export takes the page's filters, and the ids of the rows ticked (repeated or comma-separated). */
export const logExportQuerySchema = logPageQuerySchema
  .omit({ current: true, size: true, ascs: true, descs: true })
  .extend({
    ids: z
      .union([z.string().max(4000), z.array(z.string().max(20)).max(500)])
      .transform((v) => [v].flat().flatMap((s) => s.split(',')))
      .pipe(z.array(idString).max(500))
      .optional(),
  });
export type LogExportQuery = z.infer<typeof logExportQuerySchema>;
