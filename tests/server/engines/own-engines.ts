import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PostgreSQL and Redis of a test's own, from Debian's binaries, on free ports and in a temporary folder, so that
 * the test can stop them and start them again as an upgrade or a failover does (the machine's own servers are
 * shared by every test). Each is stopped by its process id when the test ends.
 */
export type OwnEngine = {
  url: string;
  port: number;
  /** Stops the server (PostgreSQL: a fast shutdown, which ends every connection; Redis: SIGTERM). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it takes connections. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  remove(): Promise<void>;
};

const PG_BIN = process.env.PG_BIN ?? pgBinDir();

function pgBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return join(root, versions[0] ?? '15', 'bin');
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user and runs as it. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** Resolves once something takes TCP connections on the port (or rejects after `ms`). */
export async function waitForPort(port: number, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing answered on port ${port} within ${ms} ms`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/**
 * An engine run as a child process of the test on its own port and folder: `launch` starts it, `ready` waits
 * until it serves; stopping sends `signal` and waits for the process to end.
 */
async function supervised(o: {
  url: string;
  port: number;
  folder: string;
  launch: () => ChildProcess;
  ready: () => Promise<void>;
  signal: NodeJS.Signals;
}): Promise<OwnEngine> {
  let child: ChildProcess | null = null;
  const start = async () => {
    child = o.launch();
    await o.ready();
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c) return;
    c.kill(o.signal);
    await exited(c);
  };
  await start();
  return {
    url: o.url,
    port: o.port,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(o.folder, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL cluster of its own: initdb in a temporary folder, trust authentication, no fsync (a test's). */
export async function ownPostgres(): Promise<OwnEngine> {
  const folder = mkdtempSync(join(tmpdir(), 'peixun-pg-'));
  const user = runAs();
  if (user) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const init = spawnSync(
    join(PG_BIN, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--locale', 'C'],
    { encoding: 'utf8', ...user },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off', 'max_connections=200'];
  return supervised({
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    folder,
    launch: () =>
      spawn(
        join(PG_BIN, 'postgres'),
        ['-D', data, '-p', String(port), '-k', folder, ...settings.flatMap((c) => ['-c', c])],
        { stdio: ['ignore', 'ignore', 'ignore'], ...user },
      ),
    async ready() {
      await waitForPort(port);
      // Taking connections is not yet accepting them: wait until a session can be opened.
      for (let i = 0; i < 200; i++) {
        const ready = spawnSync(join(PG_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
        if (ready.status === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('PostgreSQL did not accept connections');
    },
    // PostgreSQL's fast shutdown: every session is ended ("terminating connection due to administrator
    // command"), as a restart for an upgrade does.
    signal: 'SIGINT',
  });
}

/** A Redis of its own that keeps nothing on disk. */
export async function ownRedis(): Promise<OwnEngine> {
  const folder = mkdtempSync(join(tmpdir(), 'peixun-redis-'));
  const port = await freePort();
  return supervised({
    url: `redis://127.0.0.1:${port}/0`,
    port,
    folder,
    launch: () =>
      spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder],
        { stdio: ['ignore', 'ignore', 'ignore'] },
      ),
    ready: () => waitForPort(port),
    signal: 'SIGTERM',
  });
}

/**
 * A TCP relay in front of an engine whose network can be cut without closing anything: `freeze` makes every byte
 * vanish both ways (open connections stay open and silent; new ones are taken and never answered), as a network
 * cut or a machine gone does; `thaw` resets what the cut left behind and relays again.
 */
export async function vanishingLink(targetPort: number) {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (frozen) return; // taken, never answered
    const upstream = connect({ host: '127.0.0.1', port: targetPort });
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    freeze: () => void (frozen = true),
    thaw() {
      for (const s of sockets) s.destroy();
      frozen = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
