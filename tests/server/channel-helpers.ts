import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { httpCall } from './http-call';

/**
 * What the message channel tests share: a local HTTP server standing in for the gateways (it records what it is
 * sent; a path says how it answers), pig-ui's calls over real HTTP, and the outbox files read back.
 */
export type Received = { path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: unknown };

/** `/fail` answers 502, `/refuse` a robot's 200 with an error code, anything else 200 `{"errcode":0}`. */
export async function gatewayStandIn() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      if (url.pathname === '/fail') return void res.writeHead(502).end('bad gateway');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        url.pathname === '/refuse'
          ? JSON.stringify({ errcode: 310000, errmsg: 'sign not match' })
          : '{"errcode":0}',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    last: (path: string) => received.filter((r) => r.path === path).at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (a server opened and closed). */
export async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type Wire = {
  id: string;
  configType: string;
  configName: string;
  configKey: string;
  configValue: string;
  configStatus: string;
};

/** pig-ui's calls, each over HTTP to the listening app. */
export function pigUi(base: string) {
  const call = <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    h: Record<string, string>,
    body?: unknown,
  ) => httpCall<T>(base, method, url, h, body);
  return {
    call,
    /** pig-ui's form: `configValue` a JSON string, the new row's `id` empty. */
    add: (h: Record<string, string>, type: string, key: string, value: object, status = '1') =>
      call<Wire>('POST', '/api/admin/system-config', h, {
        id: '',
        configType: type,
        configKey: key,
        configName: `${key} channel`,
        configValue: JSON.stringify(value),
        configStatus: status,
      }),
    edit: (h: Record<string, string>, row: Wire, value: object, status = row.configStatus) =>
      call<Wire>('PUT', '/api/admin/system-config', h, {
        ...row,
        configValue: JSON.stringify(value),
        configStatus: status,
      }),
    details: (h: Record<string, string>, query: string) =>
      call<Wire[]>('GET', `/api/admin/system-config/details?${query}`, h),
    page: (h: Record<string, string>, query: string) =>
      call<{ records: Wire[]; total: string }>('GET', `/api/admin/system-config/page?${query}`, h),
    send: (h: Record<string, string>, kind: 'sms' | 'email' | 'hook', body: object) =>
      call<boolean>('POST', `/api/admin/sysMessage/send/${kind}`, h, body),
  };
}

/** The JSON lines of an outbox file. */
export const outbox = (dataDir: string, file: string): Record<string, unknown>[] => {
  try {
    return readFileSync(join(dataDir, 'outbox', file), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  } catch {
    return [];
  }
};
