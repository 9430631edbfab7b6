import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ROOT } from '../env';

/**
 * A backup is one gzipped tar: the embedded database's folder as PGlite dumps it (`pglite.tar`), the uploaded
 * files under `files/`, and `manifest.json` last, naming every member with its size and SHA-256 (it can only be
 * written once they have all gone by). gzip's checksum covers every byte of the archive besides.
 */
export const FORMAT = 'peixun-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const DUMP = 'pglite.tar';
export const FILES = 'files/';

const memberSchema = z.object({
  name: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Member = z.infer<typeof memberSchema>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  peixunVersion: z.string(),
  database: z.literal('pglite'),
  members: z.array(memberSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** This checkout's version (package.json), written into each manifest. */
export const peixunVersion = (): string =>
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Whether a member's name is one a backup may hold: the dump, the manifest, or a plain relative path under
 * files/ (no `..`, no absolute path, no backslash), so restoring never writes outside its folder.
 */
export function isMemberName(name: string): boolean {
  if (name === DUMP || name === MANIFEST) return true;
  if (!name.startsWith(FILES) || name.includes('\\') || name.includes('\0')) return false;
  const parts = name.slice(FILES.length).split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..');
}
