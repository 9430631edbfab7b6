/**
 * A call over real HTTP (the app listening on a port, fetch as a browser sends it): the same envelope as
 * `call`, for the tests that must see what leaves the socket (status, headers, the language of a message).
 */
export async function httpCall<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const res = await fetch(base + url, {
    method,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const body = (await res.json()) as { code: number; msg: string | null; data: T };
  return { status: res.status, body };
}
