import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isBadText } from '../lib/text';

/** A request whose input holds text that is not allowed (at `path`): answered 400 naming the field. */
export class BadTextError extends Error {
  readonly statusCode = 400;
  constructor(readonly path: (string | number)[]) {
    super('bad text');
  }
}

/** The path of the first string or key in `value` holding bad text, without recursion (input may nest deep). */
export function badTextPath(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop() as (typeof stack)[number];
    if (typeof v === 'string') {
      if (isBadText(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (isBadText(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * The contract's zod schemas, after one check every input gets whatever its schema: no string, key or file name
 * carries NUL or a lone surrogate (PostgreSQL refuses the one and mangles the other).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const itemwise = PER_ITEM.has(route.schema);
  const query = route.httpPart === 'querystring';
  return (data: unknown) => {
    const path = itemwise ? null : badTextPath(data);
    if (path) return { error: new BadTextError(path) };
    return validate(query ? withoutBlanks(data) : data) as ReturnType<typeof validate>;
  };
};

/**
 * A query without its empty parameters: pig's console sends every filter of a page, the unused ones empty
 * (`logType=&createTime=`), and pig reads a blank filter as none (StrUtil.isNotBlank).
 */
function withoutBlanks(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const entries = Object.entries(data).filter(([, v]) => v !== '');
  return entries.length === Object.keys(data).length ? data : Object.fromEntries(entries);
}

/** Bodies that are lists read item by item by their route (parseEach), so one bad item fails only itself. */
const PER_ITEM = new WeakSet<z.ZodType>();
export function readItemByItem<S extends z.ZodType>(schema: S): S {
  PER_ITEM.add(schema);
  return schema;
}

/** Reads each item of a list with the same rules as a body: text first, then the schema; names the bad field. */
export function parseEach<T>(schema: z.ZodType<T>, items: unknown[]): ({ ok: T } | { field: string })[] {
  return items.map((item) => {
    const bad = badTextPath(item);
    if (bad) return { field: bad.join('.') || 'item' };
    const parsed = schema.safeParse(item);
    return parsed.success ? { ok: parsed.data } : { field: parsed.error.issues[0]?.path.join('.') || 'item' };
  });
}
