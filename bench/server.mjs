// Starts the built server (dist/server) on a fresh data folder for a benchmark, and stops it afterwards.
// @ts-check
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A response's JSON, as unknown: the caller names its shape (a benchmark reads the demo data it seeded).
 * @param {Response} res
 * @returns {Promise<unknown>}
 */
export const readJson = (res) => res.json();

/**
 * Starts the built server on a fresh data folder.
 * @param {{ port?: number; env?: Record<string, string> }} [options]
 * @returns {Promise<{ base: string; stop(): Promise<void> }>}
 */
export async function startServer({ port = 3290, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'peixun-bench-'));
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
