/**
 * Search params as text. The router parses each value as JSON (`?id=123` arrives as the number 123), so a route
 * gets `unknown` and checks the text against its pattern.
 */

/** A search param as text: '' when absent. */
export function searchText(v: unknown): string {
  // Whatever an edited address holds is stringified on purpose: a value that is no id then fails the pattern.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(v ?? '');
}

const ID = /^\d{1,19}$/;

/** A record id (up to 19 digits) from a search param, or undefined when it holds none. */
export function searchId(v: unknown): string | undefined {
  const text = searchText(v);
  return ID.test(text) ? text : undefined;
}
