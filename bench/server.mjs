// Starts the built server (dist/server) on a fresh data folder for a benchmark, and stops it afterwards.
// @ts-check
import { spawn } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
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

/**
 * A user's access token, through the automation client (`test`: never asks for a captcha), with the password as
 * pig's clients send it (AES-CFB with pig's default key).
 * @param {string} base
 * @param {string} username
 * @param {string} password
 */
export async function tokenOf(base, username, password) {
  const key = Buffer.from('thanks,pig4cloud');
  const cipher = createCipheriv('aes-128-cfb', key, key);
  const encrypted = Buffer.concat([cipher.update(password), cipher.final()]).toString('base64');
  const res = await fetch(
    `${base}/api/admin/oauth2/token?grant_type=password&scope=server&username=${username}`,
    {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from('test:test').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ password: encrypted }),
    },
  );
  const { access_token: token } = /** @type {{ access_token?: string }} */ (await readJson(res));
  if (!token) throw new Error(`login ${username} failed: ${res.status}`);
  return token;
}
