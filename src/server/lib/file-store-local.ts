import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore } from './file-store';

/** The local driver: DATA_DIR/files/<tenant>/<dir>/<fileName>, as before there were drivers. */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  const folderFor = async (key: string) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    return path;
  };
  return {
    kind: 'local',
    // Beside the files, so keeping an upload is a rename on one file system.
    staging: join(root, '.staging'),
    pathOf,
    async moveIn(key, source) {
      await rename(source, await folderFor(key));
    },
    async copyIn(key, source) {
      await copyFile(source, await folderFor(key));
    },
    async putBytes(key, bytes) {
      // A write that fails halfway leaves no file under the key: written aside, then renamed.
      const path = await folderFor(key);
      const part = `${path}.part`;
      try {
        await writeFile(part, bytes);
        await rename(part, path);
      } finally {
        await rm(part, { force: true });
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async stat(key) {
      const s = await stat(pathOf(key)).catch(() => undefined);
      return s?.isFile()
        ? { size: s.size, mtime: s.mtime, etag: `W/"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"` }
        : undefined;
    },
    async read(key, range) {
      return createReadStream(pathOf(key), range);
    },
  };
}
