import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from '../process-helpers';
import { spawnServer, stopServer, waitUntilAnswers, type ServerProcess } from '../server-process';

/**
 * The README's scaled-out deployment, started for real: Debian's nginx with deploy/nginx.conf in front of server
 * processes on one PostgreSQL database, Redis for the bus and the shared counters, and files in S3-compatible
 * storage (s3rver in a process of its own). Each process keeps its port, so one can be killed and started again.
 */
export const STORM_REDIS_URL = process.env.STORM_REDIS_URL ?? 'redis://127.0.0.1:6379/8';
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export type Stack = {
  /** nginx's address: what devices and browsers talk to. */
  url: string;
  databaseUrl: string;
  processes: (ServerProcess | null)[];
  ports: number[];
  /** SIGKILL: the process dies with whatever it had in flight. */
  kill(i: number): void;
  /** SIGTERM, as a supervisor stops a process for a rolling restart; resolves once it has exited. */
  terminate(i: number): Promise<void>;
  /** Starts process i again on its port; resolves once it answers. */
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
};

const deployedConfig = () => readFileSync(join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
const SERVER_LINE = /( {4}server 127\.0\.0\.1:\d+ ([^\n]*)\n)+/;

/** deploy/nginx.conf with only its upstream ports and listen port replaced (the README says so). */
export function nginxConfig(ports: number[], listen: number): string {
  const conf = deployedConfig();
  const params = / {4}server 127\.0\.0\.1:\d+ ([^\n]*)\n/.exec(conf)?.[1] ?? '';
  const servers = ports.map((p) => `    server 127.0.0.1:${p} ${params}`).join('\n');
  return conf.replace(SERVER_LINE, `${servers}\n`).replace(/listen 8080;/, `listen 127.0.0.1:${listen};`);
}

/**
 * How long nginx leaves a process alone after it failed (deploy/nginx.conf's `fail_timeout`): a restarted
 * process gets requests again only after it, so a rolling restart waits this long before stopping the next one.
 */
export const nginxFailTimeoutMs = () =>
  Number(/fail_timeout=(\d+)s/.exec(deployedConfig())?.[1] ?? 10) * 1000;

async function startNginx(conf: string, port: number) {
  const prefix = mkdtempSync(join(tmpdir(), 'peixun-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must be able to write the temporary files of large bodies.
  for (const dir of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    mkdirSync(join(prefix, dir), { recursive: true });
    chmodSync(join(prefix, dir), 0o777);
  }
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswers(`http://127.0.0.1:${port}/api/health`, child, 'nginx');
  return child;
}

/** The S3 server in a child process: its settings, and its stop. */
async function startS3Process() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/storm/s3-server.ts'], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.server.json' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const settings = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as Record<string, string>);
    });
    child.once('exit', (code) => reject(new Error(`the S3 server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { settings, stop };
}

const freePorts = (n: number) => {
  // Below Linux's ephemeral range (32768 and up), where outgoing connections take their ports.
  const base = 20_000 + Math.floor(Math.random() * 11_000);
  return Array.from({ length: n }, (_, i) => base + i);
};

export async function startStack(o: {
  processes: number;
  entry?: 'sources' | 'dist';
  env?: Record<string, string>;
  /** PostgreSQL and Redis of the caller's own (which it may stop and start); else this machine's. */
  engines?: { databaseUrl: string; redisUrl: string };
}): Promise<Stack> {
  const db = o.engines ? { url: o.engines.databaseUrl, drop: async () => undefined } : await freshDatabase();
  const s3 = await startS3Process();
  const [listen, ...ports] = freePorts(o.processes + 1) as [number, ...number[]];
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: o.engines?.redisUrl ?? STORM_REDIS_URL,
    FILE_STORAGE: 's3',
    S3_BUCKET: 'peixun-storm',
    ...s3.settings,
    TRUST_PROXY: '1',
    // Every attendee of the storm comes from this one address, like a venue's Wi-Fi (README: raise it there).
    CHECKIN_RATE_PER_MIN: '100000',
    LOGIN_RATE_PER_MIN: '1000',
    CAPTCHA: 'off',
    ...o.env,
  };
  const start = (i: number) =>
    spawnServer(
      { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'peixun-storm-')) },
      { port: ports[i], entry: o.entry ?? 'sources', drop: ['TEST_DATABASE_URL'] },
    );
  const processes: (ServerProcess | null)[] = ports.map(() => null);
  let nginx: ChildProcess | undefined;
  const stopAll = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(processes.map((p) => stopServer(p ?? undefined)));
    await s3.stop();
    await db.drop();
  };
  try {
    // The first migrates and seeds; the others find it done.
    for (let i = 0; i < ports.length; i++) processes[i] = await start(i);
    nginx = await startNginx(nginxConfig(ports, listen), listen);
  } catch (err) {
    await stopAll();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${listen}`,
    databaseUrl: db.url,
    processes,
    ports,
    kill(i) {
      processes[i]?.child.kill('SIGKILL');
      processes[i] = null;
    },
    async terminate(i) {
      await stopServer(processes[i] ?? undefined);
      processes[i] = null;
    },
    async restart(i) {
      processes[i] = await start(i);
    },
    stop: stopAll,
  };
}
