import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the backup command reaches the server holding DATA_DIR: the server writes DATA_DIR/ops.token (mode 0600:
 * only its own user, or root, reads it) with a random token and the address it listens on, and accepts
 * POST /api/ops/backup from this host with that token. A new token each start; the file goes at shutdown.
 */
export const OPS_TOKEN_FILE = 'ops.token';
export type OpsAccess = { url: string; token: string; pid: number };

export const newOpsToken = () => randomBytes(32).toString('base64url');

/** Writes the file afresh (a stale one is replaced, so the mode is always ours); answers how to remove it. */
export function writeOpsAccess(dataDir: string, access: OpsAccess): () => void {
  const path = join(dataDir, OPS_TOKEN_FILE);
  const text = JSON.stringify(access);
  try {
    unlinkSync(path);
  } catch {
    // none was there
  }
  writeFileSync(path, text, { flag: 'wx', mode: 0o600 });
  return () => {
    try {
      if (readFileSync(path, 'utf8') === text) unlinkSync(path);
    } catch {
      // already gone
    }
  };
}

export function readOpsAccess(dataDir: string): OpsAccess | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, OPS_TOKEN_FILE), 'utf8')) as OpsAccess;
  } catch {
    return null;
  }
}
