import { z } from 'zod';

/** The ops module's call: POST /api/ops/backup, asked by `npm run backup` on the server's own host. */

/** Nothing to choose: the whole of DATA_DIR's database and files. */
export const backupRequestSchema = z.object({}).strict().nullish();
