/**
 * The query string as the routes read it. pig's console sends every filter of its search forms, the empty ones
 * too (`deptId=&username=&descs=`); like pig's Spring binding, an empty value is no value, so a form left blank
 * filters nothing instead of failing validation. A repeated key stays a list (arrays travel as repeated keys).
 */
export function parseQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(search)) {
    if (value === '') continue;
    const held = query[key];
    query[key] = held === undefined ? value : [held, value].flat();
  }
  return query;
}
