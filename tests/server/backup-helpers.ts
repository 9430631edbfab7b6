import { execFile } from 'node:child_process';
import { encryptPassword } from '../../src/server/lib/crypto';
import { spawnServer, stopServer, type ServerProcess } from './server-process';

/**
 * A real server process on a DATA_DIR (as process-helpers.ts starts them, without importing the app: this file's
 * test runs only processes, and loading the whole server into the test worker cost it a third of its time).
 */
export type Server = ServerProcess;

export const startServer = (dataDir: string): Promise<Server> =>
  // The embedded database, whatever the suite runs on.
  spawnServer(
    { DATA_DIR: dataDir, CHECKIN_RATE_PER_MIN: '100000', LOGIN_RATE_PER_MIN: '1000' },
    { drop: ['DATABASE_URL'] },
  );

export const stop = stopServer;

/** The backup and restore commands as an operator runs them (sources through tsx, no build), on a DATA_DIR. */
export function ops(command: 'backup' | 'restore', args: string[], dataDir: string) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/server/ops/${command}.ts`, ...args],
      {
        env: {
          ...process.env,
          TSX_TSCONFIG_PATH: 'tsconfig.server.json',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
      },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/** Headers of a signed-in user of tenant 1. */
export async function signIn(s: { url: string }, username: string, password: string) {
  const res = await fetch(
    `${s.url}/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('pig:pig').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ password: encryptPassword(password, 'thanks,pig4cloud') }),
    },
  );
  const body = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${body.access_token}`, 'tenant-id': '1' };
}

type Envelope<T> = { code: number; msg: string | null; data: T };
export async function api<T>(
  s: { url: string },
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await fetch(`${s.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** The demo check-in session the seed opens (a window from an hour before seeding), learner01 approved on it. */
export async function demoSession(s: Server, admin: Record<string, string>) {
  const list = await api<{ id: string; courseTitle: string }[]>(s, '/api/edu/session/list', admin);
  const session = list.body.data.find((x) => x.courseTitle.includes('Check-in demo'));
  if (!session) throw new Error('the seeded check-in demo session is missing');
  return session.id;
}

/** Every check-in id of a session, page by page, as staff read them. */
export async function checkinIds(s: Server, admin: Record<string, string>, sessionId: string) {
  const ids = new Set<string>();
  for (let current = 1; ; current++) {
    const page = await api<{ records: { id: string }[] }>(
      s,
      `/api/edu/checkin/page?sessionId=${sessionId}&current=${current}&size=200`,
      admin,
    );
    for (const r of page.body.data.records) ids.add(r.id);
    if (page.body.data.records.length < 200) return ids;
  }
}

/** Uploads a document as staff; answers the link it is read back by. */
export async function uploadDocument(s: Server, admin: Record<string, string>, bytes: Buffer) {
  const form = new FormData();
  form.append('dir', 'doc');
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'backup-proof.pdf');
  const res = await fetch(`${s.url}/api/admin/sys-file/upload`, {
    method: 'POST',
    headers: admin,
    body: form,
  });
  const body = (await res.json()) as Envelope<{ url: string }>;
  if (body.code !== 0) throw new Error(`upload refused: ${body.msg}`);
  return body.data.url;
}

export const download = async (s: Server, admin: Record<string, string>, url: string) => {
  const res = await fetch(new URL(url, s.url), { headers: admin });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};
