import { z } from 'zod';

/** pig's `R`: code 0 = ok, 1 = business failure with a readable msg (pig-api.md §1.1). */
export const RESULT_OK = 0;
export const RESULT_FAIL = 1;

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.union([z.literal(0), z.literal(1)]), msg: z.string().nullable(), data });

export type Envelope<T> = { code: 0 | 1; msg: string | null; data: T };

/**
 * Long values travel as strings: ids are decimal strings (pig's Long ids). Ours are bigserials read as JavaScript
 * numbers, so an id past 2^53 − 1 cannot exist here: it is refused as a bad request rather than reaching the
 * database out of range.
 */
export const idString = z
  .string()
  .regex(/^\d{1,19}$/)
  .refine((v) => Number(v) <= Number.MAX_SAFE_INTEGER, { message: 'id out of range' });

export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.string(),
    size: z.string(),
    current: z.string(),
    pages: z.string(),
  });
export type Page<T> = { records: T[]; total: string; size: string; current: string; pages: string };
