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

type Step = { value: unknown; parent: Step | null; key: string | number };

/** The keys from the root to `step`, built once, for the one step that failed. */
function pathOf(step: Step | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let s = step; s?.parent; s = s.parent) path.push(s.key);
  return path.reverse();
}

/**
 * The path of the first string or key in `value` holding bad text. Linear in the size of the input: no recursion
 * (input may nest deep) and no path copied per level; each step points at its parent, and only the failing
 * step's path is built.
 */
export function badTextPath(value: unknown): (string | number)[] | null {
  const stack: Step[] = [{ value, parent: null, key: '' }];
  while (stack.length) {
    const step = stack.pop() as Step;
    const v = step.value;
    if (typeof v === 'string') {
      if (isBadText(v)) return pathOf(step);
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ value: v[i] as unknown, parent: step, key: i });
    } else if (v && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        if (isBadText(key)) return [...pathOf(step), key];
        stack.push({ value: (v as Record<string, unknown>)[key], parent: step, key });
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
  return (data: unknown) => {
    const path = itemwise ? null : badTextPath(data);
    return path ? { error: new BadTextError(path) } : validate(data);
  };
};

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
