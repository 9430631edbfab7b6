import { join } from 'node:path';
import type { Env } from '../env';
import { filesRoot, s3SettingsOf, type FileStore } from './file-store';
import { localFileStore } from './file-store-local';
import { s3FileStore } from './file-store-s3';

/** The store the configuration names (FILE_STORAGE): apart from lib/file-store.ts, which its drivers import. */
export const createFileStore = (env: Env): FileStore =>
  env.FILE_STORAGE === 's3'
    ? s3FileStore(s3SettingsOf(env), join(filesRoot(env.DATA_DIR), '.staging'))
    : localFileStore(filesRoot(env.DATA_DIR));
