import { MAX_QUERY_KEYS, MAX_QUERY_PAIRS } from '@contract/constants';

/** Marks a query string over the bounds; the router cannot refuse it itself, so `registerInputBounds` does. */
export const QUERY_REFUSED = Symbol('query refused');

type Query = Record<string, string | string[]> & { [QUERY_REFUSED]?: true };

/**
 * The query string as the routes read it. pig's console sends every filter of its search forms, the empty ones
 * too (`deptId=&username=&descs=`); like pig's Spring binding, an empty value is no value, so a form left blank
 * filters nothing instead of failing validation. A repeated key stays a list (arrays travel as repeated keys).
 * Linear in its length, and bounded: more than MAX_QUERY_KEYS keys or MAX_QUERY_PAIRS pairs marks it refused.
 */
export function parseQuery(search: string): Query {
  const query = Object.create(null) as Query;
  let keys = 0;
  let pairs = 0;
  for (const [key, value] of new URLSearchParams(search)) {
    if (++pairs > MAX_QUERY_PAIRS) return refused();
    if (value === '') continue;
    const held = query[key];
    if (held === undefined) {
      if (++keys > MAX_QUERY_KEYS) return refused();
      query[key] = value;
    } else if (typeof held === 'string') query[key] = [held, value];
    else held.push(value);
  }
  return query;
}

function refused(): Query {
  const query = Object.create(null) as Query;
  query[QUERY_REFUSED] = true;
  return query;
}
