import { z } from 'zod';
import {
  ID_PATTERN,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  RESULT_FAIL,
  RESULT_OK,
} from './constants';
import type { Validator } from './validators';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.union([z.literal(RESULT_OK), z.literal(RESULT_FAIL)]),
    msg: z.string().nullable(),
    data,
  });

/**
 * A form validator of the contract as a zod check, so the console's form and the server hold a field to one rule:
 * the validator's key rides in the issue (`params.rule`), and the server words it in the caller's language.
 */
export const byRule =
  (validator: Validator) =>
  <T extends string | null | undefined>(value: T, ctx: z.RefinementCtx<T>) => {
    const rule = validator(value);
    if (rule) ctx.addIssue({ code: 'custom', params: { rule }, input: value });
  };

export type Envelope<T> = { code: typeof RESULT_OK | typeof RESULT_FAIL; msg: string | null; data: T };

/**
 * Long values travel as strings: ids are decimal strings (pig's Long ids). Ours are bigserials read as JavaScript
 * numbers, so an id past 2^53 − 1 cannot exist here: it is refused as a bad request rather than reaching the
 * database out of range.
 */
/** A time as pig writes it on the wire, `yyyy-MM-dd HH:mm(:ss)`, where a request sets one. */
export const wireTimeInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'yyyy-MM-dd HH:mm:ss');

export const idString = z
  .string()
  .regex(ID_PATTERN)
  .refine((v) => Number(v) <= Number.MAX_SAFE_INTEGER, { message: 'id out of range' });

/** A path's `/:id`: the one id rule (idString) for every route that names a record in its path. */
export const idParamSchema = z.object({ id: idString });
/** A batch's ids as a body (deletes and the like): one at least, `max` at most, so a request's work is bounded. */
export const idListSchema = (max: number) => z.array(idString).min(1).max(max);

export const pageQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/** The most fields one of `ascs` / `descs` may name (pig's console sends one). */
const SORT_FIELDS_MAX = 5;
/** A field name as pig's console sends one: its wire name (`createTime`) or its column's (`create_time`). */
const SORT_FIELD = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;
const wireName = (name: string) => name.replace(/_+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * One of pig's sort parameters, `ascs` or `descs`: comma-separated field names (or the key repeated). A malformed
 * name, or more than SORT_FIELDS_MAX, is refused; a well-formed name of a field the list cannot sort by is
 * dropped, since pig's pages send defaults of their own such as `descs=id` (docs/decisions/console.md).
 */
const sortFields = <F extends string>(fields: readonly F[]) => {
  const known = new Set<string>(fields);
  return (
    z
      .union([z.string().max(256), z.array(z.string().max(64)).max(SORT_FIELDS_MAX)])
      // A blank one is no sort: a query drops it before this, a JSON body (the sessions page's POST) does not.
      .transform((v) => [v].flat().flatMap((s) => (s === '' ? [] : s.split(','))))
      .pipe(z.array(z.string().regex(SORT_FIELD)).max(SORT_FIELDS_MAX))
      .transform((names) => names.map(wireName).filter((n): n is F => known.has(n)))
      .optional()
  );
};

/**
 * A console list's page query: pig's `current` and `size`, and its sort as `ascs` / `descs`, of the `fields` the
 * list can sort by (camelCase wire names; snake_case reads as them). Parsed, each is the named fields in order.
 */
export const sortablePageQuery = <const F extends string>(fields: readonly F[]) =>
  pageQuerySchema.extend({ ascs: sortFields(fields), descs: sortFields(fields) });

/** A filter value longer than this is not one anyone typed: dropped from a list's address rather than sent. */
export const LIST_FILTER_MAX = 100;
/** The highest page number an address may name. */
const LIST_PAGE_MAX = 999_999;
/** Kept when well formed; otherwise dropped, never refused: a hand-edited link still opens the list. */
const kept = <T extends z.ZodType>(value: T) => value.optional().catch(undefined);

/**
 * A console list's place in its address (`?current=2&size=20&sort=createTime,desc&username=ad`): the page, one of
 * the pager's sizes, one sort as `field,asc|desc` (a field named as `ascs`/`descs` name one) and the filters, each
 * a short text or a number under a well-formed name. Every console route's validateSearch (the console loads it,
 * not a phone: client lib/paged-search.ts); the list call sends these to the server, whose page query checks them
 * again.
 */
export const listSearchSchema = z
  .object({
    current: kept(z.coerce.number().int().min(1).max(LIST_PAGE_MAX)),
    size: kept(z.coerce.number().pipe(z.literal(PAGE_SIZES))),
    sort: kept(
      z
        .string()
        .max(64)
        .refine((v) => /^[^,]+,(asc|desc)$/.test(v) && SORT_FIELD.test(v.slice(0, v.lastIndexOf(',')))),
    ),
  })
  // A filter keeps its type: the router writes a number back as `12` and a text as `"12"`, so changing one's type
  // would rewrite a well-formed address (`?menu=159` became `?menu=%22159%22`).
  .catchall(kept(z.union([z.string().min(1).max(LIST_FILTER_MAX), z.number().finite()])))
  .transform(
    (search) =>
      Object.fromEntries(
        Object.entries(search).filter(([name, value]) => value !== undefined && SORT_FIELD.test(name)),
      ) as ListSearch,
  );
export type ListSearch = {
  current?: number;
  size?: number;
  /** `field,asc` or `field,desc`. */
  sort?: string;
  [filter: string]: string | number | undefined;
};

export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.string(),
    size: z.string(),
    current: z.string(),
    pages: z.string(),
  });
export type Page<T> = { records: T[]; total: string; size: string; current: string; pages: string };

type Patch<T extends z.ZodRawShape> = {
  [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K]>;
};
/**
 * An update of `schema`'s object: every field optional and without its default, so an update changes only the
 * fields it names. (zod's `.partial()` keeps defaults: an update naming one field reset every defaulted one.)
 */
export function patchOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>): z.ZodObject<Patch<T>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape))
    shape[key] = (
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)
    ).optional();
  return z.object(shape) as unknown as z.ZodObject<Patch<T>>;
}

/** pig-ui sends selected ids repeated (`ids=1&ids=2`); others one comma-separated string. */
export const idsQuery = z
  .union([z.string().max(4000), z.array(z.string().max(20)).max(1000)])
  .transform((v) => [v].flat().flatMap((s) => s.split(',').filter(Boolean)))
  .pipe(z.array(idString).max(1000));

/** An imported sheet's bad row (pig's ErrorMessage): the spreadsheet's row number and what is wrong with it. */
export const importErrorSchema = z.object({ lineNum: z.number().int(), errors: z.array(z.string()) });
export type ImportError = z.infer<typeof importErrorSchema>;
