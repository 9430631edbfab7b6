import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A real server process, started with this process's environment and `env` (less `drop`) and waited for until it
 * answers: from the sources through tsx (the tests), or the built one exactly as `npm run serve` starts it (the
 * bench). Imports nothing of the app: tests that run only processes keep their worker light.
 */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  port: number;
  /** What it logged (its JSON lines on stdout), when started with `log`. */
  log: string[];
};
export type SpawnOptions = {
  drop?: string[];
  port?: number;
  entry?: 'sources' | 'dist';
  /** Keep what it logs (in `log`), for tests of what operators read. */
  log?: boolean;
};

export async function spawnServer(
  env: Record<string, string>,
  {
    drop = [],
    // Below Linux's ephemeral range (32768 and up), where the tests' own outgoing connections take their ports.
    port = 20_000 + Math.floor(Math.random() * 12_000),
    entry = 'sources',
    log: keepLog = false,
  }: SpawnOptions = {},
): Promise<ServerProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !drop.includes(name)));
  const all: NodeJS.ProcessEnv = {
    ...inherited,
    TSX_TSCONFIG_PATH: 'tsconfig.server.json',
    HOST: '127.0.0.1',
    CLIENT_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
  };
  const args =
    entry === 'dist'
      ? ['--enable-source-maps', 'dist/server/index.js']
      : ['--import', 'tsx', 'src/server/index.ts'];
  const child = spawn(process.execPath, args, {
    env: all,
    stdio: ['ignore', keepLog ? 'pipe' : 'ignore', 'inherit'],
  });
  const log: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    log.push(...lines.filter(Boolean));
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswers(`${url}/api/health`, child, 'server');
  return { url, child, port, log };
}

/**
 * Waits until `healthUrl` answers 200 (a liveness wait, not a speed check: a first start on a busy 2-core machine
 * can take half a minute); throws if `child` exits first or never answers, and never leaves it running then.
 */
export async function waitUntilAnswers(healthUrl: string, child: ChildProcess, name: string) {
  for (let i = 0; i < 900; i++) {
    const up = await fetch(healthUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not start`);
}

/** Stops a server as a supervisor does (SIGTERM) and waits for it to exit. */
export const stopServer = (s: { child: ChildProcess } | undefined) =>
  new Promise<void>((resolve) => {
    if (!s || s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });
